/** Data modules written by local plugins at build time. */
declare module '@generated/integration-catalog/default/catalog.json' {
  import type {CatalogEntry} from '@site/src/lib/catalog';
  const entries: CatalogEntry[];
  export default entries;
}
