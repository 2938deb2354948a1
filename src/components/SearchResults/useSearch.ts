/** Runs searches as the reader types; one engine per page load, created on first use. */
import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {createSearchEngine, SearchUnavailableError, type SearchEngine} from '@site/src/lib/search/engine';
import type {SearchResult} from '@site/src/lib/search/merge';
import type {SectionId} from '@site/src/lib/search/sections';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'error';

let enginePromise: Promise<SearchEngine> | null = null;

function engine(baseUrl: string): Promise<SearchEngine> {
  enginePromise ??= createSearchEngine(baseUrl);
  enginePromise.catch(() => {
    enginePromise = null;
  });
  return enginePromise;
}

/** `fullTextLimit`: how many full-text results to fetch (see DIALOG_RESULTS and PAGE_RESULTS). */
export function useSearch(query: string, section: SectionId | undefined, fullTextLimit?: number) {
  const baseUrl = useBaseUrl('/');
  const [results, setResults] = useState<SearchResult[]>([]);
  /** The query the current results answer (they arrive after the reader has typed on). */
  const [answered, setAnswered] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');

  useEffect(() => {
    let current = true;
    if (!query.trim()) {
      setResults([]);
      setAnswered('');
      setStatus('idle');
      return undefined;
    }
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    engine(baseUrl)
      .then((e) => e.search(query, section, fullTextLimit))
      .then((found) => {
        if (!current) return;
        setResults(found);
        setAnswered(query);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!current) return;
        setResults([]);
        setAnswered(query);
        setStatus(error instanceof SearchUnavailableError ? 'unavailable' : 'error');
      });
    return () => {
      current = false;
    };
  }, [baseUrl, query, section, fullTextLimit]);

  return {results, status, answered};
}
