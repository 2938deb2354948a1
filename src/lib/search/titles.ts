/**
 * Pages a query names. Full-text ranking favours pages that use a query's words most, which for
 * a query naming a topic ("ECS agent", "partitioned assets") are its sub-pages, never the topic's
 * own page; and a task ("run every day") can be worded unlike every page about it. So the search
 * also reads a small list of every page's title and search keywords (front matter
 * `keywords:`), written by the build to /search-index/titles.json, and puts first the pages
 * whose title or one of whose keywords covers every word of the query.
 */
import type {SearchResult} from './merge';
import {sectionOf} from './sections';

/** [path, title, keywords, 1 when the page is a section's own page]. */
export type TitleRow = [string, string, string[], 0 | 1];
export type TitleData = {pages: TitleRow[]};

const STOP_WORDS = new Set([
  ...[
    'a',
    'an',
    'the',
    'and',
    'or',
    'for',
    'from',
    'with',
    'how',
    'to',
    'in',
    'on',
    'of',
    'my',
    'i',
    'we',
    'you',
    'it',
    'do',
    'is',
    'be',
    'can',
  ],
  ...['what', 'use', 'using', 'some', 'something', 'another', 'any', 'that', 'this'],
]);
/** How many named pages may go ahead of the full-text results. */
export const MAX_PROMOTED = 2;
/** Longer queries are questions, not names: full-text ranking serves them better. */
const MAX_TERMS = 6;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter(Boolean);

/** The words of a query that carry meaning. */
export function queryTerms(query: string): string[] {
  return words(query).filter((word) => !STOP_WORDS.has(word));
}

/** "partitioned" meets "partitioning", "migration" meets "migrate", "assets" meets "asset". */
function stem(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 3));
}

/** A short term ("dg", "ecs", "job") must be a whole word, or that word with an s. */
function matches(word: string, term: string): boolean {
  if (term.length <= 3) return word === term || word === `${term}s`;
  return word.startsWith(stem(term)) || (word.length > 3 && term.startsWith(stem(word)));
}

function covers(text: string, terms: readonly string[]): boolean {
  const have = words(text);
  return terms.every((term) => have.some((word) => matches(word, term)));
}

type Named = {row: TitleRow; exact: boolean};

/** Pages whose title or a keyword covers every term of the query, the likeliest first. */
export function namedPages(query: string, data: TitleData): TitleRow[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || terms.length > MAX_TERMS) return [];
  const wanted = terms.join(' ');
  const named: Named[] = [];
  for (const row of data.pages) {
    const [, title, keywords] = row;
    // The title and the keywords together must cover the query ("Build your first Dagster
    // project" with the keyword "quickstart" answers "first project quickstart"), and the page
    // must be about it: the title holds at least half of the query's words, or a keyword is
    // mostly the query ("materialize" does not name a page whose keyword is "trigger a job when
    // an asset is materialized").
    if (!covers([title, ...keywords].join(' '), terms)) continue;
    const share = (text: string, of: readonly string[]) => of.filter((term) => covers(text, [term])).length / of.length;
    const aboutIt =
      share(title, terms) >= 0.5 ||
      keywords.some((k) => share(k, terms) > 0 && queryTerms(k).length > 0 && share(query, queryTerms(k)) >= 0.5);
    if (!aboutIt) continue;
    const exact = [title, ...keywords].some((name) => queryTerms(name).join(' ') === wanted);
    named.push({row, exact});
  }
  const extraWords = (n: Named) => words(n.row[1]).length;
  return named
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) || b.row[3] - a.row[3] || extraWords(a) - extraWords(b) || a.row[0].localeCompare(b.row[0]),
    )
    .map((n) => n.row);
}

/**
 * Puts up to MAX_PROMOTED named pages first, ahead of the ranked results (a named page already
 * among them moves up rather than appearing twice). Pages the section filter excludes stay out.
 */
export function promoteNamedPages(results: SearchResult[], named: readonly TitleRow[], section?: string): SearchResult[] {
  const picked = named.filter(([path]) => !section || sectionOf(path) === section).slice(0, MAX_PROMOTED);
  if (picked.length === 0) return results;
  const first = picked.map(([path, title]): SearchResult => {
    const found = results.find((r) => r.url === path);
    return found ?? {url: path, title, section: sectionOf(path), kind: 'page', excerpt: null, summary: '', subResults: []};
  });
  return [...first, ...results.filter((r) => !first.includes(r))];
}
