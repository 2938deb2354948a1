/**
 * The navbar's search button. The dialog (and the search engine) load only when the reader
 * opens it: by clicking, with Ctrl/Cmd+K, or with `/` outside a text field. It is a link to the
 * /search page acting as a button: with the app live it opens the dialog; as HTML alone
 * (JavaScript off, or the app failed to start) it leads to the search page.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import styles from './styles.module.css';

const loadDialog = () => import('@site/src/components/SearchDialog');
const SearchDialog = lazy(loadDialog);

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = (document.activeElement as HTMLElement | null) ?? buttonRef.current;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    (returnFocus.current ?? buttonRef.current)?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        show();
      } else if (event.key === '/' && !isTyping(event.target) && !open) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show]);

  return (
    <>
      <a
        ref={buttonRef}
        href="/search"
        role="button"
        className={styles.button}
        onClick={(event: ReactMouseEvent) => {
          event.preventDefault();
          show();
        }}
        onKeyDown={(event: ReactKeyboardEvent) => {
          // A link activates on Enter; a button also on Space.
          if (event.key === ' ') {
            event.preventDefault();
            show();
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
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
