/**
 * The docs sidebars the browser has so far, by name. Docusaurus gives every doc page the version
 * metadata with all five sidebars (11 KB gzip); in the browser bundle that metadata's
 * `docsSidebars` is this object instead, and each sidebar arrives, as a module that adds itself
 * here, with the section shard of the pages that show it (../shards.ts). The server renders with
 * the whole metadata; a page only ever reads its own sidebar, so both render the same.
 */
const sidebars: Record<string, unknown> = {};

export default sidebars;
