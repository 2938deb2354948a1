/**
 * Slims what main.js and the webpack runtime carry for every route: the registry loses its
 * server-only module paths (see strip-module-paths.cjs), the site config its server-only page
 * template (strip-ssr-template.cjs), and lazily loaded chunks are named by
 * id (`assets/js/1924.3f2a9c1b.js`) instead of by their route hash, which drops the runtime's map
 * from chunk id to name (one entry per chunk, ~3 KB gzip for this site). Docusaurus's
 * ChunkAssetPlugin, whose runtime map from chunk name to id (~5 KB) only serves viewport
 * prefetching, is left out: links here prefetch on intent, through `preload`, which does not use
 * it (src/client/prefetch-on-intent.ts turns `prefetch` off as soon as the first page hydrates).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function routeRegistryPlugin(): Plugin {
  return {
    name: 'route-registry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (config.mode === 'production') {
        // Relies on a Docusaurus internal class name (config/upstream.ts, written for Docusaurus 3.10.2).
        config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      }
      return {
        ...(config.mode === 'production' && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'strip-module-paths.cjs')}]},
            {test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{loader: path.join(__dirname, 'strip-ssr-template.cjs')}]},
          ],
        },
      };
    },
  };
}
