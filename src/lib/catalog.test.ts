import {describe, expect, it} from 'vitest';
import {displayName, filterEntries, NO_FILTERS, parseFilters, serializeFilters, toggleCategory, type CatalogEntry} from './catalog';

const entry = (name: string, category: CatalogEntry['category'], community = false, description = ''): CatalogEntry => ({
  name,
  description,
  url: `/integrations/libraries/${name.toLowerCase()}`,
  logo: `/img/integrations/${name.toLowerCase()}.svg`,
  community,
  category,
  package: `dagster-${name.toLowerCase()}`,
});

const entries = [
  entry('Snowflake', 'storage', false, 'Query the warehouse.'),
  entry('Polars', 'other', true, 'DataFrames in Rust.'),
  entry('OpenAI', 'ai', false, 'Call models.'),
  entry('Chroma', 'ai', true, 'Vector database.'),
];

describe('catalog filters', () => {
  it('matches every word against name, description and package', () => {
    expect(filterEntries(entries, {...NO_FILTERS, query: 'vector'}).map((e) => e.name)).toEqual(['Chroma']);
    expect(filterEntries(entries, {...NO_FILTERS, query: 'DAGSTER-snow'}).map((e) => e.name)).toEqual(['Snowflake']);
    expect(filterEntries(entries, {...NO_FILTERS, query: 'call warehouse'})).toEqual([]);
  });

  it('combines categories (any of) with who supports the library', () => {
    const ai = {...NO_FILTERS, categories: ['ai' as const]};
    expect(filterEntries(entries, ai).map((e) => e.name)).toEqual(['OpenAI', 'Chroma']);
    expect(filterEntries(entries, {...ai, support: 'community'}).map((e) => e.name)).toEqual(['Chroma']);
    expect(filterEntries(entries, {...NO_FILTERS, categories: ['ai', 'storage'], support: 'dagster'}).map((e) => e.name)).toEqual([
      'Snowflake',
      'OpenAI',
    ]);
  });

  it('round-trips through the query string and ignores junk', () => {
    const filters = {query: 'vector db', categories: ['ai' as const, 'etl' as const], support: 'community' as const};
    expect(serializeFilters(filters)).toBe('?q=vector+db&category=ai,etl&support=community');
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
    expect(parseFilters('?category=ai,nope,ai&support=maybe')).toEqual({query: '', categories: ['ai'], support: 'all'});
    expect(serializeFilters(NO_FILTERS)).toBe('');
  });

  it('toggles categories and names entries for readers', () => {
    expect(toggleCategory(['ai'], 'etl')).toEqual(['ai', 'etl']);
    expect(toggleCategory(['ai', 'etl'], 'ai')).toEqual(['etl']);
    expect(displayName('Dagster & Snowflake')).toBe('Snowflake');
    expect(displayName('AWS')).toBe('AWS');
  });
});
