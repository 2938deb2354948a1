/**
 * The API reference plugin: validates src/data/api/ when the site loads (failing the build
 * with the file named) and emits the symbol inventory as `/api-symbols.json`.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiDataFiles, loadApiReference} from './load';

export const API_SYMBOLS_FILE = 'api-symbols.json';

export default function apiReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'api-reference',
    configureWebpack() {
      // Pages' compiled MDX depends on this data (generated entries, symbol links), which the
      // bundler's persistent cache cannot see: make the data files invalidate that cache.
      if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return {};
      // A bundler setting the public type lacks (config/upstream.ts, written for Docusaurus 3.10.2).
      return {experiments: {cache: {buildDependencies: apiDataFiles(context.siteDir)}}} as never;
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src/data/api/**/*.yaml')];
    },
    async postBuild({outDir}) {
      const {inventory} = loadApiReference(context.siteDir);
      await writeFile(path.join(outDir, API_SYMBOLS_FILE), `${JSON.stringify(inventory, null, 1)}\n`);
    },
  };
}
