import type {Navbar} from '@docusaurus/theme-common';

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
    {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
    {
      href: 'https://github.com/dagster-io/dagster',
      position: 'right',
      label: 'GitHub',
      'aria-label': 'Dagster on GitHub',
    },
  ],
} satisfies Omit<Navbar, 'style' | 'items'> & {items: Record<string, unknown>[]};
