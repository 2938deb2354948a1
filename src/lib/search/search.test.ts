import {describe, expect, it} from 'vitest';
import {createFuzzyIndex, searchFuzzy, symbolKey, type FuzzyData} from './fuzzy';
import {mergeResults, normalizeUrl, titleCoverage, type FullTextResult} from './merge';
import {sectionOf} from './sections';

const data: FuzzyData = {
  pages: [
    ['/guides/build/partitions-and-backfills/partitioning-assets', 'Partitioning assets', 'docs', 'Split assets into slices.'],
    ['/guides/automate/schedules', 'Schedules', 'docs', 'Run jobs on a cron cadence.'],
    ['/integrations/libraries/snowflake', 'Dagster & Snowflake', 'integrations', 'Query Snowflake from assets.'],
    ['/api/dagster/execution', 'Execution', 'api', 'Contexts and execution APIs.'],
  ],
  headings: [
    [1, 'Define a schedule', 'define-a-schedule'],
    [2, 'Snowflake I/O manager', 'snowflake-io-manager'],
  ],
  symbols: [
    ['dagster.AssetExecutionContext', 'class', '/api/dagster/execution#dagster.AssetExecutionContext'],
    ['dagster.asset', 'decorator', '/api/dagster/assets#dagster.asset'],
    ['dagster.asset_check', 'decorator', '/api/dagster/asset-checks#dagster.asset_check'],
  ],
};
const index = createFuzzyIndex(data);
const top = (query: string) => mergeResults(query, [], searchFuzzy(index, query)).map((r) => r.url);

describe('fuzzy search', () => {
  it('forgives typos and truncation', () => {
    expect(top('partiton')[0]).toBe('/guides/build/partitions-and-backfills/partitioning-assets');
    expect(top('schedul')[0]).toBe('/guides/automate/schedules');
    expect(top('snowflak')[0]).toBe('/integrations/libraries/snowflake');
    expect(top('AssetExecutionContex')[0]).toBe('/api/dagster/execution#dagster.AssetExecutionContext');
  });

  it('filters by section', () => {
    expect(searchFuzzy(index, 'snowflake', 'docs')).toEqual([]);
  });
});

describe('mergeResults', () => {
  const fullText: FullTextResult[] = [
    {
      url: '/guides/build/assets.html',
      title: 'Assets',
      excerpt: 'Use <mark>asset</mark>',
      section: 'docs',
      subResults: [{title: 'Defining', url: '/guides/build/assets.html#defining', excerpt: 'x'}],
    },
    {url: '/api/dagster/assets.html', title: 'Assets API', excerpt: 'the <mark>asset</mark> decorator', section: 'api', subResults: []},
  ];

  it('puts the exact symbol first, then fuses both lists without duplicates', () => {
    const results = mergeResults('dg.asset', fullText, searchFuzzy(index, 'dg.asset'));
    expect(results[0]).toMatchObject({url: '/api/dagster/assets#dagster.asset', kind: 'symbol', title: 'dagster.asset'});
    const urls = results.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(results.find((r) => r.url === '/guides/build/assets')?.subResults).toEqual([
      {title: 'Defining', url: '/guides/build/assets#defining', excerpt: 'x'},
    ]);
  });

  it('adds matching headings as sub-results of fuzzy-only pages', () => {
    const [first] = mergeResults('snowflake', [], searchFuzzy(index, 'snowflake'));
    expect(first.url).toBe('/integrations/libraries/snowflake');
    expect(first.summary).toBe('Query Snowflake from assets.');
    expect(first.subResults.map((s) => s.url)).toEqual(['/integrations/libraries/snowflake#snowflake-io-manager']);
  });

  it('copes with hostile and empty input', () => {
    for (const query of ['<img src=x onerror=alert(1)>', '"', '🦄', 'x'.repeat(1000), '   ']) {
      expect(() => mergeResults(query, [], searchFuzzy(index, query))).not.toThrow();
    }
  });
});

describe('helpers', () => {
  it('normalizes Pagefind URLs to site routes', () => {
    expect(normalizeUrl('/a/b.html#x')).toBe('/a/b#x');
    expect(normalizeUrl('/index.html')).toBe('/');
    expect(normalizeUrl('/a/')).toBe('/a');
  });

  it('measures how much of a query a title covers', () => {
    expect(titleCoverage('Migrating from Airflow', ['migrate', 'from', 'airflow'])).toBe(1);
    expect(titleCoverage('Schedules', ['run', 'schedules'])).toBe(0.5);
    expect(titleCoverage('Anything', [])).toBe(0);
  });

  it('reads symbol queries the way people type them', () => {
    expect(symbolKey('@dg.asset()')).toBe('dagster.asset');
  });

  it('derives the section from the path', () => {
    expect(sectionOf('/dagster-plus/features')).toBe('dagster-plus');
    expect(sectionOf('/guides/build')).toBe('docs');
    expect(sectionOf('/')).toBe('docs');
  });
});
