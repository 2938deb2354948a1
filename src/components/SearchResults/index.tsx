/**
 * A list of search results, shared by the search dialog and the /search page. Text from the
 * index is rendered as text; only highlights become <mark> elements.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {excerptSegments, highlightTerms, type ExcerptSegment} from '@site/src/lib/search/excerpt';
import type {SearchResult} from '@site/src/lib/search/merge';
import {sectionLabel, SECTIONS, type SectionId} from '@site/src/lib/search/sections';
import styles from './styles.module.css';

function Segments({segments}: {segments: ExcerptSegment[]}): ReactNode {
  return segments.map((s, i) => (s.highlight ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>));
}

export function resultOptionId(index: number): string {
  return `search-result-${index}`;
}

/** Results and their sections in reading order: what the arrow keys move through. */
export function flattenResults(results: readonly SearchResult[]): {url: string}[] {
  return results.flatMap((result) => [{url: result.url}, ...result.subResults.map((sub) => ({url: sub.url}))]);
}

type ResultsProps = {
  query: string;
  results: SearchResult[];
  activeIndex?: number;
  onNavigate?: (query: string) => void;
  listId?: string;
};

/**
 * Each link is itself an option of the listbox (links inside options would nest interactive
 * controls); a result's sections form a group of options under it.
 */
export default function SearchResults({query, results, activeIndex = -1, onNavigate, listId}: ResultsProps): ReactNode {
  let position = -1;
  const option = (url: string, kind: 'result' | 'section', children: ReactNode, className: string) => {
    position += 1;
    const index = position;
    return (
      <Link
        to={url}
        id={resultOptionId(index)}
        role="option"
        aria-selected={index === activeIndex}
        data-kind={kind}
        className={clsx(className, index === activeIndex && styles.active)}
        onClick={() => onNavigate?.(query)}
      >
        {children}
      </Link>
    );
  };
  return (
    <ul className={styles.results} id={listId} role="listbox" aria-label={`Results for ${query}`}>
      {results.map((result) => (
        <li key={result.url} role="none" className={styles.result}>
          {option(
            result.url,
            'result',
            <>
              <span className={styles.title}>
                {result.kind === 'symbol' ? <code>{result.title}</code> : <Segments segments={highlightTerms(result.title, query)} />}
              </span>
              <span className={styles.section}>{sectionLabel(result.section)}</span>
              <span className={styles.excerpt}>
                <Segments segments={result.excerpt ? excerptSegments(result.excerpt) : highlightTerms(result.summary, query)} />
              </span>
            </>,
            styles.link,
          )}
          {result.subResults.length > 0 && (
            <ul className={styles.subResults} role="group" aria-label={`Sections of ${result.title}`}>
              {result.subResults.map((sub) => (
                <li key={sub.url} role="none">
                  {option(
                    sub.url,
                    'section',
                    <>
                      <span aria-hidden="true">#</span> {sub.title}
                    </>,
                    styles.subLink,
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

type ChipsProps = {section: SectionId | undefined; onChange: (section: SectionId | undefined) => void};

export function SectionChips({section, onChange}: ChipsProps): ReactNode {
  return (
    <div className={styles.chips} role="group" aria-label="Filter by section">
      <button type="button" className="filter-chip" aria-pressed={section === undefined} onClick={() => onChange(undefined)}>
        All
      </button>
      {SECTIONS.map((s) => (
        <button key={s.id} type="button" className="filter-chip" aria-pressed={section === s.id} onClick={() => onChange(s.id)}>
          {s.label}
        </button>
      ))}
    </div>
  );
}

export const STARTING_POINTS = [
  {to: '/getting-started/quickstart', label: 'Build your first Dagster project'},
  {to: '/guides/build/assets', label: 'Assets'},
  {to: '/guides/automate', label: 'Automate: schedules, sensors, Declarative Automation'},
  {to: '/integrations/libraries', label: 'Integrations catalog'},
  {to: '/api', label: 'API reference'},
];
