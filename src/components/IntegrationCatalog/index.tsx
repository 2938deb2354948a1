/**
 * The integrations catalog: every library as a card in the static HTML, narrowed as the
 * reader types or picks a category or maintainer; the filters live in the URL, and a reloaded or
 * shared filtered address shows only its cards from the first paint.
 */
import {useLayoutEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
// Written by src/plugins/integration-catalog from the library pages' front matter.
import entries from '@generated/integration-catalog/default/catalog.json';
import {
  CARD_ATTRIBUTES,
  CATALOG_CATEGORIES,
  CATEGORY_LABELS,
  countLabel,
  entryMatches,
  filterEntries,
  NO_FILTERS,
  parseFilters,
  parseFiltersFrom,
  prefilterCatalog,
  serializeFilters,
  toggleCategory,
  type CatalogEntry,
  type CatalogFilters,
  type Support,
} from '@site/src/lib/catalog';
import styles from './styles.module.css';

const SUPPORT: {value: Support; label: string}[] = [
  {value: 'all', label: 'All'},
  {value: 'dagster', label: 'Dagster'},
  {value: 'community', label: 'Community'},
];

const PREFILTER_STYLE = 'catalog-prefilter';

/** The address's filters, applied by the HTML before the first paint (see prefilterCatalog). */
const PREFILTER = `(function(){var __name=function(f){return f};(${prefilterCatalog.toString()})(${parseFiltersFrom.toString()},${entryMatches.toString()},${countLabel.toString()},${JSON.stringify(CATALOG_CATEGORIES)},${JSON.stringify(CARD_ATTRIBUTES)},${JSON.stringify(PREFILTER_STYLE)})})()`;

function Card({entry}: {entry: CatalogEntry}): ReactNode {
  const fields = {
    [CARD_ATTRIBUTES.card]: entry.url,
    [CARD_ATTRIBUTES.category]: entry.category,
    ...(entry.community ? {[CARD_ATTRIBUTES.community]: ''} : {}),
  };
  const text = {[CARD_ATTRIBUTES.text]: ''};
  return (
    <li className={styles.card} {...fields}>
      <Link to={entry.url} className={styles.cardLink} {...{[CARD_ATTRIBUTES.text]: entry.package}}>
        <img src={entry.logo} alt={`${entry.name} logo`} width={40} height={40} loading="lazy" />
        <span className={styles.name} {...text}>
          {entry.name}
        </span>
        <span className={styles.description} {...text}>
          {entry.description}
        </span>
        <span className={styles.badges}>
          <span className={styles.category}>{CATEGORY_LABELS[entry.category]}</span>
          {entry.community && <span className={styles.community}>Community</span>}
        </span>
      </Link>
    </li>
  );
}

export default function IntegrationCatalog(): ReactNode {
  const all = entries as CatalogEntry[];
  const location = useLocation();
  const history = useHistory();
  // The static HTML holds every card, and its script hides what the address's filters leave out
  // before the first paint. Here the filters are applied before the browser paints again (a
  // layout effect), so the script's style can go without a frame of every card.
  const [filters, setFilters] = useState<CatalogFilters>(NO_FILTERS);
  useLayoutEffect(() => {
    setFilters(parseFilters(location.search));
    document.getElementById(PREFILTER_STYLE)?.remove();
  }, [location.search]);
  const update = (next: CatalogFilters) => {
    setFilters(next);
    history.replace({search: serializeFilters(next), hash: location.hash});
  };
  const shown = useMemo(() => filterEntries(all, filters), [all, filters]);

  return (
    <section className={styles.catalog} aria-label="Integration catalog">
      <div className={styles.controls}>
        <label className={styles.searchLabel}>
          Search integrations
          <input
            type="search"
            className={styles.search}
            placeholder="Name, description or package"
            value={filters.query}
            onChange={(e) => update({...filters, query: e.target.value})}
          />
        </label>
        <div role="group" aria-label="Category" className={styles.chips}>
          {CATALOG_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              className="filter-chip"
              aria-pressed={filters.categories.includes(category)}
              onClick={() => update({...filters, categories: toggleCategory(filters.categories, category)})}
            >
              {CATEGORY_LABELS[category]}
            </button>
          ))}
        </div>
        <div role="radiogroup" aria-label="Supported by" className={styles.chips}>
          {SUPPORT.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              className="filter-chip"
              aria-checked={filters.support === option.value}
              onClick={() => update({...filters, support: option.value})}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {/* The pre-paint script may have written the count: the app takes it over on its first render. */}
      <p className={styles.count} aria-live="polite" data-catalog-count="" suppressHydrationWarning>
        {countLabel(shown.length, all.length)}
      </p>
      {shown.length === 0 ? (
        <p>
          No integration matches these filters.{' '}
          <button type="button" className="filter-chip" onClick={() => update(NO_FILTERS)}>
            Clear filters
          </button>
        </p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((entry) => (
            <Card key={entry.url} entry={entry} />
          ))}
        </ul>
      )}
      <script dangerouslySetInnerHTML={{__html: PREFILTER}} />
    </section>
  );
}
