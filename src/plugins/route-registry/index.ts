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
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {shardRoutes} from './shards';

const {stripModulePaths} = createRequire(__filename)('./strip-module-paths.cjs') as {stripModulePaths: (source: string) => string};

/**
 * Splits the route manifest into section shards (./shards.ts), written to
 * `.docusaurus/route-shards/`; returns, by generated file, the file main.js gets instead.
 */
function writeRouteShards(generatedDir: string): Record<string, string> {
  const read = (file: string) => readFileSync(path.join(generatedDir, file), 'utf8');
  const shards = shardRoutes(
    {routes: read('routes.js'), registry: read('registry.js'), chunkNames: read('routesChunkNames.json')},
    stripModulePaths,
  );
  const dir = path.join(generatedDir, 'route-shards');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const [file, text] of Object.entries(shards.files)) writeFileSync(path.join(dir, file), text);
  writeFileSync(path.join(dir, 'main-routes.js'), shards.routes);
  writeFileSync(path.join(dir, 'main-registry.js'), shards.registry);
  writeFileSync(path.join(dir, 'main-routesChunkNames.json'), shards.chunkNames);
  return {
    'routes.js': path.join(dir, 'main-routes.js'),
    'registry.js': path.join(dir, 'main-registry.js'),
    'routesChunkNames.json': path.join(dir, 'main-routesChunkNames.json'),
  };
}

/**
 * Loader rules that give the browser bundle the main manifest instead of the whole one, and
 * Docusaurus's preload the shard-aware one (./client/preload.ts). The server bundle is untouched.
 */
function shardManifestRules(files: Record<string, string>): object[] {
  const replaceWith = path.join(__dirname, 'replace-with.cjs');
  const generated = (name: string) => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${name.replace('.', '\\.')}$`);
  return [
    ...Object.entries(files).map(([name, file]) => ({test: generated(name), use: [{loader: replaceWith, options: {file}}]})),
    {
      test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/,
      use: [{loader: replaceWith, options: {reexport: path.join(__dirname, 'client/preload.ts')}}],
    },
  ];
}

export default function routeRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-registry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      let shardRules: object[] = [];
      if (config.mode === 'production') {
        // Relies on a Docusaurus internal class name (config/upstream.ts, written for Docusaurus 3.10.2).
        config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
        // The route manifest by section; Docusaurus's preload is swapped for one that loads a
        // section's shard first (config/upstream.ts). The server bundle keeps the whole manifest.
        shardRules = shardManifestRules(writeRouteShards(context.generatedFilesDir));
      }
      return {
        ...(config.mode === 'production' && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'strip-module-paths.cjs')}]},
            {test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{loader: path.join(__dirname, 'strip-ssr-template.cjs')}]},
            ...shardRules,
          ],
        },
      };
    },
  };
}
