/**
 * Runs a query in the browser: Pagefind first (loaded from /pagefind/ when search is first
 * used), and the fuzzy index (/search-index/fuzzy.json, with MiniSearch) for the queries that
 * need it: code-like queries, where an exact symbol should come first, and queries Pagefind
 * finds little for, which is what a typo looks like. Most queries never download it.
 */
import type {FuzzyData, FuzzyHit} from './fuzzy';
import {looksLikeCode, looksLikeSymbol, mergeResults, missedTerms, type BodyPage, type FullTextResult, type SearchResult} from './merge';
import {sectionOf, type SectionId} from './sections';
import {correctQuery, namedPagesWithTiers, typoSuspects, weighNamedPages, withConceptPage, withSubPage, type TitleData} from './titles';
import {createPageRanker} from './page-ranker';
import {conceptsOf} from './concepts';
import {comparisonPages} from './comparisons';
import {commandReference} from './commands';
import {bodyMatches, type WordHits} from './passages';
import {isProductName, queryTerms, spelledOut} from './terms';

type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results?: {title: string; url: string; excerpt: string}[];
};

type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: {filters?: Record<string, string>},
  ): Promise<{results: {id: string; score: number; words: number[]; data(): Promise<PagefindData>}[]} | null>;
};

export const MAX_QUERY_LENGTH = 200;
/**
 * How many Pagefind results have their text fetched: one request each. The dialog asks for six
 * (one round of requests even over HTTP/1.1's six connections); the /search page for more.
 */
export const DIALOG_RESULTS = 6;
export const PAGE_RESULTS = 15;
/** How many words' answers from Pagefind are kept for the next keystrokes. */
const WORDS_KEPT = 100;
/**
 * What the page likeliest to compare the two things a query weighs gains (comparisons.ts): more
 * than being named first. The other pages that compare them gain less.
 */
const COMPARISON_WORTH = 0.8;
const OTHER_COMPARISON_WORTH = 0.2;
/** What the command-line reference gains for a command line (commands.ts). */
const COMMAND_WORTH = 0.5;
/** Fewer full-text results than this, and the fuzzy index is asked too. */
export const FEW_RESULTS = 5;

export function needsFuzzy(query: string, fullText: readonly FullTextResult[]): boolean {
  return looksLikeSymbol(query) || fullText.length < FEW_RESULTS || missedTerms(query, fullText).length > 0;
}

/**
 * What Pagefind is asked: a question's filler words ("how do i", "a", "my") left out, since a page
 * must hold every word Pagefind is given and they match pages by chance. Code and quoted phrases
 * go as typed.
 */
export function fullTextQuery(query: string): string {
  if (looksLikeCode(query) || query.includes('"')) return query;
  const terms = queryTerms(query);
  return terms.length ? terms.join(' ') : query;
}

/**
 * The words a symbol's name is made of (`DagsterDbtTranslator` is "Dagster Dbt Translator",
 * `get_asset_key` "get asset key"), which the guides that use it write in prose. An acronym split
 * in two ("Graph QL") is joined again by correctQuery, as the titles write it.
 */
export function codeAsWords(query: string): string {
  return query
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_.@()]+/g, ' ');
}

/**
 * The other way the pages write a symbol: the guides' samples and prose say `dg.build_asset_context`
 * (the `import dagster as dg` style), the reference and many readers `build_asset_context`, and
 * Pagefind keeps each as one word, so one spelling never finds the other. A module's prefix is
 * dropped; a bare name gets `dg.`. Undefined unless the query is one name.
 */
export function otherSpelling(query: string): string | undefined {
  // A decorator's `@` and a call's `()` are not part of the name the index holds.
  const name = query.trim().replace(/^@/, '').replace(/\(\)$/, '');
  // A function's or a class's name, not a word of prose (`dg.asset`: "asset" is on every page) nor
  // an environment variable's, which `dg` never holds. Beside other words a name is left alone: a
  // snake_case word there is as often a parameter (`run_key`).
  const isName = (word: string) => /^[A-Za-z_]\w*$/.test(word) && /_|[a-z][A-Z]/.test(word) && !/^[A-Z0-9_]+$/.test(word);
  const qualified = /^(?:dg|dagster|dagster_\w+)\.(\w+(?:\.\w+)*)$/.exec(name);
  if (qualified) return isName(qualified[1].split('.')[0]) ? qualified[1] : undefined;
  return /^\w+(\.\w+)*$/.test(name) && isName(name.split('.')[0]) ? `dg.${name}` : undefined;
}

/**
 * An environment variable's name (`DAGSTER_CLOUD_DEPLOYMENT_NAME`, `DAGSTER_HOME`): the pages that
 * hold that exact word answer it. Its parts are not prose (it is not a query about "deployments"),
 * and it names no symbol.
 */
export function isVariableName(query: string): boolean {
  return /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(query.trim());
}

/** The pages about environment variables first, otherwise in the order given. */
export const aboutVariablesFirst = (results: FullTextResult[]): FullTextResult[] =>
  [...results].sort((a, b) => Number(/environment variables?/i.test(b.title)) - Number(/environment variables?/i.test(a.title)));

export class SearchUnavailableError extends Error {}

function fromPagefind(d: PagefindData): FullTextResult {
  return {url: d.url, title: d.meta.title ?? d.url, excerpt: d.excerpt, section: sectionOf(d.url), subResults: d.sub_results ?? []};
}

export type SearchEngine = {search(query: string, section?: SectionId, fullTextLimit?: number): Promise<SearchResult[]>};

async function loadPagefind(baseUrl: string): Promise<Pagefind> {
  try {
    const module = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    // On the main thread: the index is small, and a worker would be one more download.
    await module.options({excerptLength: 22, baseUrl, noWorker: true});
    await module.init();
    return module;
  } catch {
    throw new SearchUnavailableError('The search index is missing from this build.');
  }
}

type FuzzySearch = (query: string, section?: SectionId) => FuzzyHit[];

/** The fuzzy index and MiniSearch, loaded together as a separate chunk on first need. */
async function loadFuzzy(baseUrl: string): Promise<FuzzySearch> {
  const [response, {createFuzzyIndex, searchFuzzy}] = await Promise.all([fetch(`${baseUrl}search-index/fuzzy.json`), import('./fuzzy')]);
  if (!response.ok) throw new SearchUnavailableError('The search index is missing from this build.');
  const index = createFuzzyIndex((await response.json()) as FuzzyData);
  return (query, section) => searchFuzzy(index, query, section);
}

/**
 * Each index is optional: when one fails to load (a network error, a missing file), search
 * answers from the other. Only when neither loads does a search fail, as unavailable.
 */
/** The title list (src/lib/search/titles.ts); search works without it, only less well. */
async function loadTitles(baseUrl: string): Promise<TitleData> {
  try {
    const response = await fetch(`${baseUrl}search-index/titles.json`);
    return response.ok ? ((await response.json()) as TitleData) : {pages: []};
  } catch {
    return {pages: []};
  }
}

export async function createSearchEngine(baseUrl = '/'): Promise<SearchEngine> {
  const [pagefind, titles] = await Promise.all([loadPagefind(baseUrl).catch(() => null), loadTitles(baseUrl)]);
  const rankPages = createPageRanker(titles);
  /**
   * What the title list says of a query, worked out once per search: the page ranker's pages, and
   * the pages the query names with what naming each is worth (titles.ts). Both match whole words,
   * so typos are put right first ("partiton mapping"). Code (`dg.asset`, `AssetSpec`) names no
   * page: it is a symbol's business. Capitals alone ("ECS agent") are not code. The page ranker
   * reads code as the words its names are made of: a symbol with more words
   * ("DagsterGraphQLClient submit_job_execution") asks how to use it, which a guide shows.
   */
  const fromTitles = (query: string, section?: SectionId, known?: ReadonlySet<string>) => {
    const corrected = correctQuery(query, titles, known);
    const concepts = conceptsOf(spelledOut(query), corrected);
    const inSection = (url: string) => !section || sectionOf(url) === section;
    const ranked = rankPages(looksLikeCode(query) ? correctQuery(codeAsWords(query), titles) : corrected, concepts).filter((page) =>
      inSection(page.url),
    );
    const tiers = looksLikeCode(query) ? [] : namedPagesWithTiers(corrected, titles, known);
    const named = withConceptPage(
      corrected,
      withSubPage(
        corrected,
        tiers.map((n) => n.row),
        ranked,
        titles,
      ),
      ranked,
      titles,
      concepts,
    ).filter(([path]) => inSection(path));
    const compared = comparisonPages(corrected, titles)
      .filter(([path]) => inSection(path))
      .map(([url, title, , , description], i) => ({
        url,
        title,
        description,
        worth: i === 0 ? COMPARISON_WORTH : OTHER_COMPARISON_WORTH,
      }));
    const reference = commandReference(query, titles);
    const command =
      reference && inSection(reference[0])
        ? [{url: reference[0], title: reference[1], description: reference[4], worth: COMMAND_WORTH}]
        : [];
    return {corrected, ranked, named: [...weighNamedPages(named, tiers), ...compared, ...command]};
  };
  const rowOfId = (id: string) => titles.pages[titles.pageIds?.[id] ?? -1];
  /**
   * An API reference page Pagefind found for words, shown by its title and description: its text
   * (often 10-25 KB compressed) is fetched only for code-like queries, whose excerpt it answers.
   */
  const described = (query: string, id: string): FullTextResult | undefined => {
    const row = looksLikeSymbol(query) ? undefined : rowOfId(id);
    return row?.[0].startsWith('/api/')
      ? {url: row[0], title: row[1], excerpt: '', summary: row[4], section: sectionOf(row[0]), subResults: []}
      : undefined;
  };
  const pageCount = Object.keys(titles.pageIds ?? {}).length;
  /**
   * Pagefind's answer for each word (positions sorted once), kept while the page is open: a reader
   * typing a question asks again for every word typed so far at each keystroke, and only the last
   * one is new.
   */
  const wordHits = new Map<string, Promise<WordHits>>();
  const hitsFor = (pf: Pagefind, term: string, section?: SectionId): Promise<WordHits> => {
    const key = `${section ?? ''} ${term}`;
    let found = wordHits.get(key);
    if (!found) {
      if (wordHits.size >= WORDS_KEPT) wordHits.delete(wordHits.keys().next().value ?? '');
      found = pf
        .search(term, section ? {filters: {section}} : {})
        .then((answer) => (answer?.results ?? []).map(({id, score, words}) => ({id, score, words: [...words].sort((a, b) => a - b)})));
      found.catch(() => wordHits.delete(key));
      wordHits.set(key, found);
    }
    return found;
  };
  /**
   * The pages whose text holds the query's words, asked of Pagefind one word at a time
   * (passages.ts): the index chunks are those the whole query loaded, and no page's text is
   * downloaded. Code is a symbol's business, and its words are not prose; the product's name is
   * on every page.
   */
  const fromText = async (corrected: string, codeLike: boolean, section?: SectionId): Promise<BodyPage[]> => {
    const terms = [...new Set(queryTerms(corrected))].filter((term) => !isProductName(term));
    if (!pagefind || codeLike || terms.length === 0 || pageCount === 0) return [];
    const perWord = await Promise.all(terms.map((term) => hitsFor(pagefind, term, section)));
    return bodyMatches(perWord, pageCount).flatMap(({id, passage, phrase}) => {
      const row = rowOfId(id);
      return row ? [{url: row[0], title: row[1], description: row[4], passage, phrase}] : [];
    });
  };
  let fuzzy: Promise<FuzzySearch> | undefined;
  const fuzzyHits = async (query: string, section?: SectionId): Promise<FuzzyHit[] | null> => {
    fuzzy ??= loadFuzzy(baseUrl);
    try {
      return (await fuzzy)(query, section);
    } catch {
      fuzzy = undefined; // try again on the next query
      return null;
    }
  };
  return {
    async search(rawQuery, section, fullTextLimit = DIALOG_RESULTS) {
      const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
      if (!query) return [];
      if (!pagefind) {
        const hits = await fuzzyHits(query, section);
        if (!hits) throw new SearchUnavailableError('Neither search index loaded.');
        const {ranked, named} = fromTitles(query, section);
        return mergeResults(query, [], hits, {ranked, named});
      }
      const filters = section ? {filters: {section}} : {};
      const respelled = looksLikeCode(query) ? otherSpelling(query) : undefined;
      // The full-text search and, beside it, whether the pages' text holds each word no title holds:
      // such a word is a typo only if it does not ("stack traces" is not "slack traces").
      const suspects = looksLikeCode(query) ? [] : typoSuspects(query, titles);
      const [found, foundRespelled, inText] = await Promise.all([
        pagefind.search(fullTextQuery(query), filters),
        respelled ? pagefind.search(respelled, filters).catch(() => null) : null,
        Promise.all(
          suspects.map((word) =>
            hitsFor(pagefind, word).then(
              (hits) => hits.length > 0,
              () => false,
            ),
          ),
        ),
      ]);
      const {corrected, ranked, named} = fromTitles(query, section, new Set(suspects.filter((_, i) => inText[i])));
      const results = [...(found?.results ?? []), ...(foundRespelled?.results ?? [])]
        .sort((a, b) => b.score - a.score)
        .filter((result, i, all) => all.findIndex((other) => other.id === result.id) === i);
      // Alongside the full-text results' text: the same index chunks, asked word by word. Search
      // answers without this evidence if it fails.
      const body = fromText(corrected, looksLikeCode(query), section).catch((): BodyPage[] => []);
      // A code-like query will want the fuzzy index whatever Pagefind says: start it now. A
      // variable's name needs only the pages that hold it, unless there are none.
      const variable = isVariableName(query);
      const early = looksLikeSymbol(query) && !variable ? fuzzyHits(query, section) : undefined;
      const fullText = await Promise.all(results.slice(0, fullTextLimit).map((r) => described(query, r.id) ?? r.data().then(fromPagefind)));
      // Among the pages that hold a variable's name, those about environment variables explain it.
      if (variable && fullText.length) return mergeResults(query, aboutVariablesFirst(fullText), []);
      const fuzzyFound = early ?? (needsFuzzy(query, fullText) ? fuzzyHits(query, section) : undefined);
      const fuzzyList = (fuzzyFound ? await fuzzyFound : null) ?? [];
      return mergeResults(query, fullText, fuzzyList, {ranked, body: await body, named});
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
