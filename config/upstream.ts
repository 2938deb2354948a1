/**
 * Every place this site reaches into Docusaurus beyond its public, documented API, with the
 * version it was written against and why it exists. `tests/unit/upstream.test.ts` fails when an
 * installed @docusaurus package leaves that version, or when what a place relies on is gone, so
 * an upgrade starts by reviewing this list.
 */

/** The Docusaurus release every entry below was written and checked against. */
export const DOCUSAURUS_VERSION = '3.10.2';

export type UpstreamTouch = {
  /** Where in this repository. */
  where: string;
  /** What of Docusaurus's it relies on: a module path, an export, a class name. */
  relies: string;
  /** Why the public API was not enough. */
  why: string;
};

export const UPSTREAM_TOUCHES: readonly UpstreamTouch[] = [
  {
    where: 'src/plugins/code-highlight/index.ts',
    relies: '@docusaurus/theme-classic/lib/prism-include-languages (module, aliased to nothing)',
    why: 'code is highlighted on the server; the theme would otherwise ship Prism and its languages to every page',
  },
  {
    where: 'src/plugins/route-registry/index.ts',
    relies: 'ChunkAssetPlugin (the client webpack plugin, dropped by constructor name); .docusaurus/registry.js (rewritten by a loader)',
    why: 'its chunk-name map serves only viewport prefetching, which this site replaces with prefetch on intent; the registry carries server-only module paths',
  },
  {
    where: 'src/plugins/route-registry/index.ts, src/plugins/route-registry/shards.ts, src/plugins/route-registry/client/preload.ts',
    relies:
      "the format of .docusaurus/routes.js, registry.js and routesChunkNames.json, the requests '@generated/routes', '@generated/registry', '@generated/routesChunkNames', and @docusaurus/core/lib/client/preload.js (imported as './preload', replaced in the client bundle)",
    why: 'Docusaurus compiles the whole route manifest into main.js, so every reader pays for every page; split by section, its cost stops growing with the site',
  },
  {
    where: 'src/plugins/route-registry/index.ts, src/plugins/route-registry/shards.ts, src/plugins/route-registry/client/sidebars.ts',
    relies:
      'the docs version metadata (.docusaurus/docusaurus-plugin-content-docs/default/p/*.json, `version.docsSidebars`), read in the browser only as `versionMetadata.docsSidebars[sidebarName]` (plugin-content-docs client/docsUtils.js); the theme finding the home page in @generated/routes (theme-common useHomePageRoute)',
    why: 'every doc page loaded all five sidebars (11 KB gzip); each now loads the one it shows, with its section. The home page stays in main.js because the breadcrumbs look it up there',
  },
  {
    where: 'src/plugins/route-registry/index.ts, src/plugins/route-registry/client/tslib-interop.ts',
    relies: "the tslib helpers @docusaurus packages' CommonJS code calls (`__importDefault`, `__importStar`)",
    why: 'one `__importDefault` call in the browser bundle pulled in all of tslib (4 KB gzip of main.js)',
  },
  {
    where: 'src/theme/Tabs/index.tsx',
    relies: '@docusaurus/theme-common/internal: useScrollPositionBlocker, useTabsContextValue, useTabs, sanitizeTabsChildren, TabsProvider',
    why: 'an eject of theme-classic Tabs (unsafe to swizzle), changed so every panel is in the HTML and a stored choice shows before the app starts',
  },
  {
    where: 'src/theme/TOCItems/index.tsx',
    relies: '@theme-original/TOCItems and its `toc` prop (a flat list of {id, value, level}, value being HTML)',
    why: 'a wrapper that puts break opportunities into long identifiers; theme-classic does not list TOCItems as safe to swizzle',
  },
  // Theme components theme-classic does not mark safe to swizzle (its getSwizzleConfig lists them
  // not at all): each depends on the original's props or markup staying as they are.
  {
    where: 'src/theme/ContentVisibility/Unlisted/index.tsx',
    relies: '@theme/ContentVisibility/Unlisted, rendered by the theme on unlisted pages (the banner and its noindex meta)',
    why: 'unlisted means kept out of sidebars, search and the sitemap, not a warning to readers; the noindex meta stays',
  },
  {
    where: 'src/theme/DocItem/Content/index.tsx',
    relies: '@theme/DocItem/Content: its children (the MDX content), useDoc() metadata, and the markdown wrapper classes',
    why: 'marks the article for Pagefind (body, section filter, description) and leaves unlisted pages unindexed',
  },
  {
    where: 'src/theme/DocItem/TOC/Mobile/index.tsx',
    relies: "@theme-original/DocItem/TOC/Mobile (wrapped, no props), rendered by the theme's DocItem/Layout above the article's content",
    why: "on a phone the page's title comes first: the layout's copy renders nothing and DocItem/Content renders it under the title",
  },
  {
    where: 'src/theme/DocItem/Footer/index.tsx',
    relies: '@theme-original/DocItem/Footer (wrapped, no props)',
    why: 'the feedback control goes after the edit link and last update',
  },
  {
    where: 'src/theme/DocItem/Layout/index.tsx',
    relies: '@theme-original/DocItem/Layout and its props (wrapped)',
    why: 'the "Copy page" menu, and `hide_sidebar` front matter for full-width pages',
  },
  {
    where: 'src/theme/DocItem/Metadata/index.tsx',
    relies: '@theme-original/DocItem/Metadata (wrapped)',
    why: "each page's social card and article type, after the theme's own meta tags",
  },
  {
    where: 'src/theme/LastUpdated/index.tsx',
    relies: "@theme/LastUpdated's props (lastUpdatedAt, lastUpdatedBy) and ThemeClassNames.common.lastUpdated",
    why: "the date is formatted without Intl, so the server's and the browser's text agree",
  },
  {
    where: 'src/theme/NavbarItem/DocSidebarNavbarItem.tsx, src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx',
    relies:
      "@theme/NavbarItem/DocSidebarNavbarItem's and DocsVersionDropdownNavbarItem's props, rendered through DefaultNavbarItem and DropdownNavbarItem",
    why: "the classic items read the docs plugin's list of every doc, which is kept out of main.js (src/plugins/docs-content)",
  },
  {
    where: 'src/theme/NotFound/Content/index.tsx',
    relies: "@theme/NotFound/Content, rendered inside the theme's NotFound page",
    why: 'the 404 page names the address asked for and suggests the nearest pages',
  },
  {
    where: 'src/plugins/api-reference/index.ts',
    relies: 'the bundler config `experiments.cache.buildDependencies` (typed as never)',
    why: 'the persistent build cache must be invalidated when the API data files change; the public type has no such field',
  },
  {
    where: 'tests/unit/catalog.test.ts, tests/unit/sidebars.test.ts',
    relies: '@docusaurus/core/lib/server/site.js: loadSite',
    why: 'the tests load the real site (docs, sidebars) without a build; Docusaurus exports no public loader',
  },
];
