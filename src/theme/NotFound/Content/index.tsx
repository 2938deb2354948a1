/**
 * The 404 page: says what was not found, suggests the closest pages from /page-index.json
 * and offers the main sections.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import {suggestRoutes, type SuggestablePage} from '@site/src/lib/route-suggestions';
import styles from './styles.module.css';

const SECTIONS = [
  {to: '/', label: 'Overview'},
  {to: '/getting-started/quickstart', label: 'Quickstart'},
  {to: '/guides/build', label: 'Build guides'},
  {to: '/integrations/libraries', label: 'Integrations'},
  {to: '/api', label: 'API reference'},
  {to: '/dagster-plus', label: 'Dagster+'},
];

/** The address as a reader typed it; a malformed escape (`/guides/%`) is shown as it is. */
function readable(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The HTML is the same for every missing address (one 404.html), so the address is written into
 * it by this script as the page is parsed, before any app code runs; React then leaves that text
 * alone while it hydrates (no mismatch) and owns it from the first effect on.
 */
const NAME_THE_ADDRESS = `(function(){var c=document.querySelector('[data-missing-address]');if(!c)return;var p=location.pathname;try{p=decodeURI(p)}catch(e){}c.textContent=p})()`;

export default function NotFoundContent(): ReactNode {
  const {pathname} = useLocation();
  const [address, setAddress] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestablePage[] | null>(null);

  useEffect(() => setAddress(readable(pathname)), [pathname]);

  useEffect(() => {
    let cancelled = false;
    fetch('/page-index.json')
      .then((response) => (response.ok ? response.json() : []))
      .then((pages: SuggestablePage[]) => {
        if (!cancelled) setSuggestions(suggestRoutes(pathname, pages));
      })
      .catch(() => {
        if (!cancelled) setSuggestions([]);
      });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return (
    // The server cannot know the missing address: start the app at once to name it and suggest pages.
    <main className={`container margin-vert--xl ${styles.page}`} data-app-eager="">
      <Heading as="h1">Page not found</Heading>
      <p className="without-js">
        There is no page at this address. It may have moved when the docs were reorganised, or the link may have a typo.
      </p>
      <p className="needs-js">
        No page lives at{' '}
        {address === null ? (
          <code data-missing-address="" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />
        ) : (
          <code data-missing-address="">{address}</code>
        )}
        . It may have moved when the docs were reorganised, or the link may have a typo.
      </p>
      <script dangerouslySetInnerHTML={{__html: NAME_THE_ADDRESS}} />
      {suggestions && suggestions.length > 0 && (
        <section aria-labelledby="not-found-suggestions">
          <Heading as="h2" id="not-found-suggestions">
            Were you looking for one of these?
          </Heading>
          <ul>
            {suggestions.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link> <span className={styles.path}>{page.path}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Heading as="h2">Start from a section</Heading>
      <ul className={styles.sections}>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
