import type {ThemeConfig} from '@docusaurus/preset-classic';

export const navbar = {
  title: 'Dagster Docs',
  logo: {
    alt: 'Dagster Docs home',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
    {type: 'docSidebar', sidebarId: 'examples', position: 'left', label: 'Examples'},
    {type: 'docSidebar', sidebarId: 'integrations', position: 'left', label: 'Integrations'},
    {type: 'docSidebar', sidebarId: 'dagsterPlus', position: 'left', label: 'Dagster+'},
    {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      // With one published version Docusaurus would render a plain link; these keep it a menu.
      dropdownItemsAfter: [
        {to: '/about/changelog', label: 'Changelog'},
        {to: '/about/releases', label: 'Releases and compatibility'},
      ],
    },
    {
      href: 'https://github.com/dagster-io/dagster',
      position: 'right',
      label: 'GitHub',
      'aria-label': 'Dagster on GitHub',
    },
  ],
} satisfies ThemeConfig['navbar'];
