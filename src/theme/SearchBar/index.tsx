/**
 * The navbar's search button. A tap on it, Ctrl/Cmd+K or `/` outside a text field opens a plain
 * search box at once (src/lib/quick-search.ts, installed by the page template before the app); the
 * dialog's code and the search engine load only then, and the dialog takes over the box, with
 * whatever the reader has typed, when it mounts. It is a link to the /search page acting as a
 * button: as HTML alone (JavaScript off) it leads to the search page.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode} from 'react';
import {ensureQuickSearch, QUICK_SEARCH, quickSearchIsOpen, type QuickSearchHandover} from '@site/src/lib/quick-search';
import styles from './styles.module.css';

const loadDialog = () => import('@site/src/components/SearchDialog');
const SearchDialog = lazy(loadDialog);

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    (returnFocus.current?.isConnected ? returnFocus.current : buttonRef.current)?.focus();
  }, []);
  const onHandover = useCallback((handover: QuickSearchHandover | null) => {
    returnFocus.current = handover?.returnFocus ?? buttonRef.current;
  }, []);

  useEffect(() => {
    ensureQuickSearch();
    const show = () => {
      void loadDialog();
      setOpen(true);
    };
    const hide = () => setOpen(false);
    window.addEventListener(QUICK_SEARCH.openEvent, show);
    window.addEventListener(QUICK_SEARCH.closeEvent, hide);
    // Opened before the app was live: take it over now.
    if (quickSearchIsOpen()) show();
    return () => {
      window.removeEventListener(QUICK_SEARCH.openEvent, show);
      window.removeEventListener(QUICK_SEARCH.closeEvent, hide);
    };
  }, []);

  return (
    <>
      <a
        ref={buttonRef}
        href="/search"
        role="button"
        className={styles.button}
        {...{[QUICK_SEARCH.triggerAttribute]: ''}}
        onKeyDown={(event: ReactKeyboardEvent<HTMLAnchorElement>) => {
          // A link activates on Enter; a button also on Space.
          if (event.key === ' ') {
            event.preventDefault();
            event.currentTarget.click();
          }
        }}
        onMouseEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label="Search (Ctrl+K)"
        aria-haspopup="dialog"
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.4 4.4 1.5-1.5-4.4-4.4zM8.8 13.6a4.8 4.8 0 1 1 0-9.6 4.8 4.8 0 0 1 0 9.6z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} onHandover={onHandover} />
        </Suspense>
      )}
    </>
  );
}
