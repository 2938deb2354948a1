/**
 * Serves the production build the way a static host does: clean URLs, no trailing slash, and
 * gzip. `docusaurus serve` sends files uncompressed, which would make every transfer figure
 * (and Lighthouse's simulated network) measure bytes no reader downloads. With `siteRules`, it
 * also answers as the site's hosts do (src/lib/hosting.ts): permanent redirects, the 404 page
 * with status 404 (and 400 for a malformed address), cache rules and explicit content types.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {join} from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {headersFor, redirectFor} from '../../src/lib/hosting';

export type StaticServer = {url: string; close: () => Promise<void>};
export type StaticServerOptions = {host?: string; siteRules?: boolean};

/** Applies the site's rules before the file handler; true when it answered the request itself. */
function siteRules(dir: string, req: IncomingMessage, res: ServerResponse): boolean {
  const raw = (req.url ?? '/').split('?')[0];
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    const page = join(dir, '404.html');
    res.writeHead(400, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': headersFor('/404.html')['Cache-Control']});
    res.end(existsSync(page) ? readFileSync(page) : 'Bad request');
    return true;
  }
  const target = redirectFor(path) ?? (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : undefined);
  if (target) {
    res.writeHead(301, {Location: target, 'Cache-Control': headersFor(path)['Cache-Control']});
    res.end();
    return true;
  }
  const headers = headersFor(path);
  res.setHeader('Cache-Control', headers['Cache-Control']);
  // For a file named with its extension, the site's type (with its charset) replaces
  // serve-handler's guess, or its silence for types it does not know (Pagefind's files).
  const file = join(dir, path);
  if (/\.[a-z0-9_]+$/.test(path) && headers['Content-Type'] && existsSync(file) && statSync(file).isFile()) {
    const type = headers['Content-Type'];
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-type' ? type : value);
    res.setHeader('Content-Type', type);
  }
  return false;
}

export async function startStaticServer(dir: string, port: number, options: StaticServerOptions | string = {}): Promise<StaticServer> {
  const {host = '127.0.0.1', siteRules: rules = false} = typeof options === 'string' ? {host: options} : options;
  const gzip = compression();
  const server: Server = createServer((req, res) => {
    gzip(req as never, res as never, () => {
      if (rules && siteRules(dir, req, res)) return;
      void serveHandler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false});
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
