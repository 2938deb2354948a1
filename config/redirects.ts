/**
 * Old addresses readers and search engines still know, and where they live now. Prefix rules
 * map a whole tree; exact rules map single pages (the Airlift tutorials moved to Migrate).
 */

export type PrefixRedirect = {fromPrefix: string; toPrefix: string};
export type ExactRedirect = {from: string; to: string};

export const PREFIX_REDIRECTS: readonly PrefixRedirect[] = [
  // Longest prefix first: the libraries tree sits inside the old python-api tree.
  {fromPrefix: '/api/python-api/libraries', toPrefix: '/api/libraries'},
  {fromPrefix: '/api/python-api', toPrefix: '/api/dagster'},
];

const AIRLIFT = '/integrations/libraries/airlift';
const MIGRATE = '/guides/migrate/airflow-to-dagster';

export const EXACT_REDIRECTS: readonly ExactRedirect[] = [
  {from: `${AIRLIFT}/airflow-to-dagster`, to: `${MIGRATE}/task-level-migration`},
  ...['setup', 'peer', 'observe', 'migrate', 'decommission'].map((step) => ({
    from: `${AIRLIFT}/airflow-to-dagster/${step}`,
    to: `${MIGRATE}/task-level-migration/${step}`,
  })),
  {from: `${AIRLIFT}/airflow-dag-level-migration`, to: `${MIGRATE}/dag-level-migration`},
  ...['setup', 'peer', 'observe', 'migrate'].map((step) => ({
    from: `${AIRLIFT}/airflow-dag-level-migration/${step}`,
    to: `${MIGRATE}/dag-level-migration/${step}`,
  })),
  {from: `${AIRLIFT}/federation-tutorial`, to: `${MIGRATE}/federation`},
  ...['setup', 'observe', 'federate-execution'].map((step) => ({
    from: `${AIRLIFT}/federation-tutorial/${step}`,
    to: `${MIGRATE}/federation/${step}`,
  })),
  {from: `${AIRLIFT}/operator-migration`, to: `${MIGRATE}/airflow-operator-migration`},
  {from: `${AIRLIFT}/reference`, to: `${MIGRATE}/migration-reference`},
];

/** The old paths that redirect to `to` (the shape @docusaurus/plugin-client-redirects asks for). */
export function redirectsTo(to: string): string[] {
  const exact = EXACT_REDIRECTS.filter((r) => r.to === to).map((r) => r.from);
  const prefixed = PREFIX_REDIRECTS.filter((r) => to === r.toPrefix || to.startsWith(`${r.toPrefix}/`))
    // Each page takes only its most specific rule: /api/libraries/x is not /api/dagster/...
    .slice(0, 1)
    .map((r) => `${r.fromPrefix}${to.slice(r.toPrefix.length)}`);
  return [...exact, ...prefixed];
}
