// @ts-check
// A bare Docusaurus site (classic preset), as create-docusaurus would make it, trimmed.

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Peer',
  url: 'http://127.0.0.1',
  baseUrl: '/',

  future: {
    v4: true,
    faster: true,
  },

  onBrokenLinks: 'throw',

  // The bench page is plain Markdown (this site's .md twin of a guide), not MDX.
  markdown: {format: 'detect'},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.js',
        },
        blog: false,
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Peer',
        items: [
          {
            type: 'docSidebar',
            sidebarId: 'docsSidebar',
            position: 'left',
            label: 'Docs',
          },
        ],
      },
    }),
};

module.exports = config;
