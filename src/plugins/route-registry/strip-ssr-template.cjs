/**
 * A loader for the browser bundle's copy of `.docusaurus/docusaurus.config.mjs`. Docusaurus
 * serializes the whole site config into main.js, including `ssrTemplate`: the HTML page template,
 * with the inline loader and scripts this site puts in every page (about 7 KB, 2.5 KB gzip). Only
 * the server renders with it; no browser code reads it, so the browser's copy is emptied. A config
 * in another format passes through unchanged.
 */
function stripSsrTemplate(source) {
  return source.replace(/^(\s*"ssrTemplate": )"(?:[^"\\\n]|\\.)*"/m, '$1""');
}

module.exports = function ssrTemplateLoader(source) {
  return stripSsrTemplate(source);
};
module.exports.stripSsrTemplate = stripSsrTemplate;
