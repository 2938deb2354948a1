/**
 * Docusaurus's preload (@docusaurus/core/lib/client/preload.js, 3.10.2), which every render waits
 * on (the first hydration, each navigation, a link's prefetch), with one step before it: the
 * route shard of the path's section is loaded and its pages spliced into their layout route (see
 * ../shards.ts). Swapped in for the original by the route-registry plugin in production builds.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import routes from '@generated/routes';
// Written by the route-registry plugin before the bundle is compiled.
import shards, {pageSidebars} from '@generated/route-shards/index.js';
import {SHARD_PARENT_KEY, sectionOf} from '../shards';

type Shard = {default: {parent: string; routes: RouteConfig[]}[]};
const loaders = shards as Record<string, () => Promise<Shard>>;
const loading = new Map<string, Promise<void>>();

function findParent(list: readonly RouteConfig[], id: string): RouteConfig | undefined {
  for (const route of list) {
    if ((route as Record<string, unknown>)[SHARD_PARENT_KEY] === id) return route;
    const found = route.routes && findParent(route.routes, id);
    if (found) return found;
  }
  return undefined;
}

function loadSection(pathname: string): Promise<void> {
  const section = sectionOf(pathname);
  const load = section !== undefined && Object.hasOwn(loaders, section) ? loaders[section] : undefined;
  if (section === undefined || !load) return Promise.resolve();
  let done = loading.get(section);
  if (!done) {
    done = load().then((shard) => {
      for (const part of shard.default) {
        const parent = findParent(routes, part.parent);
        if (!parent) throw new Error(`route shard ${section}: no layout route ${part.parent}`);
        // Pages are exact routes, so their place among the parent's routes does not change a match.
        parent.routes = [...part.routes, ...(parent.routes ?? [])];
      }
    });
    loading.set(section, done);
    // A failed download (a new deployment, a dropped connection) is tried again next time.
    done.catch(() => loading.delete(section));
  }
  return done;
}

/** The sidebar of a page main.js keeps (the home page), which does not come with a section. */
function loadPageSidebar(pathname: string): Promise<unknown> {
  const load = Object.hasOwn(pageSidebars, pathname) ? pageSidebars[pathname] : undefined;
  return load ? load() : Promise.resolve();
}

export default function preload(pathname: string): Promise<unknown> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all([...paths.map(loadSection), ...paths.map(loadPageSidebar)]).then(() =>
    Promise.all(
      paths
        .map((path) => matchRoutes(routes, path))
        .flat()
        .map((match) => match.route.component.preload?.()),
    ),
  );
}
