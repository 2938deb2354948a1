/** Reads the spec's route map (a copy kept in tests/fixtures/site-map.tsv). */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export type SiteMapFlag = 'unlisted' | 'community' | 'no-sidebar' | 'category-index';

export type SiteMapRow = {
  path: string;
  title: string;
  sidebar: string;
  flags: SiteMapFlag[];
};

export function readSiteMap(root = process.cwd()): SiteMapRow[] {
  const text = readFileSync(join(root, 'tests/fixtures/site-map.tsv'), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [path, title, sidebar, flags = ''] = line.split('\t');
      return {path, title, sidebar, flags: flags.split(',').filter(Boolean) as SiteMapFlag[]};
    });
}

/** Doc ids equal routes without the leading slash; `/` is the doc `intro`. */
export function docIdOf(path: string): string {
  return path === '/' ? 'intro' : path.slice(1);
}
