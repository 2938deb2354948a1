/** Data modules written by local plugins at build time. */
declare module '@generated/integration-catalog/default/catalog.json' {
  import type {CatalogEntry} from '@site/src/lib/catalog';
  const entries: CatalogEntry[];
  export default entries;
}

/** The section loaders of the route shards, written by the route-registry plugin (production builds). */
declare module '@generated/route-shards/index.js' {
  const shards: Record<string, () => Promise<{default: {parent: string; routes: import('react-router-config').RouteConfig[]}[]}>>;
  export default shards;
  /** The sidebar module of each page main.js keeps, by path. */
  export const pageSidebars: Record<string, () => Promise<unknown>>;
}
