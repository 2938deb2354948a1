/**
 * After the build, compares the routes Docusaurus actually wrote with the site map: a page that
 * vanished (a `draft`, an `id` or `slug` change, a file moved) or a page nobody listed fails the
 * build here, whatever caused it upstream.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseSiteMap, routeProblems, SITE_MAP_FILE} from '../../lib/site-map';

export default function siteMapRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-map-routes',
    async postBuild({routesPaths}) {
      const rows = parseSiteMap(readFileSync(path.join(context.siteDir, SITE_MAP_FILE), 'utf8'));
      const problems = routeProblems(rows, routesPaths);
      if (problems.length) throw new Error(`The built routes differ from the site map:\n  ${problems.join('\n  ')}`);
    },
  };
}
