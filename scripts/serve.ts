/**
 * `npm run serve`: the production build on http://localhost:3000, answering as the site's hosts
 * do (redirects, 404 status, cache rules, content types; src/lib/hosting.ts), so what a writer
 * sees locally is what readers get.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {startStaticServer} from './lib/static-server';

const root = join(import.meta.dirname, '..');
const build = join(root, 'build');
if (!existsSync(join(build, 'index.html'))) {
  console.error('No build in build/: run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
void startStaticServer(build, port, {host: process.env.HOST ?? 'localhost', siteRules: true}).then((server) =>
  console.log(`Serving build/ at ${server.url}`),
);
