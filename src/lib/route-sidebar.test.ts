import {describe, expect, it} from 'vitest';
import {sidebarOfPath, type PathMatcher, type SidebarRoute} from './route-sidebar';

/** Enough of react-router's matchPath for these routes: exact paths, or prefixes. */
const matches: PathMatcher = (pathname, {path, exact}) => {
  const paths = path === undefined ? [] : Array.isArray(path) ? path : [path];
  return paths.some((p) => p === '*' || pathname === p || (!exact && pathname.startsWith(p.endsWith('/') ? p : `${p}/`)));
};

const routes: SidebarRoute[] = [
  {path: '/search', exact: true},
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {path: '/', exact: true, sidebar: 'docs'},
          {path: '/guides/build', exact: true, sidebar: 'docs'},
          {path: '/integrations/libraries/dbt', exact: true, sidebar: 'integrations'},
          {path: '/api/dagster/assets', exact: true, sidebar: 'api'},
          {path: '/dagster-plus/unlisted-page', exact: true},
        ],
      },
    ],
  },
  {path: '*'},
];

describe('sidebarOfPath', () => {
  it("finds the sidebar of a doc page's route", () => {
    expect(sidebarOfPath(routes, '/integrations/libraries/dbt', matches)).toBe('integrations');
    expect(sidebarOfPath(routes, '/api/dagster/assets', matches)).toBe('api');
    expect(sidebarOfPath(routes, '/guides/build', matches)).toBe('docs');
    expect(sidebarOfPath(routes, '/', matches)).toBe('docs');
  });

  it('gives nothing for pages outside any sidebar and for unknown URLs', () => {
    expect(sidebarOfPath(routes, '/search', matches)).toBeUndefined();
    expect(sidebarOfPath(routes, '/dagster-plus/unlisted-page', matches)).toBeUndefined();
    expect(sidebarOfPath(routes, '/no/such/page', matches)).toBeUndefined();
  });
});
