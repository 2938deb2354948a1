/**
 * Which pages' text answers a query when no page holds every one of its words. Pagefind's search
 * keeps only the pages that hold every word, so a question worded unlike its page ("run stuck in
 * starting", "give a contractor view only access") finds pages that use those words by chance.
 * Asked for each word alone (the index chunks are the ones the full query loads anyway), Pagefind
 * scores every page that holds that word, and gives where it stands in the page. From those this
 * ranks pages by the sum of their scores (BM25 over any of the words) and measures, for each page,
 * the share of the query its best passage holds and the share of the query's neighbouring words
 * that stand together in its text, each word weighed by its rarity. A page that says, in one
 * paragraph, most of what was asked, in the words it was asked in, is what a reader wants.
 */

/** Pagefind's answer for one word: each page that holds it, its score, and the word's positions, ascending. */
export type WordHits = readonly {id: string; score: number; words: readonly number[]}[];

export type BodyMatch = {
  /** Pagefind's page id. */
  id: string;
  /** The sum of the page's scores for each word of the query. */
  score: number;
  /** The share (0 to 1) of the query's weight that its best passage holds. */
  passage: number;
  /**
   * The share (0 to 1) of the weight of the query's pairs of neighbouring words ("stuck starting"
   * in "run stuck in starting") that stand in that order, a few words apart at most, in the text.
   */
  phrase: number;
};

/**
 * A passage is this many words long: about a paragraph. Measured on reader queries: 32 put the
 * intended page first more often than 8, 16 or 64.
 */
export const PASSAGE_WORDS = 32;
/** Two neighbouring words of the query stand together when at most this many words apart (a stop word between). */
export const PHRASE_GAP = 3;

/**
 * Every page that holds any of the query's words, by its summed score, highest first.
 * `perWord[i]` is Pagefind's answer for the query's i-th word, in the query's order; `pageCount`
 * is the size of the index, from which a word's rarity is judged.
 */
export function bodyMatches(perWord: readonly WordHits[], pageCount: number): BodyMatch[] {
  const rarity = perWord.map((hits) => Math.log(1 + pageCount / Math.max(1, hits.length)));
  const total = rarity.reduce((sum, weight) => sum + weight, 0);
  const pairsTotal = rarity.slice(1).reduce((sum, weight, i) => sum + rarity[i] + weight, 0);
  const pages = new Map<string, {score: number; positions: (readonly number[])[]}>();
  perWord.forEach((hits, word) => {
    for (const hit of hits) {
      let page = pages.get(hit.id);
      if (!page) {
        page = {score: 0, positions: perWord.map(() => [])};
        pages.set(hit.id, page);
      }
      page.score += hit.score;
      page.positions[word] = hit.words;
    }
  });
  const matches: BodyMatch[] = [];
  for (const [id, {score, positions}] of pages) {
    matches.push({
      id,
      score,
      passage: total === 0 ? 0 : bestPassage(positions, rarity) / total,
      phrase: pairsTotal === 0 ? 0 : neighbours(positions, rarity) / pairsTotal,
    });
  }
  return matches.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** The most weight of distinct query words found within PASSAGE_WORDS words of each other. */
function bestPassage(positions: readonly (readonly number[])[], rarity: readonly number[]): number {
  const all = positions.flatMap((at, word) => at.map((position): [number, number] => [position, word])).sort((a, b) => a[0] - b[0]);
  let best = 0;
  for (let start = 0; start < all.length; start++) {
    const seen = new Set<number>();
    for (let end = start; end < all.length && all[end][0] - all[start][0] <= PASSAGE_WORDS; end++) seen.add(all[end][1]);
    let weight = 0;
    for (const word of seen) weight += rarity[word];
    best = Math.max(best, weight);
  }
  return best;
}

/** The weight of the pairs of neighbouring query words that follow each other closely in the text. */
function neighbours(positions: readonly (readonly number[])[], rarity: readonly number[]): number {
  let weight = 0;
  for (let word = 0; word + 1 < positions.length; word++) {
    const [before, after] = [positions[word], positions[word + 1]];
    let j = 0;
    const together = before.some((at) => {
      while (j < after.length && after[j] <= at) j++;
      return j < after.length && after[j] - at <= PHRASE_GAP;
    });
    if (together) weight += rarity[word] + rarity[word + 1];
  }
  return weight;
}
