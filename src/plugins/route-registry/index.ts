/**
 * Slims what main.js and the webpack runtime carry for every route: the registry loses its
 * server-only module paths (see strip-module-paths.cjs), the site config its server-only page
 * template (strip-ssr-template.cjs), and lazily loaded chunks are named by
 * id (`assets/js/1924.3f2a9c1b.js`) instead of by their route hash, which drops the runtime's map
 * from chunk id to name (one entry per chunk, ~3 KB gzip for this site). Docusaurus's
 * ChunkAssetPlugin, whose runtime map from chunk name to id (~5 KB) only serves viewport
 * prefetching, is left out: links here prefetch on intent, through `preload`, which does not use
 * it (src/client/prefetch-on-intent.ts turns `prefetch` off as soon as the first page hydrates).
 * The route manifest goes by section (./shards.ts), and with it the docs sidebars: each page
 * loads the sidebar it shows, not all five. Docusaurus's packages get tslib's two import helpers
 * instead of all of tslib (./client/tslib-interop.ts).
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {shardRoutes} from './shards';

const {stripModulePaths} = createRequire(__filename)('./strip-module-paths.cjs') as {stripModulePaths: (source: string) => string};

/**
 * The docs version metadata, which holds every sidebar: the one JSON file of the docs plugin's
 * route props with `version.docsSidebars` (this site has one docs version; more would need a
 * sidebar store per version, so they fail the build rather than mix).
 */
function versionPropsFile(generatedDir: string): string | undefined {
  const propsDir = path.join(generatedDir, 'docusaurus-plugin-content-docs', 'default', 'p');
  if (!existsSync(propsDir)) return undefined;
  const found = readdirSync(propsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(propsDir, file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.startsWith('{"version":{') && text.includes('"docsSidebars":');
    });
  if (found.length > 1) throw new Error(`route shards: ${found.length} docs versions carry sidebars; the split is written for one`);
  return found[0];
}

/** A generated file (relative to `.docusaurus/`) and the file the browser bundle gets instead. */
type Replacement = {generated: string; file: string; jsonToModule?: boolean};

/**
 * Splits the route manifest into section shards (./shards.ts), written to
 * `.docusaurus/route-shards/`; returns, by generated file, the file main.js gets instead.
 */
function writeRouteShards(generatedDir: string): Replacement[] {
  const read = (file: string) => readFileSync(path.join(generatedDir, file), 'utf8');
  const dir = path.join(generatedDir, 'route-shards');
  const propsFile = versionPropsFile(generatedDir);
  const shards = shardRoutes(
    {routes: read('routes.js'), registry: read('registry.js'), chunkNames: read('routesChunkNames.json')},
    stripModulePaths,
    propsFile ? {json: readFileSync(propsFile, 'utf8'), store: path.join(__dirname, 'client', 'sidebars.ts')} : undefined,
  );
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const [file, text] of Object.entries(shards.files)) writeFileSync(path.join(dir, file), text);
  writeFileSync(path.join(dir, 'main-routes.js'), shards.routes);
  writeFileSync(path.join(dir, 'main-registry.js'), shards.registry);
  writeFileSync(path.join(dir, 'main-routesChunkNames.json'), shards.chunkNames);
  const replaced: Replacement[] = [
    {generated: 'routes.js', file: path.join(dir, 'main-routes.js')},
    {generated: 'registry.js', file: path.join(dir, 'main-registry.js')},
    {generated: 'routesChunkNames.json', file: path.join(dir, 'main-routesChunkNames.json')},
  ];
  if (propsFile && shards.versionProps) {
    writeFileSync(path.join(dir, 'version-props.js'), shards.versionProps);
    replaced.push({generated: path.relative(generatedDir, propsFile), file: path.join(dir, 'version-props.js'), jsonToModule: true});
  }
  return replaced;
}

/**
 * Loader rules that give the browser bundle the main manifest instead of the whole one, and
 * Docusaurus's preload the shard-aware one (./client/preload.ts). The server bundle is untouched.
 */
function shardManifestRules(replacements: Replacement[]): object[] {
  const replaceWith = path.join(__dirname, 'replace-with.cjs');
  const generated = (name: string) =>
    new RegExp(
      `[\\\\/]\\.docusaurus[\\\\/]${name
        .split(/[\\\\/]/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\\\/]')}$`,
    );
  return [
    ...replacements.map(({generated: name, file, jsonToModule}) => ({
      test: generated(name),
      ...(jsonToModule && {type: 'javascript/auto'}),
      use: [{loader: replaceWith, options: {file}}],
    })),
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
            // Docusaurus's packages ask tslib for its import helpers only (client/tslib-interop.ts).
            {
              test: /[\\/]node_modules[\\/]@docusaurus[\\/]/,
              resolve: {alias: {tslib$: path.join(__dirname, 'client', 'tslib-interop.ts')}},
            },
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'strip-module-paths.cjs')}]},
            {test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{loader: path.join(__dirname, 'strip-ssr-template.cjs')}]},
            ...shardRules,
          ],
        },
      };
    },
  };
}
