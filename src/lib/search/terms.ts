/**
 * How a query's words meet a page's title, for every ranking rule that looks at titles. Words are
 * compared by their Porter2 stems (the Snowball English stemmer, the family Pagefind stems its
 * index with), so "partitioned" meets "partitioning", "deploying" meets "deployment" and "retry"
 * meets "retries", while "executors" stays apart from "execution" and "data" from "databricks";
 * a word also meets its longer derivations ("config" meets "configuration").
 * Short words ("dg", "ecs", "op") must match whole, as a singular or a plural.
 */
import porter2 from 'wink-porter2-stemmer';

const STOP_WORDS = new Set(
  (
    'a an the and or for from with into how to in on of my i we you it do does did is be can ' +
    'what when use using some something another any that this one via'
  ).split(' '),
);

export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter(Boolean);

/** The product's name: on every page and in many titles, so no query is "about" it. */
export const isProductName = (word: string): boolean => word === 'dagster';

/** The words of a query that carry meaning. */
export function queryTerms(query: string): string[] {
  return words(query).filter((word) => !STOP_WORDS.has(word));
}

const stems = new Map<string, string>();

/** A word's stem (cached: titles are compared on every keystroke). */
export function stemOf(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = porter2(word);
    stems.set(word, found);
  }
  return found;
}

/** "ops" → "op": short words meet as singular or plural. */
const singular = (word: string) => (word.length > 2 && word.endsWith('s') ? word.slice(0, -1) : word);

/** Below this length a stem may begin many unrelated words ("data" and "databricks"). */
const MIN_PREFIX_STEM = 6;

export function matches(word: string, term: string): boolean {
  if (term.length <= 3) return singular(word) === singular(term) || stemOf(word) === term;
  const termStem = stemOf(term);
  const wordStem = stemOf(word);
  // A longer derivation of the query's word meets it ("configs" meets "configuration", whose
  // Porter2 stems differ), never the other way round ("executors" does not meet "execution").
  return wordStem === termStem || (termStem.length >= MIN_PREFIX_STEM && wordStem.startsWith(termStem));
}

/** The share of `terms` that `text` holds (0 when there are none). */
export function coverage(text: string, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const have = words(text);
  return terms.filter((term) => have.some((word) => matches(word, term))).length / terms.length;
}

/**
 * Whether two words are one edit apart (Damerau-Levenshtein distance 1: a letter added, dropped or
 * changed, or two neighbours swapped), the commonest kind of typo.
 */
export function nearMiss(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // two swapped
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i); // one letter added or dropped
}

/**
 * Short forms readers type for what the pages spell out ("k8s", "env vars"), and Dagster+'s former
 * name and its name spelled out ("dagster plus"). Applied as whole words, before titles and
 * descriptions are matched.
 */
const SHORT_FORMS: [RegExp, string][] = [
  [/\bk8s\b/g, 'kubernetes'],
  [/\benv vars?\b/g, 'environment variables'],
  [/\bdagster (cloud|plus)\b/g, 'dagster+'],
];

export function spelledOut(query: string): string {
  return SHORT_FORMS.reduce((text, [short, long]) => text.replace(short, long), query.toLowerCase());
}

/**
 * Words that say a query is about Dagster+, the hosted product, or a part only it has (its agents,
 * branch deployments). Without them a query is answered by the open-source docs first, other
 * things equal.
 */
const PLUS_WORDS = new Set(['dagster+', 'plus', 'cloud', 'insights', 'serverless', 'hybrid', 'agent', 'agents', 'branch']);

export function asksForDagsterPlus(query: string): boolean {
  return words(spelledOut(query)).some((word) => PLUS_WORDS.has(word));
}
