import {describe, expect, it} from 'vitest';
import {readRegistry, readRoutes, sectionOf, shardRoutes} from './shards';

// The three generated modules, in the format Docusaurus 3.10.2 writes them, for a site with two
// sections and a page outside any section.
const generated = {
  routes: `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 'be6'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'a4b'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'efa'),
        routes: [
          {
            path: '/api/assets',
            component: ComponentCreator('/api/assets', '111'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/guides',
            component: ComponentCreator('/guides', '222'),
            exact: true,
            sidebar: "guides"
          },
          {
            path: '/guides/schedules',
            component: ComponentCreator('/guides/schedules', '333'),
            exact: true,
            sidebar: "guides"
          },
          {
            path: '/',
            component: ComponentCreator('/', '444'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`,
  registry: `export default {
  "aaa": [() => import(/* webpackChunkName: "aaa" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "bbb": [() => import(/* webpackChunkName: "bbb" */ "@site/docs/api/assets.mdx"), "@site/docs/api/assets.mdx", require.resolveWeak("@site/docs/api/assets.mdx")],
  "ccc": [() => import(/* webpackChunkName: "ccc" */ "@site/docs/guides/index.mdx"), "@site/docs/guides/index.mdx", require.resolveWeak("@site/docs/guides/index.mdx")],
  "ddd": [() => import(/* webpackChunkName: "ddd" */ "@site/docs/guides/schedules.mdx"), "@site/docs/guides/schedules.mdx", require.resolveWeak("@site/docs/guides/schedules.mdx")],
  "eee": [() => import(/* webpackChunkName: "eee" */ "@site/docs/index.mdx"), "@site/docs/index.mdx", require.resolveWeak("@site/docs/index.mdx")],
  "fff": [() => import(/* webpackChunkName: "fff" */ "@theme/DocRoot"), "@theme/DocRoot", require.resolveWeak("@theme/DocRoot")],};
`,
  chunkNames: JSON.stringify({
    '/search-be6': {__comp: 'aaa'},
    '/-a4b': {__comp: 'fff'},
    '/-efa': {__comp: 'fff'},
    '/api/assets-111': {__comp: 'aaa', content: 'bbb'},
    '/guides-222': {__comp: 'aaa', content: 'ccc'},
    '/guides/schedules-333': {__comp: 'aaa', content: 'ddd'},
    '/-444': {__comp: 'aaa', content: 'eee'},
  }),
};

/** Runs a generated module's text with stand-ins for its imports and returns its default export. */
function run(text: string, imports: Record<string, unknown>): unknown {
  const names = Object.keys(imports);
  const body = text.replace(/^import (?:\w+ from )?(['"])[^'"]+\1;$/gm, '').replace(/^export default /m, 'return ');
  return new Function(...names, 'require', body)(...names.map((n) => imports[n]), {resolveWeak: (p: string) => p});
}

const creator = (path: string, hash: string) => ({creator: [path, hash]});

describe('shardRoutes', () => {
  const result = shardRoutes(generated, (entry) => entry.replace(/, "[^"]+", require/, ', "", require'));

  it('keeps in main.js the layout routes, top-level routes and pages outside a section, marking where pages go back', () => {
    const routes = run(result.routes, {ComponentCreator: creator}) as {
      path: string;
      routes?: {path: string; routes?: unknown[]; shardParent?: string}[];
    }[];
    expect(routes.map((r) => r.path)).toEqual(['/search', '/', '*']);
    const layout = routes[1].routes![0];
    expect(layout).toMatchObject({path: '/', shardParent: 'p0', routes: [{path: '/', component: {creator: ['/', '444']}, exact: true}]});
    expect(Object.keys(JSON.parse(result.chunkNames) as object)).toEqual(['/search-be6', '/-a4b', '/-efa', '/-444']);
    // Chunks main.js routes use stay; a page's own content moves with it.
    expect([...readRegistry(result.registry).keys()]).toEqual(['aaa', 'eee', 'fff']);
    expect(result.registry).not.toContain('@site/docs/index.mdx"), "@site');
  });

  it("moves each section's pages, their chunk names and their loaders into one shard", () => {
    expect(result.sections).toEqual({api: 1, guides: 2});
    const chunkNames: Record<string, unknown> = {};
    const registry: Record<string, unknown> = {};
    const parts = run(result.files['guides.js'], {ComponentCreator: creator, routesChunkNames: chunkNames, registry}) as {
      parent: string;
      routes: {path: string; sidebar: string}[];
    }[];
    expect(parts).toEqual([
      {
        parent: 'p0',
        routes: [
          {path: '/guides', component: {creator: ['/guides', '222']}, exact: true, sidebar: 'guides'},
          {path: '/guides/schedules', component: {creator: ['/guides/schedules', '333']}, exact: true, sidebar: 'guides'},
        ],
      },
    ]);
    expect(Object.keys(chunkNames)).toEqual(['/guides-222', '/guides/schedules-333']);
    expect(Object.keys(registry)).toEqual(['ccc', 'ddd']);
    expect((registry.ccc as unknown[])[1]).toBe('');
  });

  it("writes an index that loads each section's shard as its own chunk", () => {
    expect(result.files['index.js']).toContain(`"api": () => import(/* webpackChunkName: "route-shard-api" */ './api.js')`);
    expect(result.files['index.js']).toContain(`"guides": () => import(/* webpackChunkName: "route-shard-guides" */ './guides.js')`);
    expect(Object.keys(result.files).sort()).toEqual(['api.js', 'guides.js', 'index.js']);
    expect(result.versionProps).toBeUndefined();
  });
});

describe('shardRoutes with the docs sidebars split', () => {
  const versionJson = JSON.stringify({
    version: {
      pluginId: 'default',
      label: 'Latest',
      docsSidebars: {
        api: [{type: 'link', href: '/api/assets', label: 'Assets'}],
        guides: [{type: 'link', href: '/guides', label: 'Guides'}],
      },
    },
  });
  const split = {json: versionJson, store: '/site/client/sidebars.ts'};
  // The home page shows a sidebar here, as on the site.
  const withHomeSidebar = {
    ...generated,
    routes: generated.routes.replace(
      `ComponentCreator('/', '444'),\n            exact: true`,
      `ComponentCreator('/', '444'),\n            exact: true,\n            sidebar: "guides"`,
    ),
  };
  const result = shardRoutes(withHomeSidebar, undefined, split);

  it('gives each sidebar a module that puts it into the store', () => {
    const store: Record<string, unknown> = {};
    run(result.files['sidebar-guides.js'], {sidebars: store});
    expect(store).toEqual({guides: [{type: 'link', href: '/guides', label: 'Guides'}]});
  });

  it('brings with each shard the sidebars its pages show, and no other', () => {
    expect(result.files['guides.js']).toContain(`import "./sidebar-guides.js";`);
    expect(result.files['guides.js']).not.toContain('sidebar-api');
    expect(result.files['api.js']).toContain(`import "./sidebar-api.js";`);
  });

  it('loads the sidebar of a page main.js keeps as that page opens, not with main.js', () => {
    expect(result.files['index.js']).toContain(`export const pageSidebars = {\n  "/": () => import("./sidebar-guides.js"),\n};`);
    expect(result.versionProps).not.toContain('sidebar-guides');
  });

  it('gives the browser the version metadata with the store for its sidebars', () => {
    const store: Record<string, unknown> = {};
    const props = run(result.versionProps!, {sidebars: store}) as {version: {label: string; docsSidebars: unknown}};
    expect(props.version.label).toBe('Latest');
    expect(props.version.docsSidebars).toBe(store);
    expect(result.versionProps).toContain(`import sidebars from "/site/client/sidebars.ts";`);
    expect(result.versionProps).not.toContain('Assets');
  });

  it('fails on a page whose sidebar the metadata lacks, and on metadata without sidebars', () => {
    const noApi = JSON.stringify({version: {docsSidebars: {guides: []}}});
    expect(() => shardRoutes(generated, undefined, {...split, json: noApi})).toThrow(
      'a page shows sidebar "api", which the docs metadata lacks',
    );
    expect(() => shardRoutes(generated, undefined, {...split, json: '{"version":{}}'})).toThrow('has no version.docsSidebars');
  });
});

describe('readRegistry', () => {
  it('reads every entry, the last one sharing its line with the closing brace, and fails on one it cannot read', () => {
    expect([...readRegistry(generated.registry).keys()]).toEqual(['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff']);
    // A lost loader would leave a page uncompiled for the browser, and the build waiting on it.
    const odd = generated.registry.replace('"bbb": [', '"bbb":\n  [');
    expect(() => readRegistry(odd)).toThrow('registry.js: read 5 of 6 entries; its format has changed');
  });
});

describe('sectionOf and readRoutes', () => {
  it('take the first path segment as the section, and read routes.js as data', () => {
    expect([sectionOf('/guides/build/x'), sectionOf('/guides'), sectionOf('/')]).toEqual(['guides', 'guides', undefined]);
    expect(readRoutes(generated.routes)[0]).toEqual({path: '/search', component: {creator: ['/search', 'be6']}, exact: true});
  });
});
