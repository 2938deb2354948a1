/**
 * /search?q=...: the same results as the dialog, on a page that can be shared. Search runs in the
 * browser: where the app does not (JavaScript off, or it failed to load) the page says so and
 * offers places to start instead of a box that cannot answer.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import SearchResults, {SectionChips, STARTING_POINTS} from '@site/src/components/SearchResults';
import {useSearch} from '@site/src/components/SearchResults/useSearch';
import {ResultsAnnouncement, StatusMessage} from '@site/src/components/SearchDialog';
import {MAX_QUERY_LENGTH, PAGE_RESULTS} from '@site/src/lib/search/engine';
import {SECTIONS, type SectionId} from '@site/src/lib/search/sections';
import styles from './search.module.css';

function readParams(search: string): {query: string; section: SectionId | undefined} {
  const params = new URLSearchParams(search);
  const section = SECTIONS.find((s) => s.id === params.get('section'))?.id;
  return {query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH * 5), section};
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query; read the URL once the page is interactive.
  const [query, setQuery] = useState('');
  const [section, setSection] = useState<SectionId | undefined>();
  const [ready, setReady] = useState(false);
  const {results, status, answered} = useSearch(query, section, PAGE_RESULTS);

  useEffect(() => {
    const initial = readParams(location.search);
    setQuery(initial.query);
    setSection(initial.section);
    setReady(true);
    // Only the URL the page was opened with seeds the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!ready) return;
    const params = new URLSearchParams();
    if (query.trim()) params.set('q', query.trim());
    if (section) params.set('section', section);
    const next = params.toString();
    if (next !== location.search.replace(/^\?/, '')) history.replace({search: next ? `?${next}` : ''});
  }, [ready, query, section, history, location.search]);

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the Dagster documentation.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search the docs</Heading>
        <div className="without-app">
          <p>
            Search runs in your browser, and needs JavaScript, which is turned off or did not load. Turn it on and reload this page, or
            start from one of these:
          </p>
          <ul>
            {STARTING_POINTS.map((p) => (
              <li key={p.to}>
                <Link to={p.to}>{p.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <input
          className={`search-input needs-app ${styles.input}`}
          type="search"
          aria-label="Search the docs"
          placeholder="Search the docs"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="needs-app">
          <SectionChips section={section} onChange={setSection} />
        </div>
        <ResultsAnnouncement status={status} query={answered} count={results.length} />
        <div>
          <StatusMessage status={status} query={answered} count={results.length} />
          {results.length > 0 && <SearchResults query={answered} results={results} />}
        </div>
      </main>
    </Layout>
  );
}
