/**
 * Which pages are about a query, judged from what each page says it is: its title, keywords,
 * address and one-sentence description (the title list, /search-index/titles.json), ranked with
 * BM25 over those fields and any of the query's words. Pagefind's full-text search needs a page to
 * hold every word of a query, so a question worded unlike the page that answers it ("start a job
 * when another job finishes") finds pages that happen to use those words; a page whose
 * description says it chains jobs on success still ranks here on the words it shares.
 */
import MiniSearch from 'minisearch';
import {conceptWords} from './concepts';
import {isProductName, queryTerms, stemOf, words} from './terms';
import type {TitleData} from './titles';

export type RankedPage = {url: string; title: string; description: string};
/** Ranks pages for a query; `concepts` are Dagster's words for the task it describes (concepts.ts). */
export type PageRanker = (query: string, concepts?: readonly string[]) => RankedPage[];

type PageDoc = RankedPage & {id: number; keywords: string; address: string};

/** A title word counts most, then a keyword, the address, and the description's words. */
const FIELD_BOOST = {title: 4, keywords: 3, address: 2, description: 1.5};
/**
 * Dagster's word for a task the reader described in their own words (src/lib/search/concepts.ts)
 * weighs this many times a word of the query: it says what the page is about.
 */
const CONCEPT_BOOST = 8;
/** How many ranked pages are handed to the merge: beyond this they add nothing a reader sees. */
export const RANKED_PAGES = 10;

/** Stems of a field's words, without stop words or the product's name ("dagster" is in every page). */
function termOf(word: string): string | null {
  return isProductName(word) || queryTerms(word).length === 0 ? null : stemOf(word);
}

export function createPageRanker(data: TitleData): PageRanker {
  const index = new MiniSearch<PageDoc>({
    fields: ['title', 'keywords', 'address', 'description'],
    storeFields: ['url', 'title', 'description'],
    tokenize: words,
    processTerm: termOf,
    searchOptions: {boost: FIELD_BOOST, combineWith: 'OR'},
  });
  index.addAll(
    data.pages.map(([url, title, keywords, , description], id) => ({
      id,
      url,
      title,
      description,
      keywords: keywords.join(' ; '),
      address: url.split('/').pop()?.replace(/-/g, ' ') ?? '',
    })),
  );
  return (query, concepts = conceptWords(query)) => {
    const added = new Set(concepts.map(termOf));
    return index
      .search([query, ...concepts].join(' '), {boostTerm: (term) => (added.has(term) ? CONCEPT_BOOST : 1)})
      .slice(0, RANKED_PAGES)
      .map((hit) => ({url: hit.url as string, title: hit.title as string, description: hit.description as string}));
  };
}
