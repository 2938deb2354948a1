/**
 * Route shards: the browser's route manifest, split by site section so that its cost stops
 * growing with the site.
 *
 * Docusaurus compiles three generated modules into main.js: `routes.js` (every route, with its
 * component), `routesChunkNames.json` (each route's chunks) and `registry.js` (a loader per chunk).
 * Each page adds to all three, so every reader downloads the manifest of every page (28 KB gzip
 * for 537 routes). Here the page routes of each section (`/guides/...`, `/api/...`) move, with
 * their chunk names and loaders, into a module of their own, loaded by the section's first page.
 * main.js keeps the layout routes and the pages outside a section; the preload that runs before
 * every render (./client/preload.ts) loads the section's shard first and splices its routes into
 * their parent, so React renders the same tree the server rendered.
 *
 * Pure: generated texts in, module texts out (written to disk by the plugin).
 */
/** A route as routes.js declares it, its component kept as the ComponentCreator arguments. */
type RouteData = {path: string; component: {creator: [string, string]}; exact?: boolean; routes?: RouteData[]; [key: string]: unknown};

export type RouteShards = {
  /** The new routes.js, registry.js and routesChunkNames.json for main.js. */
  routes: string;
  registry: string;
  chunkNames: string;
  /** The docs version metadata the browser gets, its sidebars left to the shards (when `sidebars` was given). */
  versionProps?: string;
  /** Shard modules by file name (`guides.js`), and `index.js`, which loads them by section. */
  files: Record<string, string>;
  /** Pages per section, for the build log. */
  sections: Record<string, number>;
};

/**
 * The docs version metadata, whose `version.docsSidebars` holds every sidebar: given, the sidebars
 * are split out, one module each, and a page's shard brings those its pages show.
 */
export type SidebarSplit = {
  /** The metadata's JSON text (`.docusaurus/docusaurus-plugin-content-docs/default/p/*.json`). */
  json: string;
  /** Absolute path of the browser's sidebar store (./client/sidebars.ts). */
  store: string;
};

/** The property that names, on a layout route, the place its section pages are spliced back in. */
export const SHARD_PARENT_KEY = 'shardParent';

/** The section of a page path: its first segment (`/guides/build/x` → `guides`), if it has one. */
export function sectionOf(pathname: string): string | undefined {
  return /^\/([^/]+)/.exec(pathname)?.[1];
}

/** Reads routes.js by running it with a ComponentCreator that records its arguments. */
export function readRoutes(source: string): RouteData[] {
  const body = source.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  const creator = (path: string, hash: string) => ({creator: [path, hash]});
  return new Function('ComponentCreator', body)(creator) as RouteData[];
}

function writeRoutes(routes: readonly RouteData[], indent = '  '): string {
  const items = routes.map((route) => {
    const fields = Object.entries(route).map(([key, value]) => {
      if (key === 'component') {
        const [path, hash] = (value as RouteData['component']).creator;
        return `${indent}  component: ComponentCreator(${JSON.stringify(path)}, ${JSON.stringify(hash)})`;
      }
      if (key === 'routes') return `${indent}  routes: ${writeRoutes(value as RouteData[], `${indent}  `)}`;
      return `${indent}  ${key}: ${JSON.stringify(value)}`;
    });
    return `${indent}{\n${fields.join(',\n')}\n${indent}}`;
  });
  return `[\n${items.join(',\n')}\n${indent.slice(2)}]`;
}

/** `"00a4831d": [() => import(...), "...", require.resolveWeak("...")]` lines of registry.js, by chunk name. */
export function readRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of source.split('\n')) {
    // The last entry shares its line with the closing brace: `...")],};`.
    const entry = /^\s*"([^"]+)": (\[.*\]),?(?:\};)?$/.exec(line);
    if (entry) entries.set(entry[1], entry[2]);
  }
  // A page whose loader is lost would never be compiled for the browser, and the server
  // compilation waits on the browser's copy of every MDX file: the build would hang, not fail.
  const expected = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  if (entries.size !== expected) throw new Error(`registry.js: read ${entries.size} of ${expected} entries; its format has changed`);
  return entries;
}

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

const fileOf = (section: string) => `${section.replace(/[^a-z0-9-]/gi, '_')}.js`;

/**
 * Splits the manifest. A route moves to its section's shard when it is a page (exact, no child
 * routes) under a layout route (never a top-level route such as `/search`) and its path has a
 * section; everything else stays in main.js. `stripRegistryEntry` is applied to every registry
 * entry written (the browser needs no module paths).
 */
export function shardRoutes(
  generated: {routes: string; registry: string; chunkNames: string},
  stripRegistryEntry: (entry: string) => string = (entry) => entry,
  sidebars?: SidebarSplit,
): RouteShards {
  const routes = readRoutes(generated.routes);
  const registry = readRegistry(generated.registry);
  const chunkNames = JSON.parse(generated.chunkNames) as Record<string, unknown>;
  const shards = new Map<string, {parent: string; routes: RouteData[]}[]>();
  let parents = 0;

  const visit = (route: RouteData) => {
    if (!route.routes) return;
    const kept: RouteData[] = [];
    let parentId: string | undefined;
    for (const child of route.routes) {
      const section = sectionOf(child.path);
      if (!child.routes && child.exact && section) {
        parentId ??= `p${parents++}`;
        const parts = shards.get(section) ?? [];
        const part = parts.find((p) => p.parent === parentId) ?? {parent: parentId, routes: []};
        if (!parts.includes(part)) parts.push(part);
        part.routes.push(child);
        shards.set(section, parts);
      } else {
        kept.push(child);
        visit(child);
      }
    }
    if (parentId) route[SHARD_PARENT_KEY] = parentId;
    route.routes = kept;
  };
  routes.forEach(visit);

  const keyOf = (route: RouteData) => `${route.component.creator[0]}-${route.component.creator[1]}`;
  const movedKeys = new Set([...shards.values()].flat().flatMap((part) => part.routes.map(keyOf)));
  const mainChunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !movedKeys.has(key)));
  const usedByMain = new Set(Object.values(mainChunkNames).flatMap(chunkNamesIn));
  const registryLines = (names: Iterable<string>) =>
    [...names].flatMap((name) => (registry.has(name) ? [`  ${JSON.stringify(name)}: ${stripRegistryEntry(registry.get(name)!)},`] : []));

  const files: Record<string, string> = {};
  const sections: Record<string, number> = {};
  const loaders: string[] = [];
  const split = sidebars && splitSidebars(sidebars);
  /** The sidebar modules the given pages show (none when the sidebars are not split). */
  const sidebarFiles = (pages: readonly RouteData[]): string[] =>
    split
      ? [...new Set(pages.flatMap((route) => (typeof route.sidebar === 'string' ? [route.sidebar] : [])))].sort().map((name) => {
          if (!split.files[sidebarFile(name)])
            throw new Error(`route shards: a page shows sidebar "${name}", which the docs metadata lacks`);
          return `./${sidebarFile(name)}`;
        })
      : [];
  for (const [section, parts] of [...shards].sort(([a], [b]) => a.localeCompare(b))) {
    const pages = parts.flatMap((part) => part.routes);
    const ownChunkNames = Object.fromEntries(pages.map((route) => [keyOf(route), chunkNames[keyOf(route)]]));
    const ownChunks = new Set(
      Object.values(ownChunkNames)
        .flatMap(chunkNamesIn)
        .filter((name) => !usedByMain.has(name)),
    );
    files[fileOf(section)] = [
      '// Generated by the route-registry plugin (src/plugins/route-registry/shards.ts): the pages of one section.',
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      "import routesChunkNames from '@generated/routesChunkNames';",
      "import registry from '@generated/registry';",
      ...sidebarFiles(pages).map((file) => `import ${JSON.stringify(file)};`),
      '',
      "// First, so that ComponentCreator below finds each page's chunks.",
      `Object.assign(routesChunkNames, ${JSON.stringify(ownChunkNames)});`,
      `Object.assign(registry, {\n${registryLines(ownChunks).join('\n')}\n});`,
      '',
      `export default [\n${parts.map((part) => `  {parent: ${JSON.stringify(part.parent)}, routes: ${writeRoutes(part.routes, '    ')}}`).join(',\n')}\n];`,
      '',
    ].join('\n');
    sections[section] = pages.length;
    const chunk = `route-shard-${fileOf(section).replace(/\.js$/, '')}`;
    loaders.push(`  ${JSON.stringify(section)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ './${fileOf(section)}'),`);
  }
  // The pages main.js keeps (the home page) load their sidebar as they open: main.js must keep
  // them, since the theme looks the home page up in the route list (its breadcrumbs link to it).
  const keptPages: RouteData[] = [];
  const collect = (route: RouteData) => (route.routes ? route.routes.forEach(collect) : keptPages.push(route));
  routes.forEach(collect);
  const pageSidebars = keptPages.flatMap((page) =>
    sidebarFiles([page]).map((file) => `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(file)}),`),
  );
  files['index.js'] = [
    "// Generated by the route-registry plugin (src/plugins/route-registry/shards.ts): loads a section's pages.",
    `export default {\n${loaders.join('\n')}\n};`,
    '',
    '// The sidebar of each page main.js keeps, loaded when that page opens.',
    `export const pageSidebars = {\n${pageSidebars.join('\n')}\n};`,
    '',
  ].join('\n');

  const mainRegistry = [...registry.keys()].filter((name) => usedByMain.has(name));
  let versionProps: string | undefined;
  if (split && sidebars) {
    Object.assign(files, split.files);
    versionProps = [
      '// Generated by the route-registry plugin (src/plugins/route-registry/shards.ts): the docs version',
      '// metadata without its sidebars, which arrive with the section shards of the pages that show them.',
      `import sidebars from ${JSON.stringify(sidebars.store)};`,
      '',
      `const props = ${JSON.stringify(split.props)};`,
      'props.version.docsSidebars = sidebars;',
      'export default props;',
      '',
    ].join('\n');
  }
  return {
    routes: ["import ComponentCreator from '@docusaurus/ComponentCreator';", '', `export default ${writeRoutes(routes)};`, ''].join('\n'),
    registry: `export default {\n${registryLines(mainRegistry).join('\n')}\n};\n`,
    chunkNames: JSON.stringify(mainChunkNames),
    ...(versionProps !== undefined && {versionProps}),
    files,
    sections,
  };
}

const sidebarFile = (name: string) => `sidebar-${name.replace(/[^a-z0-9-]/gi, '_')}.js`;

/** The metadata without its sidebars, and a module per sidebar that puts it into the store. */
function splitSidebars({json, store}: SidebarSplit): {props: {version: Record<string, unknown>}; files: Record<string, string>} {
  const props = JSON.parse(json) as {version?: {docsSidebars?: Record<string, unknown>}};
  const all = props.version?.docsSidebars;
  if (!props.version || !all)
    throw new Error('route shards: the docs version metadata has no version.docsSidebars; its format has changed');
  const files = Object.fromEntries(
    Object.entries(all).map(([name, items]) => [
      sidebarFile(name),
      [
        `// Generated by the route-registry plugin (src/plugins/route-registry/shards.ts): the "${name}" sidebar.`,
        `import sidebars from ${JSON.stringify(store)};`,
        '',
        `sidebars[${JSON.stringify(name)}] = JSON.parse(${JSON.stringify(JSON.stringify(items))});`,
        '',
      ].join('\n'),
    ]),
  );
  return {props: {...props, version: {...props.version, docsSidebars: {}}}, files};
}
