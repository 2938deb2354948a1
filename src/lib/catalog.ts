/**
 * The integrations catalog's pure logic: filtering entries by text, category and who
 * maintains them, and the URL query string that makes a filtered view shareable.
 */

export const CATALOG_CATEGORIES = ['ai', 'etl', 'storage', 'compute', 'bi', 'monitoring', 'alerting', 'metadata', 'other'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CatalogCategory, string> = {
  ai: 'AI',
  etl: 'ETL',
  storage: 'Storage',
  compute: 'Compute',
  bi: 'BI',
  monitoring: 'Monitoring',
  alerting: 'Alerting',
  metadata: 'Metadata',
  other: 'Other',
};

export type Support = 'all' | 'dagster' | 'community';

export type CatalogEntry = {
  name: string;
  description: string;
  url: string;
  logo: string;
  community: boolean;
  category: CatalogCategory;
  package: string;
};

export type CatalogFilters = {query: string; categories: CatalogCategory[]; support: Support};

export const NO_FILTERS: CatalogFilters = {query: '', categories: [], support: 'all'};

/** "Dagster & Snowflake" is listed as "Snowflake". */
export function displayName(title: string): string {
  return title.replace(/^Dagster\s*&\s*/, '');
}

export function filterEntries(entries: readonly CatalogEntry[], filters: CatalogFilters): CatalogEntry[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (filters.categories.length && !filters.categories.includes(entry.category)) return false;
    if (filters.support === 'community' && !entry.community) return false;
    if (filters.support === 'dagster' && entry.community) return false;
    const haystack = `${entry.name} ${entry.description} ${entry.package}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function parseFilters(search: string): CatalogFilters {
  const params = new URLSearchParams(search);
  const categories = (params.get('category') ?? '')
    .split(',')
    .filter((c): c is CatalogCategory => (CATALOG_CATEGORIES as readonly string[]).includes(c));
  const support = params.get('support');
  return {
    query: (params.get('q') ?? '').slice(0, 200),
    categories: [...new Set(categories)],
    support: support === 'dagster' || support === 'community' ? support : 'all',
  };
}

export function serializeFilters(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.categories.length) params.set('category', filters.categories.join(','));
  if (filters.support !== 'all') params.set('support', filters.support);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

export function toggleCategory(categories: readonly CatalogCategory[], category: CatalogCategory): CatalogCategory[] {
  return categories.includes(category) ? categories.filter((c) => c !== category) : [...categories, category];
}
