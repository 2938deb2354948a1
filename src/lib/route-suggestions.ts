/**
 * Suggests pages for a path that matched none: scores each known page by the path segments and
 * title words it shares with the request, forgiving typos and word endings, and by how many
 * leading path segments it shares, so `/guides/assets` finds `/guides/build/assets` and
 * `/guides/build/asets` finds it too.
 */

export type SuggestablePage = {path: string; title: string; unlisted?: boolean};

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter((token) => token.length > 1);
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** How well a requested word matches a page's word: 1 exact, less for a typo or another ending. */
function wordMatch(wanted: string, have: string): number {
  if (wanted === have) return 1;
  if (Math.min(wanted.length, have.length) < 4) return 0;
  if (have.startsWith(wanted) || wanted.startsWith(have)) return 0.8;
  const allowed = Math.max(wanted.length, have.length) >= 8 ? 2 : 1;
  return editDistance(wanted, have) <= allowed ? 0.8 : 0;
}

const best = (wanted: string, have: readonly string[]) => have.reduce((top, word) => Math.max(top, wordMatch(wanted, word)), 0);

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function suggestRoutes(requested: string, pages: readonly SuggestablePage[], limit = 5): SuggestablePage[] {
  const path = decoded(requested).replace(/\.html?$/, '');
  const wanted = tokens(path);
  if (wanted.length === 0) return [];
  const last = wanted[wanted.length - 1];
  const segments = path.split('/').filter(Boolean);
  return pages
    .filter((page) => !page.unlisted)
    .map((page) => {
      const have = [...new Set([...tokens(page.path), ...tokens(page.title)])];
      const lastSegment = tokens(page.path.split('/').pop() ?? '');
      let score = wanted.reduce((sum, token) => sum + best(token, have), 0);
      score += 2 * best(last, lastSegment);
      // Shared leading segments place the page in the section the reader was in.
      const pageSegments = page.path.split('/').filter(Boolean);
      let shared = 0;
      while (shared < segments.length && segments[shared] === pageSegments[shared]) shared++;
      score += 0.5 * shared;
      // Shorter paths win ties: the section page before its deep children.
      return {page, score: score - pageSegments.length * 0.01};
    })
    .filter(({score}) => score >= 1)
    .sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path))
    .slice(0, limit)
    .map(({page}) => page);
}
