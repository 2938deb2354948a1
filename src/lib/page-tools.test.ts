import {describe, expect, it} from 'vitest';
import {ASSISTANTS, assistantPrompt, feedbackIssueUrl, markdownTwinPath} from './page-tools';

describe('page tools', () => {
  it('points at the Markdown twin of a page', () => {
    expect(markdownTwinPath('/guides/build/assets')).toBe('/guides/build/assets.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });

  it('asks an assistant to read the page by its URL', () => {
    const prompt = assistantPrompt('/guides/build/assets');
    expect(prompt).toContain('https://docs.dagster.io/guides/build/assets.md');
    expect(ASSISTANTS[0].url(prompt)).toBe(`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
  });

  it('prefills a feedback issue that names the page and the answer', () => {
    const url = new URL(feedbackIssueUrl({title: 'Assets', permalink: '/guides/build/assets'}));
    expect(url.origin + url.pathname).toBe('https://github.com/dagster-io/dagster/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Assets (not helpful)');
    expect(url.searchParams.get('body')).toContain('Page: https://docs.dagster.io/guides/build/assets');
  });
});
