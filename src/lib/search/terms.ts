/**
 * How a query's words meet a page's title, for every ranking rule that looks at titles: words
 * are compared by their stems, so "partitioned" meets "partitioning" and "migrate" meets
 * "Migrating", and short words ("dg", "ecs", "job") must match whole.
 */

const STOP_WORDS = new Set(
  (
    'a an the and or for from with into how to in on of my i we you it do is be can ' +
    'what use using some something another any that this'
  ).split(' '),
);

export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter(Boolean);

/** The words of a query that carry meaning. */
export function queryTerms(query: string): string[] {
  return words(query).filter((word) => !STOP_WORDS.has(word));
}

function stem(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 3));
}

function matches(word: string, term: string): boolean {
  if (term.length <= 3) return word === term || word === `${term}s`;
  return word.startsWith(stem(term)) || (word.length > 3 && term.startsWith(stem(word)));
}

/** The share of `terms` that `text` holds (0 when there are none). */
export function coverage(text: string, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const have = words(text);
  return terms.filter((term) => have.some((word) => matches(word, term))).length / terms.length;
}
