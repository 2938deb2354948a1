import type {ThemeConfig} from '@docusaurus/preset-classic';
import {LATEST_DAGSTER_RELEASE} from './versions';

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
      // One version is published: the menu says so first (it switches nothing), then leads to
      // what readers look for there. With one version Docusaurus would render a plain link.
      dropdownItemsBefore: [
        {
          type: 'html',
          className: 'version-note',
          value: `These docs cover Dagster ${LATEST_DAGSTER_RELEASE}, the only version published here.`,
        },
      ],
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
