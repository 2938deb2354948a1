/**
 * The typo-tolerant half of search: a MiniSearch index over page titles and path words,
 * headings and API symbols, built in the browser from a compact JSON file the build writes.
 * Pagefind matches words exactly (with prefixes); this catches `partiton` or `snowflak`.
 */
import GithubSlugger from 'github-slugger';
import MiniSearch, {type SearchResult as MiniSearchResult} from 'minisearch';
import {sectionOf, type SectionId} from './sections';
import {symbolKey} from './symbols';

export {symbolKey};

/** Kinds of API symbols, in the order fuzzy.json refers to them by index. */
export const FUZZY_SYMBOL_KINDS = [
  'attribute',
  'class',
  'classmethod',
  'constant',
  'decorator',
  'function',
  'method',
  'property',
  'staticmethod',
] as const;

/**
 * What the build writes to /search-index/fuzzy.json. It is downloaded with a reader's first
 * query, so it holds only what typo tolerance needs, as tuples that point at each other.
 */
export type FuzzyData = {
  /** [path, title] */
  pages: [string, string][];
  /** [page index, heading text], plus the anchor when it is not `headingSlug(text)` */
  headings: ([number, string] | [number, string, string])[];
  /** [qualified name, index into FUZZY_SYMBOL_KINDS, page index]: a symbol's anchor is its name */
  symbols: [string, number, number][];
};

export type FuzzyKind = 'page' | 'heading' | 'symbol';

export type FuzzyDoc = {
  id: number;
  kind: FuzzyKind;
  title: string;
  /** Extra searchable text: a page's path words, a symbol's short name. */
  text: string;
  /** What a result shows under its title when full-text search did not find it. */
  description: string;
  url: string;
  pageUrl: string;
  pageTitle: string;
  section: SectionId;
};

export type FuzzyHit = FuzzyDoc & {score: number};

/**
 * The anchor Docusaurus gives a heading without an explicit id: github-slugger's rule (the package
 * Docusaurus and the content check use), first use on the page.
 */
export function headingSlug(text: string): string {
  return GithubSlugger.slug(text);
}

/** "Guides › Build › Partitions and backfills": where a page sits, for results with no excerpt. */
export function breadcrumbOf(path: string): string {
  const words = path.split('/').filter(Boolean).slice(0, -1);
  return words.map((word) => word.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())).join(' › ');
}

export function fuzzyDocs(data: FuzzyData): FuzzyDoc[] {
  const docs: FuzzyDoc[] = [];
  data.pages.forEach(([path, title]) => {
    // The path's words help too: `/guides/build/partitions-and-backfills/...` says "partitions".
    const pathWords = path.split('/').slice(-2).join(' ').replace(/-/g, ' ');
    docs.push({
      id: docs.length,
      kind: 'page',
      title,
      text: pathWords,
      description: breadcrumbOf(path),
      url: path,
      pageUrl: path,
      pageTitle: title,
      section: sectionOf(path),
    });
  });
  for (const [pageIndex, heading, anchor] of data.headings) {
    const page = data.pages[pageIndex];
    if (!page) continue;
    const [path, title] = page;
    const url = `${path}#${anchor ?? headingSlug(heading)}`;
    docs.push({
      id: docs.length,
      kind: 'heading',
      title: heading,
      text: '',
      description: '',
      url,
      pageUrl: path,
      pageTitle: title,
      section: sectionOf(path),
    });
  }
  for (const [qualified, kind, pageIndex] of data.symbols) {
    const page = data.pages[pageIndex];
    if (!page) continue;
    const short = qualified.split('.').slice(-1)[0];
    const url = `${page[0]}#${qualified}`;
    docs.push({
      id: docs.length,
      kind: 'symbol',
      title: qualified,
      text: short,
      description: FUZZY_SYMBOL_KINDS[kind] ?? '',
      url,
      pageUrl: page[0],
      pageTitle: qualified,
      section: 'api',
    });
  }
  return docs;
}

export type FuzzyIndex = {search: MiniSearch<FuzzyDoc>; symbols: Map<string, FuzzyDoc[]>};

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
