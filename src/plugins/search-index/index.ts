/**
 * Search at build time: after the site is written, Pagefind indexes each page's article
 * (see src/theme/DocItem/Content) into /pagefind/, the fuzzy index data for titles,
 * headings and API symbols goes to /search-index/fuzzy.json, and every page's title,
 * description and keywords to /search-index/titles.json, with the API reference pages' Pagefind
 * page ids (search shows those pages for words without fetching their long text).
 */
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import {gunzipSync} from 'node:zlib';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {buildPageIndex, type PageRecord} from '../page-index/page-index';
import {loadApiReference} from '../api-reference/load';
import {buildFuzzyData} from './fuzzy-data';
import {untilWritten} from './pagefind-files';
import {importEsm} from '../../lib/esm-import';
import {buildTitleData, comparingHeadingsOf, firstPageOf, fragmentRoute, pageIdsOf, type Landing, type TitledDoc} from './titles-data';
import {parseSiteMap, SITE_MAP_FILE} from '../../lib/site-map';

export const FUZZY_DATA_PATH = 'search-index/fuzzy.json';
/** Every page's title, description and search keywords: read on a reader's first search. */
export const TITLE_DATA_PATH = 'search-index/titles.json';

type PagefindApi = typeof import('pagefind');

/** Indexes each built page's article with Pagefind's Node API into /pagefind/. */
async function runPagefind(outDir: string): Promise<void> {
  const pagefind = await importEsm<PagefindApi>('pagefind', 'lib/index.js');
  try {
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
    if (!index) throw new Error(errors.join('\n'));
    const added = await index.addDirectory({path: outDir});
    if (added.errors.length) throw new Error(added.errors.join('\n'));
    const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
    if (written.errors.length) throw new Error(written.errors.join('\n'));
    await untilWritten(path.join(outDir, 'pagefind'));
  } catch (error) {
    throw new Error(`Pagefind failed to index ${outDir}: ${(error as Error).message}`, {cause: error});
  } finally {
    await pagefind.close();
  }
}

/** Each page Pagefind indexed, as [its page id, its route], read from the fragments it wrote. */
async function fragmentRoutes(outDir: string): Promise<[string, string][]> {
  const dir = path.join(outDir, 'pagefind', 'fragment');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.pf_fragment'));
  return Promise.all(
    files.map(async (file): Promise<[string, string]> => {
      const text = gunzipSync(await readFile(path.join(dir, file))).toString('utf8');
      return [file.slice(0, -'.pf_fragment'.length), fragmentRoute(text)];
    }),
  );
}

function htmlFile(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route}.html`);
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  let pages: PageRecord[] = [];
  let titled: (TitledDoc & {id: string})[] = [];
  let landings: Landing[] = [];
  return {
    name: 'search-index',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      pages = buildPageIndex(docs?.loadedVersions.flatMap((v) => v.docs) ?? []);
      // The current version's pages: what the search dialog searches.
      const current = docs?.loadedVersions[0];
      titled = current?.docs ?? [];
      // The pages the navbar's sidebar items open, by their labels.
      const permalinks = new Map(titled.map((doc) => [doc.id, doc.permalink]));
      const navbarItems = (context.siteConfig.themeConfig as {navbar?: {items?: {type?: string; sidebarId?: string; label?: string}[]}})
        .navbar?.items;
      landings = (navbarItems ?? []).flatMap((item) => {
        const sidebar = item.type === 'docSidebar' && item.sidebarId ? current?.sidebars[item.sidebarId] : undefined;
        const path = sidebar && firstPageOf(sidebar, (id) => permalinks.get(id));
        return path && item.label ? [{path, label: item.label}] : [];
      });
    },
    async postBuild({outDir}) {
      // Each page's HTML is read once, for the fuzzy index's headings and the comparing headings.
      const html = new Map<string, string | undefined>();
      const htmlOf = (route: string) => {
        if (!html.has(route)) {
          const file = htmlFile(outDir, route);
          html.set(route, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
        }
        return html.get(route);
      };
      const data = buildFuzzyData(pages, htmlOf, loadApiReference(context.siteDir).inventory);
      await mkdir(path.join(outDir, path.dirname(FUZZY_DATA_PATH)), {recursive: true});
      await writeFile(path.join(outDir, FUZZY_DATA_PATH), JSON.stringify(data));
      await runPagefind(outDir);

      const siteMap = parseSiteMap(readFileSync(path.join(context.siteDir, SITE_MAP_FILE), 'utf8'));
      const titleData = buildTitleData(titled, siteMap, landings);
      titleData.pageIds = pageIdsOf(await fragmentRoutes(outDir), titleData.pages);
      titleData.comparingHeadings = comparingHeadingsOf(titleData.pages, htmlOf);
      await writeFile(path.join(outDir, TITLE_DATA_PATH), JSON.stringify(titleData));
    },
  };
}
