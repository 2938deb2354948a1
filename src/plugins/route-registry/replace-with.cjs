/**
 * A loader that swaps a module of the browser bundle for another: with `{file}`, the module's text
 * becomes that file's (the route shards' main manifest, written before the bundle is compiled);
 * with `{reexport}`, the module re-exports the default export of that module instead.
 */
module.exports = function replaceWith() {
  const {file, reexport} = this.getOptions();
  if (reexport) return `export {default} from ${JSON.stringify(reexport)};\n`;
  const callback = this.async();
  this.addDependency(file);
  this.fs.readFile(file, (error, content) => callback(error, content && content.toString('utf8')));
};
