import type {TitleRow} from '../../lib/search/titles';
import {describe, expect, it} from 'vitest';
import {buildTitleData, comparingHeadingsOf, firstPageOf, fragmentRoute, pageIdsOf} from './titles-data';
import {parseSiteMap} from '../../lib/site-map';

describe('buildTitleData', () => {
  it('lists listed pages with their keywords, marks section pages from the site map, and names a navbar label’s page by it', () => {
    const siteMap = parseSiteMap(
      'path\ttitle\tsidebar\tflags\n/guides/labs/dg\tdg\tdocs\tcategory-index\n/guides/labs/dg/uv\tUv\tdocs\t\n',
    );
    const docs = [
      {permalink: '/guides/labs/dg/uv', title: 'Using dg with uv', description: 'uv.', unlisted: false, frontMatter: {}},
      {permalink: '/guides/labs/dg', title: 'dg', description: 'The CLI.', unlisted: false, frontMatter: {keywords: ['dg cli', 3]}},
      {permalink: '/glossary', title: 'Glossary', description: 'Terms.', unlisted: true, frontMatter: {}},
      {permalink: '/api/dagster/assets', title: 'Assets', description: 'API.', unlisted: false, frontMatter: {}},
    ];
    const landings = [
      {path: '/guides/labs/dg/uv', label: 'Tools'},
      {path: '/api/dagster/assets', label: 'Assets'},
    ];
    expect(buildTitleData(docs, siteMap, landings)).toEqual({
      pages: [
        ['/api/dagster/assets', 'Assets', [], 0, 'API.'],
        ['/guides/labs/dg', 'dg', ['dg cli'], 1, 'The CLI.'],
        ['/guides/labs/dg/uv', 'Using dg with uv', ['Tools'], 0, 'uv.'],
      ],
    });
  });
});

describe('firstPageOf', () => {
  const permalinks: Record<string, string> = {intro: '/intro', catalog: '/integrations/libraries'};
  const permalinkOf = (id: string) => permalinks[id];

  it('finds the page a sidebar opens on, depth first: a doc, a category’s own page or a link', () => {
    expect(firstPageOf([{type: 'doc', id: 'intro'}], permalinkOf)).toBe('/intro');
    expect(firstPageOf([{type: 'category', link: {type: 'doc', id: 'catalog'}, items: [{type: 'doc', id: 'intro'}]}], permalinkOf)).toBe(
      '/integrations/libraries',
    );
    expect(firstPageOf([{type: 'category', items: [{type: 'category', items: [{type: 'doc', id: 'intro'}]}]}], permalinkOf)).toBe('/intro');
    expect(firstPageOf([{type: 'category', link: {type: 'generated-index', permalink: '/examples'}, items: []}], permalinkOf)).toBe(
      '/examples',
    );
    expect(firstPageOf([{type: 'link', href: 'https://dagster.io'}], permalinkOf)).toBe('https://dagster.io');
    expect(firstPageOf([{type: 'html'}], permalinkOf)).toBeUndefined();
  });
});

describe('pageIdsOf', () => {
  it('reads the route a Pagefind fragment is the text of', () => {
    expect(fragmentRoute('pagefind_dcd{"url":"/api/dagster/assets.html","content":"x"}')).toBe('/api/dagster/assets');
    expect(fragmentRoute('pagefind_dcd{"url":"/index.html"}')).toBe('/');
    expect(() => fragmentRoute('{"url":"/a.html"}')).toThrow(/not a Pagefind fragment/);
  });

  it("gives each listed page's row by its page id, and leaves unlisted pages out", () => {
    const pages: TitleRow[] = [
      ['/api/dagster/assets', 'Assets', [], 0, ''],
      ['/guides/build/assets', 'Assets', [], 1, ''],
    ];
    expect(
      pageIdsOf(
        [
          ['en_1', '/api/dagster/assets'],
          ['en_2', '/guides/build/assets'],
          ['en_3', '/api/unlisted'],
        ],
        pages,
      ),
    ).toEqual({en_1: 0, en_2: 1});
  });
});

describe('comparingHeadingsOf', () => {
  it('keeps the headings that weigh two things, by the row of their page', () => {
    const pages: TitleRow[] = [
      ['/guides/deploy/execution', 'Execution', [], 1, ''],
      ['/guides/build/ops/op-retries', 'Op retries', [], 0, ''],
    ];
    const html: Record<string, string> = {
      '/guides/deploy/execution': '<h2 id="the-daemon">The daemon</h2><h2 id="launchers-versus-executors">Launchers versus executors</h2>',
      '/guides/build/ops/op-retries': '<h3 id=vs>Op retries compared with run retries</h3><h2 id="x">Use a different base image</h2>',
    };
    expect(comparingHeadingsOf(pages, (route) => html[route])).toEqual([
      [0, 'Launchers versus executors'],
      [1, 'Op retries compared with run retries'],
    ]);
    expect(comparingHeadingsOf(pages, () => undefined)).toEqual([]);
  });
});
