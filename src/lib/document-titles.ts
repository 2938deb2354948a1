/**
 * Titles for the browser tab and history that tell pages apart. A page's title is its heading
 * (the site map's title), and several pages share one ("Assets" is a guide and an API page;
 * three migration paths each have a "Setup"). Where a title is shared, the API page says it is
 * the API reference and the other pages add the title of the nearest section above them that
 * differs, so no two pages have the same document title.
 */
import type {SiteMapRow} from './site-map';

export const API_QUALIFIER = 'API reference';

type Row = Pick<SiteMapRow, 'path' | 'title' | 'sidebar'>;

function parentPath(path: string): string | undefined {
  if (path === '/') return undefined;
  const parent = path.slice(0, path.lastIndexOf('/'));
  return parent === '' ? '/' : parent;
}

/** Routes whose document title must differ from their heading, with the title to use. */
export function documentTitles(rows: readonly Row[]): Record<string, string> {
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.title, [...(groups.get(row.title) ?? []), row]);

  // The section titles above a route, nearest first (routes missing from the map are skipped).
  const ancestors = (path: string): string[] => {
    const titles: string[] = [];
    for (let at = parentPath(path); at !== undefined; at = parentPath(at)) {
      const row = byPath.get(at);
      if (row) titles.push(row.title);
    }
    return titles;
  };

  const result: Record<string, string> = {};
  for (const [title, group] of groups) {
    if (group.length < 2) continue;
    const api = group.filter((row) => row.sidebar === 'api');
    const others = group.filter((row) => row.sidebar !== 'api');
    for (const row of api) result[row.path] = `${title}: ${API_QUALIFIER}`;
    if (others.length < 2) continue;
    for (const row of others) {
      // The nearest section title that no other page of the group also has at that depth.
      const own = ancestors(row.path);
      const peers = others.filter((other) => other !== row).map((other) => ancestors(other.path));
      const depth = own.findIndex((section, index) => section !== title && peers.every((p) => p[index] !== section));
      result[row.path] = depth >= 0 ? `${title}: ${own[depth]}` : `${title} (${row.path})`;
    }
  }
  return result;
}
