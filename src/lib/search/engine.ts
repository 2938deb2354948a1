/**
 * Runs a query in the browser against both indexes: Pagefind (loaded from /pagefind/ only
 * when search is first used) and the fuzzy index (/search-index/fuzzy.json).
 */
import {createFuzzyIndex, searchFuzzy, type FuzzyData, type FuzzyIndex} from './fuzzy';
import {mergeResults, type FullTextResult, type SearchResult} from './merge';
import {sectionOf, type SectionId} from './sections';

type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results?: {title: string; url: string; excerpt: string}[];
};

type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: {data(): Promise<PagefindData>}[]} | null>;
};

export const MAX_QUERY_LENGTH = 200;
const FULL_TEXT_RESULTS = 10;

export class SearchUnavailableError extends Error {}

export type SearchEngine = {search(query: string, section?: SectionId): Promise<SearchResult[]>};

async function loadPagefind(baseUrl: string): Promise<Pagefind> {
  try {
    const module = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    await module.options({excerptLength: 22, baseUrl});
    await module.init();
    return module;
  } catch {
    throw new SearchUnavailableError('The search index is missing from this build.');
  }
}

async function loadFuzzy(baseUrl: string): Promise<FuzzyIndex> {
  const response = await fetch(`${baseUrl}search-index/fuzzy.json`);
  if (!response.ok) throw new SearchUnavailableError('The search index is missing from this build.');
  return createFuzzyIndex((await response.json()) as FuzzyData);
}

export async function createSearchEngine(baseUrl = '/'): Promise<SearchEngine> {
  const [pagefind, fuzzy] = await Promise.all([loadPagefind(baseUrl), loadFuzzy(baseUrl)]);
  return {
    async search(rawQuery, section) {
      const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
      if (!query) return [];
      const found = await pagefind.search(query, section ? {filters: {section}} : {});
      const data = await Promise.all((found?.results ?? []).slice(0, FULL_TEXT_RESULTS).map((r) => r.data()));
      const fullText: FullTextResult[] = data.map((d) => ({
        url: d.url,
        title: d.meta.title ?? d.url,
        excerpt: d.excerpt,
        section: sectionOf(d.url),
        subResults: d.sub_results ?? [],
      }));
      return mergeResults(query, fullText, searchFuzzy(fuzzy, query, section));
    },
  };
}

const RECENT_KEY = 'dagster-docs:recent-searches';
const MAX_RECENT = 5;

export function readRecentSearches(): string[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!trimmed) return;
  try {
    const next = [trimmed, ...readRecentSearches().filter((q) => q !== trimmed)].slice(0, MAX_RECENT);
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage can be full or disabled; recent searches are a convenience.
  }
}
