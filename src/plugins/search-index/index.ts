/**
 * Search at build time: after the site is written, Pagefind indexes each page's article
 * (see src/theme/DocItem/Content) into /pagefind/, the fuzzy index data for titles,
 * headings and API symbols goes to /search-index/fuzzy.json, and every page's title,
 * description and keywords to /search-index/titles.json.
 */
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {buildPageIndex, type PageRecord} from '../page-index/page-index';
import {loadApiReference} from '../api-reference/load';
import {buildFuzzyData} from './fuzzy-data';
import {buildTitleData, type TitledDoc} from './titles-data';
import {parseSiteMap, SITE_MAP_FILE} from '../../lib/site-map';

export const FUZZY_DATA_PATH = 'search-index/fuzzy.json';
/** Every page's title, description and search keywords: read on a reader's first search. */
export const TITLE_DATA_PATH = 'search-index/titles.json';

/**
 * Pagefind's Node API is ES-module only and this plugin is loaded as CommonJS inside a VM
 * without dynamic import, so the index is written by Pagefind's own CLI from the same package.
 */
function runPagefind(siteDir: string, outDir: string): void {
  const bin = path.join(siteDir, 'node_modules', '.bin', process.platform === 'win32' ? 'pagefind.cmd' : 'pagefind');
  const result = spawnSync(bin, ['--site', outDir, '--output-subdir', 'pagefind', '--force-language', 'en'], {encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`Pagefind failed to index ${outDir}:\n${result.stderr || result.stdout || result.error}`);
  }
}

function htmlFile(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route}.html`);
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  let pages: PageRecord[] = [];
  let titled: TitledDoc[] = [];
  return {
    name: 'search-index',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      pages = buildPageIndex(docs?.loadedVersions.flatMap((v) => v.docs) ?? []);
      // The current version's pages: what the search dialog searches.
      titled = docs?.loadedVersions[0]?.docs ?? [];
    },
    async postBuild({outDir}) {
      const data = buildFuzzyData(
        pages,
        (route) => {
          const file = htmlFile(outDir, route);
          return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
        },
        loadApiReference(context.siteDir).inventory,
      );
      await mkdir(path.join(outDir, path.dirname(FUZZY_DATA_PATH)), {recursive: true});
      await writeFile(path.join(outDir, FUZZY_DATA_PATH), JSON.stringify(data));
      const siteMap = parseSiteMap(readFileSync(path.join(context.siteDir, SITE_MAP_FILE), 'utf8'));
      await writeFile(path.join(outDir, TITLE_DATA_PATH), JSON.stringify(buildTitleData(titled, siteMap)));

      runPagefind(context.siteDir, outDir);
    },
  };
}
