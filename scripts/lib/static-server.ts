/**
 * Serves the production build the way a static host does: clean URLs, no trailing slash, and
 * gzip. `docusaurus serve` sends files uncompressed, which would make every transfer figure
 * (and Lighthouse's simulated network) measure bytes no reader downloads.
 */
import {createServer, type Server} from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

export type StaticServer = {url: string; close: () => Promise<void>};

export async function startStaticServer(dir: string, port: number, host = '127.0.0.1'): Promise<StaticServer> {
  const gzip = compression();
  const server: Server = createServer((req, res) => {
    gzip(req as never, res as never, () => {
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
