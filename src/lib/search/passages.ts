/**
 * Which pages' text answers a query when no page holds every one of its words. Pagefind's search
 * keeps only the pages that hold every word, so a question worded unlike its page ("run stuck in
 * starting", "give a contractor view only access") finds pages that use those words by chance.
 * Asked for each word alone (the index chunks are the ones the full query loads anyway), Pagefind
 * scores every page that holds that word, and gives where it stands in the page. From those this
 * ranks pages by the sum of their scores (BM25 over any of the words) and measures each page's
 * best passage: the share of the query a short stretch of its text holds, each word weighed by its
 * rarity. A page that says, in one paragraph, most of what was asked is what a reader wants.
 */

/** Pagefind's answer for one word: each page that holds it, its score, and the word's positions. */
export type WordHits = readonly {id: string; score: number; words: readonly number[]}[];

export type BodyMatch = {
  /** Pagefind's page id. */
  id: string;
  /** The sum of the page's scores for each word of the query. */
  score: number;
  /** The share (0 to 1) of the query's weight that its best passage holds. */
  passage: number;
};

/**
 * A passage is this many words long: about a paragraph. Measured on reader queries: 32 put the
 * intended page first more often than 8, 16 or 64.
 */
export const PASSAGE_WORDS = 32;

/**
 * Every page that holds any of the query's words, by its summed score, highest first.
 * `perWord[i]` is Pagefind's answer for the query's i-th word; `pageCount` is the size of the
 * index, from which a word's rarity is judged.
 */
export function bodyMatches(perWord: readonly WordHits[], pageCount: number): BodyMatch[] {
  const rarity = perWord.map((hits) => Math.log(1 + pageCount / Math.max(1, hits.length)));
  const total = rarity.reduce((sum, weight) => sum + weight, 0);
  const pages = new Map<string, {score: number; positions: [position: number, word: number][]}>();
  perWord.forEach((hits, word) => {
    for (const hit of hits) {
      let page = pages.get(hit.id);
      if (!page) {
        page = {score: 0, positions: []};
        pages.set(hit.id, page);
      }
      page.score += hit.score;
      for (const position of hit.words) page.positions.push([position, word]);
    }
  });
  const matches: BodyMatch[] = [];
  for (const [id, {score, positions}] of pages) {
    matches.push({id, score, passage: total === 0 ? 0 : bestPassage(positions, rarity) / total});
  }
  return matches.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** The most weight of distinct query words found within PASSAGE_WORDS words of each other. */
function bestPassage(positions: [number, number][], rarity: readonly number[]): number {
  positions.sort((a, b) => a[0] - b[0]);
  let best = 0;
  for (let start = 0; start < positions.length; start++) {
    const seen = new Set<number>();
    for (let end = start; end < positions.length && positions[end][0] - positions[start][0] <= PASSAGE_WORDS; end++) {
      seen.add(positions[end][1]);
    }
    let weight = 0;
    for (const word of seen) weight += rarity[word];
    best = Math.max(best, weight);
  }
  return best;
}
