/**
 * The site map: every route the site must serve, with its title, sidebar and flags (from the
 * product spec's route list). The content check holds the pages to it before the build, and the
 * build holds what it actually wrote to it after.
 */

export const SITE_MAP_FILE = 'src/data/site-map.tsv';

export type SiteMapFlag = 'unlisted' | 'community' | 'no-sidebar' | 'category-index';

export type SiteMapRow = {
  path: string;
  title: string;
  sidebar: string;
  flags: SiteMapFlag[];
  /** The row's line in the file, for messages. */
  line: number;
};

export function parseSiteMap(text: string): SiteMapRow[] {
  return text
    .split('\n')
    .map((raw, index) => ({raw, line: index + 1}))
    .slice(1)
    .filter(({raw}) => raw.trim() !== '')
    .map(({raw, line}) => {
      const [path, title, sidebar, flags = ''] = raw.split('\t');
      return {path, title, sidebar, flags: flags.split(',').filter(Boolean) as SiteMapFlag[], line};
    });
}

/** Routes the build serves that are not pages of the site map: the search page and the 404 page. */
export const NON_DOC_ROUTES: readonly string[] = ['/search', '/404', '/404.html'];

/**
 * Compares the routes a build wrote with the site map: every site-map route must be built, and
 * every built route must be in the site map (or be one of the site's own non-doc pages).
 */
export function routeProblems(rows: readonly SiteMapRow[], built: readonly string[]): string[] {
  const normalize = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);
  const builtSet = new Set(built.map(normalize));
  const mapped = new Set(rows.map((row) => row.path));
  return [
    ...rows
      .filter((row) => !builtSet.has(row.path))
      .map((row) => `${SITE_MAP_FILE}:${row.line}: ${row.path} is in the site map but the build did not write it`),
    ...[...builtSet]
      .filter((route) => !mapped.has(route) && !NON_DOC_ROUTES.includes(route))
      .sort()
      .map((route) => `the build wrote ${route}, which is not in ${SITE_MAP_FILE}: add it there (with its flags) or remove its page`),
  ];
}
