/**
 * The search dialog: loaded only when the reader opens search, and taking over the plain box that
 * opened at once (src/lib/quick-search.ts) with what was typed in it. Results update as you type;
 * arrow keys move, Enter opens, Escape closes; focus stays inside until it closes.
 */
import {useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import SearchResults, {flattenResults, resultOptionId, SectionChips, STARTING_POINTS} from '@site/src/components/SearchResults';
import {useSearch} from '@site/src/components/SearchResults/useSearch';
import {MAX_QUERY_LENGTH, readRecentSearches, rememberSearch} from '@site/src/lib/search/engine';
import type {SectionId} from '@site/src/lib/search/sections';
import {peekQuickSearch, QUICK_SEARCH, takeQuickSearch, type QuickSearchHandover} from '@site/src/lib/quick-search';
import styles from './styles.module.css';

type Props = {
  onClose: () => void;
  /** Told what the plain box handed over (or null when search opened without it). */
  onHandover?: (handover: QuickSearchHandover | null) => void;
};

const LIST_ID = 'search-dialog-results';

export function StatusMessage({status, query, count}: {status: string; query: string; count: number}): ReactNode {
  if (status === 'unavailable' || status === 'error') {
    // The index exists only in the production build: while writing (npm start) say so to the author.
    if (process.env.NODE_ENV !== 'production') {
      return (
        <p className={styles.message}>
          Search runs on the production build. Run <code>npm run build</code> then <code>npm run serve</code> to use it.
        </p>
      );
    }
    return (
      <p className={styles.message}>Search could not load just now. Check your connection and type again, or browse the sections below.</p>
    );
  }
  if (status === 'ready' && count === 0) return <p className={styles.message}>No results for “{query}”.</p>;
  return null;
}

/**
 * What a screen reader hears as results arrive: their count, not the whole list (a live list was
 * read out in full, some 1,600 characters, at every keystroke).
 */
export function ResultsAnnouncement({status, query, count}: {status: string; query: string; count: number}): ReactNode {
  const text =
    status !== 'ready' || !query
      ? ''
      : count === 0
        ? `No results for “${query}”`
        : `${count} result${count === 1 ? '' : 's'} for “${query}”`;
  return (
    <p className="sr-only" role="status">
      {text}
    </p>
  );
}

export default function SearchDialog({onClose, onHandover}: Props): ReactNode {
  const history = useHistory();
  const [query, setQuery] = useState(() => peekQuickSearch() ?? '');
  const [section, setSection] = useState<SectionId | undefined>();
  // The selection belongs to the results it was made in: new results start at the first option.
  // Held with its results rather than reset by an effect, which could run after an arrow key
  // pressed as the results arrived and undo it.
  const [selection, setSelection] = useState<{results: unknown; index: number}>({results: null, index: 0});
  const [recent] = useState(readRecentSearches);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const {results, status, answered} = useSearch(query, section);
  const options = flattenResults(results);
  const active = selection.results === results ? selection.index : 0;
  const move = (step: number) =>
    setSelection((s) => ({results, index: ((s.results === results ? s.index : 0) + step + options.length) % options.length}));

  const caret = useRef<[number | null, number | null] | null>(null);
  // Take over the plain box in the commit that shows this input, so that no key typed in between
  // is lost: its text may have grown since this dialog first rendered.
  useLayoutEffect(() => {
    const handover = takeQuickSearch();
    const input = inputRef.current;
    input?.focus();
    if (handover && input) {
      if (handover.value !== input.value) setQuery(handover.value);
      caret.current = [handover.selectionStart, handover.selectionEnd];
    }
    onHandover?.(handover);
    // Once, on mount: the dialog takes over the box it opened from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caret.current || !input || input.value !== query) return;
    const [start, end] = caret.current;
    caret.current = null;
    if (start !== null && end !== null) input.setSelectionRange(start, end);
  }, [query]);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);
  useEffect(() => {
    document.getElementById(resultOptionId(active))?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const open = (url: string) => {
    rememberSearch(query);
    onClose();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && event.target === inputRef.current && options[active]) {
      event.preventDefault();
      open(options[active].url);
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]');
      if (!focusable?.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    // A click on the backdrop closes the dialog, a pointer convenience: Escape does the same from
    // the keyboard, and the dialog's keydown handler keeps focus inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="search-frame"
        role="dialog"
        aria-modal="true"
        aria-label="Search the docs"
        onKeyDown={onKeyDown}
        {...{[QUICK_SEARCH.appDialogAttribute]: ''}}
      >
        <div className="search-frame__header">
          <input
            ref={inputRef}
            className="search-input search-frame__input"
            type="search"
            placeholder="Search the docs"
            aria-label="Search the docs"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={LIST_ID}
            aria-activedescendant={options.length ? resultOptionId(active) : undefined}
            aria-autocomplete="list"
            maxLength={MAX_QUERY_LENGTH * 5}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="search-frame__close" onClick={onClose} aria-label="Close search">
            Esc
          </button>
        </div>
        <SectionChips section={section} onChange={setSection} />
        <ResultsAnnouncement status={status} query={answered} count={results.length} />
        <div className="search-frame__body">
          <StatusMessage status={status} query={answered} count={results.length} />
          {results.length > 0 && (
            <SearchResults
              query={answered}
              results={results}
              activeIndex={active}
              listId={LIST_ID}
              onNavigate={() => {
                rememberSearch(query);
                onClose();
              }}
            />
          )}
          {!query.trim() && (
            <div className={styles.start}>
              {recent.length > 0 && (
                <>
                  <h2 className={styles.heading}>Recent searches</h2>
                  <ul className={styles.plain}>
                    {recent.map((q) => (
                      <li key={q}>
                        <button type="button" className={styles.recent} onClick={() => setQuery(q)}>
                          {q}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <h2 className={styles.heading}>Start here</h2>
              <ul className={styles.plain}>
                {STARTING_POINTS.map((p) => (
                  <li key={p.to}>
                    <Link to={p.to} onClick={onClose}>
                      {p.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {query.trim() && (
          <p className={styles.footer}>
            <Link to={`/search?q=${encodeURIComponent(query.trim())}`} onClick={onClose}>
              Open these results as a page
            </Link>
          </p>
        )}
      </div>
    </div>,
    document.body,
  );
}
