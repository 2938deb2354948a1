/**
 * Hands the catalog page its cards: library pages' front matter, gathered once the docs
 * have loaded and written as a data module that only the catalog component imports.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {catalogEntries, type LibraryDoc} from './entries';

export const CATALOG_DATA = 'catalog.json';

export default function integrationCatalogPlugin(_context: LoadContext): Plugin {
  return {
    name: 'integration-catalog',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const entries = catalogEntries((docs?.loadedVersions[0]?.docs ?? []) as unknown as LibraryDoc[]);
      await actions.createData(CATALOG_DATA, JSON.stringify(entries));
    },
  };
}
