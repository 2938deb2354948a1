/**
 * Emits `/page-index.json`: one record per doc, derived from the docs plugin's loaded
 * metadata so it can never drift from what the site serves.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {buildPageIndex, type PageRecord} from './page-index';

export const PAGE_INDEX_FILE = 'page-index.json';

export default function pageIndexPlugin(_context: LoadContext): Plugin {
  let records: PageRecord[] = [];
  return {
    name: 'page-index',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('page-index: the docs plugin loaded no content');
      records = buildPageIndex(docsContent.loadedVersions.flatMap((version) => version.docs));
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, PAGE_INDEX_FILE), `${JSON.stringify(records, null, 1)}\n`);
    },
  };
}
