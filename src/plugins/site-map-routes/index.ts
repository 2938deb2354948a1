/**
 * Gives the pages their document titles where a heading is shared (src/lib/document-titles.ts), as
 * global data for the doc page's metadata. After the build, compares the routes Docusaurus actually wrote with the site map: a page that
 * vanished (a `draft`, an `id` or `slug` change, a file moved) or a page nobody listed fails the
 * build here, whatever caused it upstream.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentTitles} from '../../lib/document-titles';
import {parseSiteMap, routeProblems, SITE_MAP_FILE} from '../../lib/site-map';
import {SITE_MAP_ROUTES_PLUGIN, type SiteMapRoutesData} from './data';

export default function siteMapRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: SITE_MAP_ROUTES_PLUGIN,
    async contentLoaded({actions}) {
      const rows = parseSiteMap(readFileSync(path.join(context.siteDir, SITE_MAP_FILE), 'utf8'));
      actions.setGlobalData({documentTitles: documentTitles(rows)} satisfies SiteMapRoutesData);
    },
    async postBuild({routesPaths}) {
      const rows = parseSiteMap(readFileSync(path.join(context.siteDir, SITE_MAP_FILE), 'utf8'));
      const problems = routeProblems(rows, routesPaths);
      if (problems.length) throw new Error(`The built routes differ from the site map:\n  ${problems.join('\n  ')}`);
    },
  };
}
