/**
 * The typo-tolerant half of search: a MiniSearch index over page titles and descriptions,
 * headings and API symbols, built in the browser from a compact JSON file the build writes.
 * Pagefind matches words exactly (with prefixes); this catches `partiton` or `snowflak`.
 */
import MiniSearch, {type SearchResult as MiniSearchResult} from 'minisearch';
import type {SectionId} from './sections';

/** What the build writes to /search-index/fuzzy.json (tuples keep it small). */
export type FuzzyData = {
  /** [path, title, section, description] */
  pages: [string, string, SectionId, string][];
  /** [page index, heading text, anchor] */
  headings: [number, string, string][];
  /** [qualified name, kind, url] */
  symbols: [string, string, string][];
};

export type FuzzyKind = 'page' | 'heading' | 'symbol';

export type FuzzyDoc = {
  id: number;
  kind: FuzzyKind;
  title: string;
  /** Extra searchable text: a page's description and path words, a symbol's short name. */
  text: string;
  /** What a result shows under its title: a page's description, a symbol's kind. */
  description: string;
  url: string;
  pageUrl: string;
  pageTitle: string;
  section: SectionId;
};

export type FuzzyHit = FuzzyDoc & {score: number};

export function fuzzyDocs(data: FuzzyData): FuzzyDoc[] {
  const docs: FuzzyDoc[] = [];
  data.pages.forEach(([path, title, section, description]) => {
    // The path's words help too: `/guides/build/partitions-and-backfills/...` says "partitions".
    const pathWords = path.split('/').slice(-2).join(' ').replace(/-/g, ' ');
    docs.push({id: docs.length, kind: 'page', title, text: `${description} ${pathWords}`, description, url: path, pageUrl: path, pageTitle: title, section});
  });
  for (const [pageIndex, heading, anchor] of data.headings) {
    const page = data.pages[pageIndex];
    if (!page) continue;
    const [path, title, section] = page;
    docs.push({id: docs.length, kind: 'heading', title: heading, text: '', description: '', url: `${path}#${anchor}`, pageUrl: path, pageTitle: title, section});
  }
  for (const [qualified, kind, url] of data.symbols) {
    const [pageUrl] = url.split('#');
    const short = qualified.split('.').slice(-1)[0];
    docs.push({id: docs.length, kind: 'symbol', title: qualified, text: short, description: kind, url, pageUrl, pageTitle: qualified, section: 'api'});
  }
  return docs;
}

export type FuzzyIndex = {search: MiniSearch<FuzzyDoc>; symbols: Map<string, FuzzyDoc[]>};

/** `@dg.asset()`, `dagster.asset` and `asset` all name the symbol `dagster.asset`. */
export function symbolKey(text: string): string {
  return text.trim().replace(/^@/, '').replace(/\(\)$/, '').replace(/^dg\./i, 'dagster.').toLowerCase();
}

export function createFuzzyIndex(data: FuzzyData): FuzzyIndex {
  const index = new MiniSearch<FuzzyDoc>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'description', 'url', 'pageUrl', 'pageTitle', 'section'],
    // Split identifiers too: `AssetExecutionContext` stays one token, `dagster.asset` two.
    tokenize: (text) => text.split(/[\s\-_./:,()[\]"'`]+/).filter(Boolean),
    searchOptions: {
      boost: {title: 3},
      prefix: true,
      fuzzy: (term) => (term.length <= 3 ? 0 : term.length <= 6 ? 1 : 2),
      combineWith: 'AND',
    },
  });
  const docs = fuzzyDocs(data);
  index.addAll(docs);
  // Exact symbol names, qualified or short, bypass ranking so they can always come first.
  const symbols = new Map<string, FuzzyDoc[]>();
  for (const doc of docs) {
    if (doc.kind !== 'symbol') continue;
    for (const key of new Set([symbolKey(doc.title), doc.text.toLowerCase()])) {
      symbols.set(key, [...(symbols.get(key) ?? []), doc]);
    }
  }
  return {search: index, symbols};
}

export function searchFuzzy(index: FuzzyIndex, query: string, section?: SectionId, limit = 30): FuzzyHit[] {
  const trimmed = query.trim().slice(0, 200);
  if (!trimmed) return [];
  const exact = section && section !== 'api' ? [] : (index.symbols.get(symbolKey(trimmed)) ?? []);
  const text = trimmed.replace(/^@?dg\./i, 'dagster.');
  const filter = section ? (result: MiniSearchResult) => result.section === section : undefined;
  let results = index.search.search(text, {filter});
  // A many-word query with one typo may match nothing under AND; fall back to OR.
  if (results.length === 0) results = index.search.search(text, {filter, combineWith: 'OR'});
  const ranked = results
    .map((r) => ({...(r as unknown as FuzzyDoc), id: Number(r.id), score: r.score}))
    .filter((hit) => !exact.some((doc) => doc.id === hit.id));
  return [...exact.map((doc) => ({...doc, score: Number.POSITIVE_INFINITY})), ...ranked].slice(0, limit);
}
