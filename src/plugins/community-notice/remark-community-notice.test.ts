import {describe, expect, it} from 'vitest';
import {mdxToHtml} from '../../../tests/unit/mdx';
import {pageToMarkdown} from '../markdown-twins/to-markdown';
import remarkCommunityNotice, {communityNotice} from './remark-community-notice';

const community = {sidebar_custom_props: {community: true}, package: 'dagster-x', issues_url: 'https://github.com/x/y'};

describe('remark-community-notice', () => {
  it('puts an info admonition titled "Community integration" before a community library page’s content', async () => {
    const html = await mdxToHtml('Intro.\n', {frontMatter: community, remarkPlugins: [remarkCommunityNotice]});
    // Docusaurus's admonition plugin (not run here) draws the `info` directive; the content is this.
    expect(html).toBe(
      '<div><p>Community integration</p><p>This integration (<code>dagster-x</code>) is built and maintained by the Dagster community, ' +
        'not by Dagster Labs, and follows its own release schedule. Report problems and ask for features ' +
        '<a href="https://github.com/x/y">where it is maintained</a>.</p></div>\n<p>Intro.</p>',
    );
    expect(communityNotice(community)).toMatchObject({type: 'containerDirective', name: 'info'});
  });

  it('leaves the package and the issues link out when the front matter has none, and other pages alone', async () => {
    const bare = await mdxToHtml('Intro.\n', {
      frontMatter: {sidebar_custom_props: {community: true}},
      remarkPlugins: [remarkCommunityNotice],
    });
    expect(bare).toContain('<p>This integration is built and maintained');
    expect(bare).not.toContain('<a ');
    for (const frontMatter of [{}, {sidebar_custom_props: {community: false}}, {sidebar_custom_props: 'community'}]) {
      expect(await mdxToHtml('Intro.\n', {frontMatter, remarkPlugins: [remarkCommunityNotice]})).toBe('<p>Intro.</p>');
    }
  });

  it('gives the Markdown twin the same notice, as a blockquote above the content', () => {
    const twin = pageToMarkdown(
      '---\ntitle: X\npackage: dagster-x\nissues_url: https://github.com/x/y\nsidebar_custom_props:\n  community: true\n---\nIntro.\n',
      {siteUrl: 'https://docs.dagster.io', route: '/x'},
    );
    expect(twin).toContain('# X\n\n> **Info: Community integration**\n>\n> This integration (`dagster-x`) is built');
    expect(twin).toMatch(/\[where it is maintained\]\(https:\/\/github\.com\/x\/y\)\.\n\nIntro\.\n$/);
  });
});
