/**
 * Which sidebar a URL belongs to, read from the route tree: the docs plugin gives each doc route
 * a `sidebar` name. Pure; the caller passes the router's path matcher.
 */
export type SidebarRoute = {path?: string | string[]; exact?: boolean; sidebar?: string; routes?: SidebarRoute[]};
export type PathMatcher = (pathname: string, route: {path?: string | string[]; exact?: boolean}) => boolean;

export function sidebarOfPath(routes: readonly SidebarRoute[], pathname: string, matches: PathMatcher): string | undefined {
  for (const route of routes) {
    if (!matches(pathname, {path: route.path, exact: route.exact})) continue;
    if (route.routes) {
      const sidebar = sidebarOfPath(route.routes, pathname, matches);
      if (sidebar) return sidebar;
    } else if (route.sidebar) {
      return route.sidebar;
    }
  }
  return undefined;
}
