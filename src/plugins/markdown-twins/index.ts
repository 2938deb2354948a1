/**
 * Markdown for readers' tools (AI assistants, scripts): every doc gets a Markdown twin at its
 * route plus `.md` (`/guides/build/assets.md`, `/index.md` for `/`), and the site gets
 * `/llms.txt` (an index of the twins, in sidebar order) and `/llms-full.txt` (all of them).
 * Unlisted pages get a twin but stay out of both llms files.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {apiReferenceFor} from '../api-reference/load';
import {symbolLookupFor} from '../api-reference/remark-symbol-links';
import {catalogEntries, type LibraryDoc} from '../integration-catalog/entries';
import {FileCache, hashOf, versionOf} from '../shared/file-cache';
import {MarkdownTwinError, pageToMarkdown} from './to-markdown';
import {readSnippet} from '../../lib/snippets';
import {llmsSections, renderLlmsFull, renderLlmsTxt, twinPath, type LlmsPage, type SidebarNode} from './llms';

export const LLMS_FILE = 'llms.txt';
/** The code that turns a page into its twin, and the lock file: what the twin cache is valid for. */
/** The code a cached twin was made by: a change to any of it makes every twin afresh. */
const CONVERTER_FILES = [
  'src/plugins/markdown-twins/to-markdown.ts',
  'src/plugins/install-tabs/remark-install-tabs.ts',
  'src/plugins/community-notice/remark-community-notice.ts',
  'src/plugins/api-reference/remark-symbol-links.ts',
  'src/plugins/shared/jsx-attributes.ts',
  'src/lib/api/inventory.ts',
  'src/lib/community.ts',
  'src/lib/catalog.ts',
  'package-lock.json',
];
export const LLMS_FULL_FILE = 'llms-full.txt';

const LLMS_DETAILS =
  'Every link below is the Markdown version of a documentation page; append `.md` to any page URL ' +
  '(`/index.md` for the home page) to get the same. `/llms-full.txt` holds all of these pages in one file. ' +
  'Code samples target Dagster 1.10 and use `import dagster as dg`.';

/** Twins are written for every version's docs; the llms files describe the current version. */
type Loaded = {docs: DocMetadata[]; current: DocMetadata[]; sidebars: Record<string, readonly SidebarNode[]>};

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  const baseUrl = siteConfig.baseUrl;
  // Internal links and llms.txt entries are absolute: these files are read away from the site.
  const siteUrl = `${siteConfig.url.replace(/\/$/, '')}${baseUrl.replace(/\/$/, '')}`;
  const routeOf = (doc: DocMetadata) => `/${doc.permalink.slice(baseUrl.length)}`;
  let loaded: Loaded = {docs: [], current: [], sidebars: {}};

  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!content) throw new Error('markdown-twins: the docs plugin loaded no content');
      loaded = {
        docs: content.loadedVersions.flatMap((version) => version.docs),
        current: content.loadedVersions[0]?.docs ?? [],
        sidebars: content.loadedVersions[0]?.sidebars ?? {},
      };
    },
    async postBuild({outDir}) {
      const {docs, current, sidebars} = loaded;
      // loadApiReference, memoized: the remark plugins have usually loaded it in this process already.
      const apiPages = new Map(apiReferenceFor(siteDir).pages.map((page) => [page.route, page.data]));
      const titles = new Map(docs.map((doc) => [routeOf(doc), doc.title]));
      const titleOf = (route: string) => {
        const title = titles.get(route);
        if (title === undefined) throw new MarkdownTwinError(`API data links to ${route}, which no page serves`);
        return title;
      };
      const catalog = catalogEntries(docs as unknown as LibraryDoc[]);
      // A page's twin is a function of its source, route, front matter, the catalog and the API
      // inventory its inline code links to (and, for API pages, of the API data and other pages'
      // titles: those are always converted afresh).
      const cache = new FileCache(
        path.join(siteDir, 'node_modules', '.cache', 'markdown-twins'),
        versionOf(CONVERTER_FILES.map((file) => path.join(siteDir, file))),
      );
      const symbols = symbolLookupFor(siteDir);
      const sharedInputsKey = hashOf(
        JSON.stringify(catalog),
        siteUrl,
        JSON.stringify(apiReferenceFor(siteDir).inventory.map((entry) => [entry.symbol, entry.name, entry.url])),
      );
      const snippet = (ref: string) => readSnippet(siteDir, ref);

      const sources = await Promise.all(docs.map((doc) => readFile(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8')));
      // Timed alone: other plugins' postBuild work (Pagefind, Python checks) shares this thread.
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      // Keyed by route: doc ids repeat across docs versions, routes do not.
      const twins = new Map<string, string>();
      docs.forEach((doc, i) => {
        const route = routeOf(doc);
        const api = apiPages.get(route);
        const convert = () =>
          pageToMarkdown(sources[i], {
            siteUrl,
            route,
            frontMatter: doc.frontMatter,
            catalog,
            snippet,
            symbols,
            ...(api && {api: {data: api, titleOf}}),
          });
        try {
          // The samples a page includes are part of what its twin is made of.
          const samples = [...sources[i].matchAll(/(?:^|\s)file=(\S+)/gm)].map((m) => snippet(m[1].replace(/^\//, '')));
          twins.set(
            route,
            api ? convert() : cache.through([sharedInputsKey, route, JSON.stringify(doc.frontMatter), sources[i], ...samples], convert),
          );
        } catch (error) {
          throw new Error(`markdown-twins: ${doc.source.replace(/^@site\//, '')}: ${(error as Error).message}`, {cause: error});
        }
      });
      const cpu = process.cpuUsage(cpuBefore);
      cache.prune();
      const timing = `${((performance.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`;
      const twinOf = (route: string) => {
        const twin = twins.get(route);
        if (twin === undefined) throw new Error(`markdown-twins: no twin for ${route}`);
        return twin;
      };

      const pages = current.map((doc): LlmsPage => ({
        id: doc.id,
        route: routeOf(doc),
        title: doc.title,
        description: doc.description,
        unlisted: doc.unlisted,
      }));
      const sections = llmsSections(sidebars, pages);
      const intro = {title: siteConfig.title, summary: siteConfig.tagline, details: LLMS_DETAILS};
      const files = new Map<string, string>([
        ...[...twins].map(([route, twin]): [string, string] => [twinPath(route), twin]),
        [`/${LLMS_FILE}`, renderLlmsTxt(intro, sections, siteUrl)],
        [`/${LLMS_FULL_FILE}`, renderLlmsFull(sections, (page) => twinOf(page.route))],
      ]);

      const taken = [...files.keys()].filter((file) => existsSync(path.join(outDir, file)));
      if (taken.length) {
        throw new Error(
          `markdown-twins: the build already has ${taken.join(', ')} (from static/?); remove it so the generated file can be written`,
        );
      }
      const dirs = new Set([...files.keys()].map((file) => path.dirname(path.join(outDir, file))));
      await Promise.all([...dirs].map((dir) => mkdir(dir, {recursive: true})));
      await Promise.all([...files].map(([file, text]) => writeFile(path.join(outDir, file), text)));
      console.info(
        `[markdown-twins] wrote ${docs.length} Markdown twins (${cache.hits} from cache), ${LLMS_FILE} and ${LLMS_FULL_FILE}; converting the pages took ${timing}`,
      );
    },
  };
}
