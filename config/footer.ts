import type {ThemeConfig} from '@docusaurus/preset-classic';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Quickstart', to: '/getting-started/quickstart'},
        {label: 'ETL pipeline tutorial', to: '/etl-pipeline-tutorial'},
        {label: 'Concepts', to: '/getting-started/concepts'},
        {label: 'Examples', to: '/examples'},
      ],
    },
    {
      title: 'Reference',
      items: [
        {label: 'API reference', to: '/api'},
        {label: 'Integrations', to: '/integrations/libraries'},
        {label: 'Changelog', to: '/about/changelog'},
        {label: 'Releases and compatibility', to: '/about/releases'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Community', to: '/about/community'},
        {label: 'Contributing', to: '/about/contributing'},
        {label: 'GitHub', href: 'https://github.com/dagster-io/dagster'},
        {label: 'Slack', href: 'https://dagster.io/slack'},
      ],
    },
    {
      title: 'Dagster+',
      items: [
        {label: 'Getting started', to: '/dagster-plus/getting-started'},
        {label: 'Deployment types', to: '/dagster-plus/deployment/deployment-types'},
        {label: 'Pricing', href: 'https://dagster.io/pricing'},
      ],
    },
  ],
  copyright: `Documentation content licensed under Apache 2.0. Dagster is a trademark of Dagster Labs.`,
} satisfies ThemeConfig['footer'];
