/**
 * Merges Pagefind's full-text results, the fuzzy index's hits, the page ranker's pages and the
 * pages whose text holds the query's words into one ranked list: an exact API symbol first, then
 * reciprocal-rank fusion of the lists, with what the best passage of each page's text holds of the
 * query and what the query naming a page is worth (titles.ts); one result per page (or per
 * symbol), each with its best matching headings as sub-results.
 */
import type {FuzzyHit} from './fuzzy';
import type {RankedPage} from './page-ranker';
import type {WeighedPage} from './titles';
import {symbolKey} from './symbols';
import {isWalkthroughStep, sectionOf, WALKTHROUGH_WORDS, type SectionId} from './sections';
import {asksForDagsterPlus, coverage, queryTerms} from './terms';

export type FullTextResult = {
  url: string;
  title: string;
  /** Pagefind's excerpt, or '' for a page shown by its `summary` instead (its text not fetched). */
  excerpt: string;
  summary?: string;
  section: SectionId;
  subResults: {title: string; url: string; excerpt: string}[];
};

export type SearchResult = {
  url: string;
  title: string;
  section: SectionId;
  kind: 'page' | 'symbol';
  /** Pagefind excerpt (HTML with <mark>), or null when only the fuzzy index found the page. */
  excerpt: string | null;
  /** Plain text shown when there is no excerpt: the page description or the symbol kind. */
  summary: string;
  subResults: {title: string; url: string; excerpt: string | null}[];
};

/**
 * A page found by its text (passages.ts), with the share of the query its best passage holds and
 * the share of its neighbouring words that stand together in the text.
 */
export type BodyPage = RankedPage & {passage: number; phrase: number};

/** What the merge fuses beside Pagefind's results and the fuzzy index's hits. */
export type MergeLists = {
  /** The page ranker's pages (page-ranker.ts), best first. */
  ranked?: readonly RankedPage[];
  /** Every page whose text holds a word of the query, by its summed score (passages.ts). */
  body?: readonly BodyPage[];
  /** The pages the query names, with their worth (titles.ts). */
  named?: readonly WeighedPage[];
};

const RRF_K = 10;
/**
 * The page ranker's list counts with a smaller constant, so its first pages weigh more than the
 * full-text search's: a page whose title and description are about the query beats one that
 * merely uses its words.
 */
const RANKED_K = 5;
const RANKED_WEIGHT = 0.5;
/** Worth about three places of rank: a page whose title holds every query word rises. */
const TITLE_BONUS = 0.03;
/**
 * What an API reference page loses for a query of words, about as much as being first in a list:
 * a guide found a little lower comes first ("trigger an existing databricks job" means the
 * integration's page before dagster-databricks's reference).
 */
const REFERENCE_PENALTY = 0.15;
/**
 * The first pages by their text's score count in the fusion like a full-text list, at half weight;
 * below these they add nothing a reader sees.
 */
const BODY_PAGES = 20;
const BODY_WEIGHT = 0.5;
/** What a page whose best passage holds the whole query gains (as being first in a list does). */
const PASSAGE_WEIGHT = 0.2;
/** What a page whose text has every pair of the query's neighbouring words together gains. */
const PHRASE_WEIGHT = 0.1;
/** What a Dagster+ page loses when the query says nothing of Dagster+: two places. */
const PLUS_UNASKED_PENALTY = 0.02;
/** What a tutorial's or an example's step loses when no tutorial is asked for: three places. */
const WALKTHROUGH_PENALTY = 0.03;
const EXACT_TITLE_BONUS = 0.04;
const MAX_SUB_RESULTS = 3;
/** Where the first page that is not reference goes for a symbol, when the reference fills the places before it. */
const GUIDE_PLACE = 2;

/** Pagefind reports `/a/b.html#x`; the site serves `/a/b#x`. */
export function normalizeUrl(url: string): string {
  const [path, anchor] = url.split('#');
  let clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/$/, '');
  return anchor ? `${clean}#${anchor}` : clean;
}

/**
 * Query words (four letters or more) that no top full-text result marks or has in its title.
 * Pagefind matches prefixes and near spellings, so a word it found shows up marked; a word it
 * could not place ("defning" in "defning asets") is what the fuzzy index is for.
 */
export function missedTerms(query: string, hits: readonly {title: string; excerpt: string}[]): string[] {
  const words = new Set<string>();
  for (const hit of hits) {
    for (const match of hit.excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)) words.add(match[1].toLowerCase());
    hit.title
      .toLowerCase()
      .split(/\s+/)
      .forEach((word) => words.add(word));
  }
  const cleaned = [...words].map((word) => word.replace(/[^\p{L}\p{N}_]/gu, ''));
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length >= 4)
    .filter((term) => {
      const stem = term.slice(0, Math.max(4, term.length - 3));
      return !cleaned.some((word) => word.startsWith(stem) || word.includes(term));
    });
}

/** Punctuation (`dg.asset`, `build_op_context()`) or camelCase (`AssetSpec`): code, never prose. */
export function looksLikeCode(query: string): boolean {
  return /[._@()]|[a-z][A-Z]/.test(query.trim());
}

/** `AssetSpec`, `dg.asset` or `build_op_context` name a symbol; `asset` is just a word. */
export function looksLikeSymbol(query: string): boolean {
  return looksLikeCode(query) || /^[A-Z]/.test(query.trim());
}

export function mergeResults(
  query: string,
  fullText: FullTextResult[],
  fuzzy: FuzzyHit[],
  {ranked = [], body = [], named = []}: MergeLists = {},
  limit = 20,
): SearchResult[] {
  const wanted = symbolKey(query);
  const codeLike = looksLikeSymbol(query);
  const byKey = new Map<string, {result: SearchResult; score: number}>();
  const entry = (key: string, make: () => SearchResult) => {
    let found = byKey.get(key);
    if (!found) {
      found = {result: make(), score: 0};
      byKey.set(key, found);
    }
    return found;
  };

  fullText.forEach((hit, rank) => {
    const url = normalizeUrl(hit.url);
    const found = entry(url, () => ({
      url,
      title: hit.title,
      section: hit.section,
      kind: 'page',
      excerpt: hit.excerpt || null,
      summary: hit.summary ?? '',
      subResults: [],
    }));
    found.result.excerpt ??= hit.excerpt || null;
    found.result.summary ||= hit.summary ?? '';
    found.score += 1 / (RRF_K + rank);
    for (const sub of hit.subResults) {
      const subUrl = normalizeUrl(sub.url);
      if (subUrl === url || found.result.subResults.some((s) => s.url === subUrl)) continue;
      found.result.subResults.push({title: sub.title, url: subUrl, excerpt: sub.excerpt});
    }
  });

  const seenFuzzyKeys = new Set<string>();
  fuzzy.forEach((hit) => {
    const isSymbol = hit.kind === 'symbol';
    const key = isSymbol ? hit.url : hit.pageUrl;
    const found = entry(key, () => ({
      url: key,
      title: isSymbol ? hit.title : hit.pageTitle,
      section: hit.section,
      kind: isSymbol ? 'symbol' : 'page',
      excerpt: null,
      summary: isSymbol ? hit.description : '',
      subResults: [],
    }));
    if (!seenFuzzyKeys.has(key)) {
      // Rank of the key's first appearance in the fuzzy list.
      found.score += 1 / (RRF_K + seenFuzzyKeys.size);
      seenFuzzyKeys.add(key);
    }
    if (hit.kind === 'page' && !found.result.summary) found.result.summary = hit.description;
    if (hit.kind === 'heading' && !found.result.subResults.some((s) => s.url === hit.url)) {
      found.result.subResults.push({title: hit.title, url: hit.url, excerpt: null});
    }
    if (isSymbol && symbolKey(hit.title) === wanted) found.score += 100;
    if (isSymbol && codeLike && hit.title.split('.').slice(-1)[0].toLowerCase() === wanted) found.score += 50;
  });

  const pageEntry = (page: RankedPage) => {
    const found = entry(page.url, () => ({
      url: page.url,
      title: page.title,
      section: sectionOf(page.url),
      kind: 'page',
      excerpt: null,
      summary: page.description,
      subResults: [],
    }));
    found.result.summary ||= page.description;
    return found;
  };
  ranked.forEach((page, rank) => (pageEntry(page).score += RANKED_WEIGHT / (RANKED_K + rank)));
  body.slice(0, BODY_PAGES).forEach((page, rank) => (pageEntry(page).score += BODY_WEIGHT / (RRF_K + rank)));
  named.forEach((page) => (pageEntry(page).score += page.worth));
  const textOf = new Map(body.map((page) => [page.url, page]));

  const terms = queryTerms(query).filter((t) => t.length >= 3);
  const wantsWalkthrough = terms.some((term) => WALKTHROUGH_WORDS.has(term));
  const plusAsked = asksForDagsterPlus(query);
  // A page whose title, or whose address, is the query ("Changelog", "dbt") is what was asked for.
  const asSlug = query.trim().toLowerCase().replace(/\s+/g, '-');
  for (const found of byKey.values()) {
    const {result} = found;
    const isNamed =
      result.title.toLowerCase() === query.trim().toLowerCase() || (result.kind === 'page' && result.url.split('/').pop() === asSlug);
    if (isNamed) found.score += EXACT_TITLE_BONUS;
    found.score += TITLE_BONUS * coverage(result.title, terms);
    const text = textOf.get(result.url.split('#')[0]);
    if (text) found.score += PASSAGE_WEIGHT * text.passage + PHRASE_WEIGHT * text.phrase;
    // Words ("asset checks") usually mean a guide; code (`AssetCheckResult`) the reference.
    if (!codeLike && result.section === 'api') found.score -= REFERENCE_PENALTY;
    // A query that says nothing of Dagster+ means the open-source docs, other things equal.
    if (!plusAsked && result.section === 'dagster-plus') found.score -= PLUS_UNASKED_PENALTY;
    // A subject usually means its guide; a tutorial's step answers when a tutorial is asked for.
    if (!wantsWalkthrough && isWalkthroughStep(result.url)) found.score -= WALKTHROUGH_PENALTY;
    result.subResults = result.subResults.slice(0, MAX_SUB_RESULTS);
  }

  const sorted = [...byKey.values()]
    .sort((a, b) => b.score - a.score || a.result.url.localeCompare(b.result.url))
    .map(({result}) => result);
  return (codeLike ? withGuide(sorted) : sorted).slice(0, limit);
}

/**
 * A symbol's reference first, and within the first three a page that shows it in use: readers
 * who type a symbol want one or the other (the API entry, or the guide that uses it), and the
 * reference's own entries would otherwise fill the first places.
 */
function withGuide(results: SearchResult[]): SearchResult[] {
  const firstThree = results.slice(0, GUIDE_PLACE + 1);
  if (firstThree.length <= GUIDE_PLACE || firstThree.some((result) => result.section !== 'api')) return results;
  // Best a page whose text holds the symbol (full text found it, so it has an excerpt), not one
  // whose title merely shares a word with the symbol's name.
  const guide =
    results.find((result) => result.section !== 'api' && result.excerpt !== null) ?? results.find((result) => result.section !== 'api');
  if (!guide) return results;
  const rest = results.filter((result) => result !== guide);
  return [...rest.slice(0, GUIDE_PLACE), guide, ...rest.slice(GUIDE_PLACE)];
}
