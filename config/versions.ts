/** The one docs version we publish; Docusaurus exposes it as the spec's version record. */
export const LATEST_DAGSTER_RELEASE = '1.10.15';

export const docsVersions = {
  current: {
    label: `Latest (${LATEST_DAGSTER_RELEASE})`,
    path: '',
    banner: 'none',
    badge: false,
    noIndex: false,
    className: 'docs-version-latest',
  },
} as const;
