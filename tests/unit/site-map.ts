/** Reads the site map (src/data/site-map.tsv) for tests. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseSiteMap, SITE_MAP_FILE, type SiteMapRow} from '../../src/lib/site-map';

export type {SiteMapFlag, SiteMapRow} from '../../src/lib/site-map';

export function readSiteMap(root = process.cwd()): SiteMapRow[] {
  return parseSiteMap(readFileSync(join(root, SITE_MAP_FILE), 'utf8'));
}

/** Doc ids equal routes without the leading slash; `/` is the doc `intro`. */
export function docIdOf(path: string): string {
  return path === '/' ? 'intro' : path.slice(1);
}
