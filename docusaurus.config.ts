import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {docsVersions} from './config/versions';
import {transformItems} from './src/sidebars/items-generator';
import {redirectsTo} from './config/redirects';
import {ssrTemplate} from './config/ssr-template';
import docsContentPlugin from './src/plugins/docs-content';
import pageIndexPlugin from './src/plugins/page-index';
import apiReferencePlugin from './src/plugins/api-reference';
import searchIndexPlugin from './src/plugins/search-index';
import integrationCatalogPlugin from './src/plugins/integration-catalog';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import socialCardsPlugin, {type SocialCardsOptions} from './src/plugins/social-cards';
import codeHighlightPlugin, {type CodeHighlightOptions} from './src/plugins/code-highlight';
import routeRegistryPlugin from './src/plugins/route-registry';
import siteMapRoutesPlugin from './src/plugins/site-map-routes';
import {editUrlFor, repository} from './config/repository';
import hostingPlugin from './src/plugins/hosting';
import fontsPlugin from './src/plugins/fonts';
import remarkApiEntries from './src/plugins/api-reference/remark-api-entries';
import remarkSymbolLinks from './src/plugins/api-reference/remark-symbol-links';
import remarkDiagrams from './src/plugins/diagrams/remark-diagrams';
import remarkSnippets from './src/plugins/snippets/remark-snippets';
import remarkInstallTabs from './src/plugins/install-tabs/remark-install-tabs';
import remarkCommunityNotice from './src/plugins/community-notice/remark-community-notice';
import rehypeTableCells from './src/plugins/search-index/rehype-table-cells';
import rehypeTableScroll from './src/plugins/tables/rehype-table-scroll';

/**
 * The navbar draws its logo from a data: URL, so the first paint waits for no image request (on a
 * slow link each request before it costs a round trip); the file stays the social cards' source.
 */
const navbarLogo = `data:image/svg+xml;base64,${readFileSync(join(__dirname, 'static', navbar.logo.src)).toString('base64')}`;

const docsOptions = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarCollapsed: true,
  lastVersion: 'current',
  versions: docsVersions,
  editUrl: editUrlFor(repository),
  showLastUpdateTime: true,
  beforeDefaultRemarkPlugins: [
    remarkInstallTabs,
    remarkCommunityNotice,
    [remarkSnippets, {siteDir: __dirname}],
    [remarkApiEntries, {siteDir: __dirname}],
    [remarkSymbolLinks, {siteDir: __dirname}],
    remarkDiagrams,
  ],
  rehypePlugins: [rehypeTableCells, rehypeTableScroll],
  async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
    const items = await defaultSidebarItemsGenerator(args);
    return transformItems(items, args.item.dirName, args.docs);
  },
} satisfies DocsOptions;

const config = {
  title: 'Dagster Docs',
  tagline: 'Build, run and observe data pipelines as software-defined assets.',
  favicon: 'img/favicon.svg',
  url: 'https://docs.dagster.io',
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'dagster-io',
  projectName: 'dagster',

  ssrTemplate,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // Stable `## Heading {#id}` anchors, which other pages link to.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
  },
  future: {
    v4: true,
    faster: true,
  },
  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: {},
        theme: {customCss: ['./src/css/custom.css', './src/css/design.css']},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],
  clientModules: ['./src/client/prefetch-on-intent.ts', './src/client/reveal-sidebar-item.ts'],
  plugins: [
    [docsContentPlugin, docsOptions],
    pageIndexPlugin,
    apiReferencePlugin,
    searchIndexPlugin,
    integrationCatalogPlugin,
    markdownTwinsPlugin,
    [socialCardsPlugin, {logo: navbar.logo.src} satisfies SocialCardsOptions],
    [codeHighlightPlugin, {light: prismThemes.vsLight, dark: prismThemes.vsDark} satisfies CodeHighlightOptions],
    routeRegistryPlugin,
    siteMapRoutesPlugin,
    hostingPlugin,
    fontsPlugin,
    ['@docusaurus/plugin-client-redirects', {createRedirects: redirectsTo}],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
      disableSwitch: false,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    navbar: {...navbar, logo: {...navbar.logo, src: navbarLogo}},
    footer,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
