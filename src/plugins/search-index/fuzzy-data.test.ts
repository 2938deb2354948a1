import {describe, expect, it} from 'vitest';
import GithubSlugger from 'github-slugger';
import {buildFuzzyData, GENERIC_HEADING_PAGES} from './fuzzy-data';
import {headingSlug} from '../../lib/search/fuzzy';
import type {PageRecord} from '../page-index/page-index';
import type {InventoryEntry} from '../../lib/api/inventory';

const page = (path: string, title: string, unlisted = false) => ({path, title, description: '', unlisted}) as unknown as PageRecord;
const heading = (text: string, id = new GithubSlugger().slug(text)) =>
  `<h2 class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link">\u200b</a></h2>`;

describe('buildFuzzyData', () => {
  const guides = Array.from({length: GENERIC_HEADING_PAGES + 1}, (_, i) => page(`/guides/g${i}`, `Guide ${i}`));
  const pages = [...guides, page('/api/dagster/assets', 'Assets'), page('/hidden', 'Hidden', true)];
  const html = (path: string) =>
    path === '/api/dagster/assets'
      ? heading('dagster.asset', 'dagster.asset')
      : path === '/guides/g0'
        ? heading('Partition a table') + heading('Run it', 'custom-id') + heading('Pitfalls')
        : heading('Pitfalls');
  const inventory = [{symbol: 'dagster.asset', kind: 'decorator', url: '/api/dagster/assets#dagster.asset'}] as InventoryEntry[];
  const data = buildFuzzyData(pages, html, inventory);

  it('lists listed pages only, as [path, title]', () => {
    expect(data.pages).toContainEqual(['/guides/g0', 'Guide 0']);
    expect(data.pages.some(([path]) => path === '/hidden')).toBe(false);
  });

  it('drops headings every page has, and anchors the slug already gives', () => {
    expect(data.headings).toEqual([
      [0, 'Partition a table'],
      [0, 'Run it', 'custom-id'],
    ]);
  });

  it('indexes symbols by page, not as headings', () => {
    expect(data.symbols).toEqual([['dagster.asset', 4, pages.findIndex((p) => p.path === '/api/dagster/assets')]]);
  });

  it('fails the build on a symbol whose anchor is not its name', () => {
    const odd = [{symbol: 'dagster.asset', kind: 'decorator', url: '/api/dagster/assets#asset'}] as InventoryEntry[];
    expect(() => buildFuzzyData(pages, html, odd)).toThrow(/dagster\.asset .* cannot be indexed/);
  });
});

describe('headingSlug', () => {
  it('agrees with github-slugger, which Docusaurus uses, on the headings of this site', () => {
    const samples = [
      'Snowflake I/O manager',
      'Use `dg.asset` with Pandas',
      '1.10.15 (core) / 0.26.15 (libraries)',
      'Dagster & dbt: the basics',
      'What’s new?',
      'Köln café',
      'run_coordinator',
    ];
    for (const text of samples) expect(headingSlug(text)).toBe(new GithubSlugger().slug(text));
  });
});
