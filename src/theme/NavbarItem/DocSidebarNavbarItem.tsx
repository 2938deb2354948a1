/**
 * The navbar's link to a sidebar (Docs, Examples, Integrations, Dagster+, API), marked active on
 * that sidebar's pages. The classic theme finds the current page in the docs plugin's global
 * list of every doc; this reads the sidebar from the matched route, which the route manifest
 * already carries, so that list stays out of main.js (src/plugins/docs-content).
 */
import type {ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {sidebarOfPath, type PathMatcher, type SidebarRoute} from '@site/src/lib/route-sidebar';

const matches: PathMatcher = (pathname, route) => matchPath(pathname, route) !== null;

/** Five navbar items ask on every render; the answer only changes with the URL. */
const sidebarByPath = new Map<string, string | undefined>();
function useCurrentSidebar(): string | undefined {
  const {pathname} = useLocation();
  if (!sidebarByPath.has(pathname)) sidebarByPath.set(pathname, sidebarOfPath(routes as SidebarRoute[], pathname, matches));
  return sidebarByPath.get(pathname);
}

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const current = useCurrentSidebar();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: sidebar "${sidebarId}" has nothing to link to.`);
  }
  return (
    <DefaultNavbarItem exact {...props} isActive={() => current === sidebarId} label={label ?? sidebarLink.label} to={sidebarLink.path} />
  );
}
