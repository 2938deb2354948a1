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

/** What a filter looks at in an entry: its category, who maintains it, and its searchable text. */
export type CatalogFields = {category: string; community: boolean; text: string};

/**
 * Whether an entry passes the filters. The catalog and the page's script that applies the
 * address's filters before the app (`prefilterCatalog`) both use it: keep it self-contained.
 */
export function entryMatches(fields: CatalogFields, filters: CatalogFilters): boolean {
  if (filters.categories.length && filters.categories.indexOf(fields.category as CatalogCategory) < 0) return false;
  if (filters.support === 'community' && !fields.community) return false;
  if (filters.support === 'dagster' && fields.community) return false;
  const haystack = fields.text.toLowerCase();
  return filters.query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.indexOf(word) >= 0);
}

export function entryText(entry: Pick<CatalogEntry, 'name' | 'description' | 'package'>): string {
  return `${entry.name} ${entry.description} ${entry.package}`;
}

export function filterEntries(entries: readonly CatalogEntry[], filters: CatalogFilters): CatalogEntry[] {
  return entries.filter((entry) => entryMatches({category: entry.category, community: entry.community, text: entryText(entry)}, filters));
}

/** The filters in a query string. Self-contained (the pre-paint script runs it as source text). */
export function parseFiltersFrom(search: string, known: readonly string[]): CatalogFilters {
  const params = new URLSearchParams(search);
  const categories = (params.get('category') ?? '').split(',').filter((c, i, all) => known.indexOf(c) >= 0 && all.indexOf(c) === i);
  const support = params.get('support');
  return {
    query: (params.get('q') ?? '').slice(0, 200),
    categories: categories as CatalogCategory[],
    support: support === 'dagster' || support === 'community' ? support : 'all',
  };
}

export function parseFilters(search: string): CatalogFilters {
  return parseFiltersFrom(search, CATALOG_CATEGORIES);
}

/** What the catalog says it shows. Self-contained (the pre-paint script runs it as source text). */
export function countLabel(shown: number, total: number): string {
  return shown === total ? `${total} integrations` : `${shown} of ${total} integrations`;
}

/** The attributes that carry a card's fields in the HTML, for the pre-paint script. */
export const CARD_ATTRIBUTES = {
  card: 'data-catalog-card',
  category: 'data-category',
  community: 'data-community',
  text: 'data-catalog-text',
} as const;

/**
 * Runs as the catalog's HTML is parsed, before the first paint and before any app code: hides the
 * cards the address's filters leave out (with a style element, so hydration meets the server's
 * markup) and says how many are shown. The catalog removes the style once it applies the filters
 * itself. Self-contained: it gets the parser, the matcher and the count's wording as arguments.
 */
export function prefilterCatalog(
  parse: typeof parseFiltersFrom,
  matches: typeof entryMatches,
  label: typeof countLabel,
  known: readonly string[],
  names: typeof CARD_ATTRIBUTES,
  styleId: string,
): void {
  if (!location.search) return;
  const filters = parse(location.search, known);
  if (!filters.query && !filters.categories.length && filters.support === 'all') return;
  const cards = Array.from(document.querySelectorAll<HTMLElement>(`[${names.card}]`));
  const hidden = cards.filter((card) => {
    const text = Array.from(card.querySelectorAll(`[${names.text}]`))
      .map((part) => part.getAttribute(names.text) || part.textContent)
      .join(' ');
    return !matches({category: card.getAttribute(names.category) || '', community: card.hasAttribute(names.community), text}, filters);
  });
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent =
    hidden.map((card) => `[${names.card}="${CSS.escape(card.getAttribute(names.card) || '')}"]`).join(',') + '{display:none}';
  if (hidden.length) document.head.appendChild(style);
  const count = document.querySelector('[data-catalog-count]');
  if (count) count.textContent = label(cards.length - hidden.length, cards.length);
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
