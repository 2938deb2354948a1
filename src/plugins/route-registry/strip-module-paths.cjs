/**
 * A loader for the browser bundle's copy of `.docusaurus/registry.js`. Each entry there is
 * [load the chunk, the module's path, its webpack id]; the path ("@site/docs/...mdx") is only read
 * while rendering on the server, to note which modules a page used. In the browser it is dead
 * weight carried by main.js for every route, so it becomes "". Entries are left alone otherwise;
 * a registry in another format passes through unchanged.
 */
function stripModulePaths(source) {
  return source.replace(/(\), )"[^"\n]+"(, require\.resolveWeak\()/g, '$1""$2');
}

module.exports = function routeRegistryLoader(source) {
  return stripModulePaths(source);
};
module.exports.stripModulePaths = stripModulePaths;
