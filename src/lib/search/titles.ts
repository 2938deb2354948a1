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
import {coverage, queryTerms, words} from './terms';

/** [path, title, keywords, 1 when the page is a section's own page]. */
export type TitleRow = [string, string, string[], 0 | 1];
export type TitleData = {pages: TitleRow[]};

/** How many named pages may go ahead of the full-text results. */
export const MAX_PROMOTED = 2;
/** Longer queries are questions, not names: full-text ranking serves them better. */
const MAX_TERMS = 6;

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
    if (coverage([title, ...keywords].join(' '), terms) < 1) continue;
    const aboutIt = coverage(title, terms) >= 0.5 || keywords.some((k) => coverage(k, terms) > 0 && coverage(query, queryTerms(k)) >= 0.5);
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
