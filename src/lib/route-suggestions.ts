/**
 * Suggests pages for a path that matched none: scores each known page by the path segments
 * and title words it shares with the request, so `/guides/assets` finds `/guides/build/assets`.
 */

export type SuggestablePage = {path: string; title: string; unlisted?: boolean};

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+]+/)
    .filter((token) => token.length > 1);
}

export function suggestRoutes(
  requested: string,
  pages: readonly SuggestablePage[],
  limit = 5,
): SuggestablePage[] {
  const wanted = tokens(decodeURIComponent(requested).replace(/\.html?$/, ''));
  if (wanted.length === 0) return [];
  const last = wanted[wanted.length - 1];
  return pages
    .filter((page) => !page.unlisted)
    .map((page) => {
      const have = new Set([...tokens(page.path), ...tokens(page.title)]);
      const lastSegment = tokens(page.path.split('/').pop() ?? '');
      let score = wanted.filter((token) => have.has(token)).length;
      if (lastSegment.includes(last)) score += 2;
      // Shorter paths win ties: the section page before its deep children.
      return {page, score: score - page.path.split('/').length * 0.01};
    })
    .filter(({score}) => score >= 1)
    .sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path))
    .slice(0, limit)
    .map(({page}) => page);
}
