/**
 * The build as its hosts serve it: a real nginx (Debian's package) with the generated server
 * block, and `npm run serve`'s server, both on 127.0.0.1 over build/, answer every redirect rule
 * with 301 and its Location, unknown and malformed addresses with the site's 404 page, hashed
 * assets as immutable and everything else as revalidated, with explicit content types. The other
 * hosts' generated files are read and held to the same rules.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {startStaticServer, type StaticServer} from '../../scripts/lib/static-server';
import {CACHE_IMMUTABLE, CACHE_REVALIDATE, hostRedirects, nginxServer, redirectFor} from '../../src/lib/hosting';

const BUILD = resolve('build');
const NGINX = '/usr/sbin/nginx';
const NGINX_PORT = 4181;
const NODE_PORT = 4182;

type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: string};

/** A raw GET (no redirect following, the path sent as written, even when malformed). */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest({host: '127.0.0.1', port, path, headers}, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.end();
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await get(port, '/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answered on port ${port}`);
}

function startNginx(): {process: ChildProcess; dir: string} {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx); .ci/run does`);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, 'server.conf'), nginxServer({root: BUILD, listen: `127.0.0.1:${NGINX_PORT}`}));
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
      ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((s) => `  ${s === 'body' ? 'client_body' : s}_temp_path ${dir}/${s};\n`).join('') +
      `  default_type application/octet-stream;\n  include ${dir}/server.conf;\n}\n`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {stdio: ['ignore', 'ignore', 'pipe']});
  return {process: child, dir};
}

const firstFile = (dir: string, pattern: RegExp) => {
  const name = readdirSync(join(BUILD, dir)).find((f) => pattern.test(f));
  if (!name) throw new Error(`no file like ${pattern} in build/${dir}`);
  return `/${dir}/${name}`;
};

/** Checks one server; both run the same list. */
function hostChecks(name: string, port: () => number) {
  test.describe(name, () => {
    test('every exact redirect answers 301 with its target, with or without a trailing slash', async () => {
      const exact = hostRedirects().filter((r) => !r.prefix);
      expect(exact.length).toBeGreaterThan(10);
      for (const rule of exact) {
        for (const from of [rule.from, `${rule.from}/`]) {
          const answer = await get(port(), from);
          expect({from, status: answer.status, location: answer.headers.location}).toEqual({from, status: 301, location: rule.to});
        }
        expect((await get(port(), rule.to)).status, `${rule.to} is served`).toBe(200);
      }
    });

    test('every prefix redirect moves the whole tree, to pages that exist', async () => {
      const samples = ['/assets', '/dagster-dbt', '/a/b'];
      for (const rule of hostRedirects().filter((r) => r.prefix)) {
        const root = await get(port(), rule.from);
        expect({from: rule.from, status: root.status, location: root.headers.location}).toEqual({
          from: rule.from,
          status: 301,
          location: rule.to,
        });
        for (const tail of samples) {
          const from = `${rule.from}${tail}`;
          const target = redirectFor(from);
          const answer = await get(port(), from);
          expect({from, status: answer.status, location: answer.headers.location}).toEqual({from, status: 301, location: target});
        }
      }
      // Old API addresses land on real pages: the libraries tree and the core tree.
      for (const [from, to] of [
        ['/api/python-api/libraries/dagster-dbt', '/api/libraries/dagster-dbt'],
        ['/api/python-api/assets', '/api/dagster/assets'],
      ]) {
        expect((await get(port(), from)).headers.location).toBe(to);
        expect((await get(port(), to)).status).toBe(200);
      }
    });

    test('an unknown address gets the site 404 page with status 404, a malformed one with 400', async () => {
      const notFound = await get(port(), '/guides/no-such-page');
      expect(notFound.status).toBe(404);
      expect(notFound.body).toContain(readFileSync(join(BUILD, '404.html'), 'latin1').match(/<title[^>]*>[^<]*<\/title>/)![0]);
      const malformed = await get(port(), '/guides/%');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toContain('<title');
    });

    test('pages and twins revalidate, hashed assets are immutable, types carry their charset', async () => {
      const cases: [string, RegExp, string][] = [
        ['/', /^text\/html; charset=utf-8$/i, CACHE_REVALIDATE],
        ['/guides/build/assets', /^text\/html; charset=utf-8$/i, CACHE_REVALIDATE],
        ['/guides/build/assets.md', /^text\/markdown; charset=utf-8$/i, CACHE_REVALIDATE],
        ['/llms.txt', /^text\/plain; charset=utf-8$/i, CACHE_REVALIDATE],
        ['/page-index.json', /^application\/json; charset=utf-8$/i, CACHE_REVALIDATE],
        ['/pagefind/pagefind-entry.json', /^application\/json; charset=utf-8$/i, CACHE_REVALIDATE],
        ['/pagefind/wasm.en.pagefind', /^application\/octet-stream$/i, CACHE_REVALIDATE],
        [firstFile('assets/js', /^main\.[0-9a-f]+\.js$/), /^text\/javascript; charset=utf-8$/i, CACHE_IMMUTABLE],
        [firstFile('assets/fonts', /\.woff2$/), /^font\/woff2$/i, CACHE_IMMUTABLE],
      ];
      for (const [path, type, cache] of cases) {
        const answer = await get(port(), path);
        expect({path, status: answer.status}).toEqual({path, status: 200});
        expect(String(answer.headers['content-type']), path).toMatch(type);
        expect(answer.headers['cache-control'], path).toBe(cache);
      }
    });

    test('one address per page: a trailing slash moves to the address without it', async () => {
      const answer = await get(port(), '/guides/build/assets/');
      expect([answer.status, answer.headers.location]).toEqual([301, '/guides/build/assets']);
    });

    test('text is compressed for clients that accept it', async () => {
      const answer = await get(port(), '/guides/build/assets', {'Accept-Encoding': 'gzip'});
      expect(answer.headers['content-encoding']).toBe('gzip');
    });
  });
}

let nginx: {process: ChildProcess; dir: string} | undefined;
let node: StaticServer | undefined;

test.beforeAll(async () => {
  nginx = startNginx();
  let stderr = '';
  nginx.process.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(NGINX_PORT).catch((error: Error) => {
    throw new Error(`${error.message}; nginx said: ${stderr}`);
  });
  node = await startStaticServer(BUILD, NODE_PORT, {siteRules: true});
});

test.afterAll(async () => {
  nginx?.process.kill('SIGTERM');
  await node?.close();
  if (nginx) rmSync(nginx.dir, {recursive: true, force: true});
});

test.describe.configure({mode: 'serial'});
hostChecks('nginx with the generated server block', () => NGINX_PORT);
hostChecks('npm run serve', () => NODE_PORT);

test.describe("the other hosts' generated files", () => {
  test('_redirects has every rule as a 301, first match in the right order', () => {
    const lines = readFileSync(join(BUILD, '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(/\s+/));
    const resolveWith = (path: string) => {
      for (const [from, to, status] of lines) {
        if (from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from)
          return {status, to: to.replace(':splat', path.slice(from.length - 1))};
      }
      return undefined;
    };
    for (const rule of hostRedirects()) {
      const path = rule.prefix ? `${rule.from}/dagster/assets` : rule.from;
      expect({path, ...resolveWith(path)}).toEqual({path, status: '301', to: redirectFor(path)});
    }
  });

  test('_headers gives a hashed asset one cache rule, and twins their type', () => {
    const blocks = readFileSync(join(BUILD, '_headers'), 'utf8')
      .split(/\n(?=\/)/)
      .map((b) => b.replace(/^#.*\n/, '').split('\n'))
      .map(([pattern, ...headers]) => ({pattern, headers: headers.map((h) => h.trim()).filter(Boolean)}));
    const matching = (path: string) =>
      blocks.filter(({pattern}) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path));
    const cacheRules = (path: string) => matching(path).flatMap((b) => b.headers.filter((h) => h.startsWith('Cache-Control:')));
    expect(cacheRules('/assets/js/main.0123abcd.js')).toEqual([`Cache-Control: ${CACHE_IMMUTABLE}`]);
    expect(cacheRules('/guides/build/assets.md')).toEqual([`Cache-Control: ${CACHE_REVALIDATE}`]);
    expect(matching('/guides/build/assets.md').flatMap((b) => b.headers)).toContain('Content-Type: text/markdown; charset=utf-8');
  });

  test('vercel.json has every rule as a 301 and immutable hashed assets', () => {
    const config = JSON.parse(readFileSync(join(BUILD, 'vercel.json'), 'utf8')) as {
      redirects: {source: string; destination: string; statusCode: number}[];
      headers: {source: string; headers: {key: string; value: string}[]}[];
    };
    for (const rule of hostRedirects()) {
      expect(config.redirects).toContainEqual({source: rule.from, destination: rule.to, statusCode: 301});
      if (rule.prefix)
        expect(config.redirects).toContainEqual({source: `${rule.from}/:path*`, destination: `${rule.to}/:path*`, statusCode: 301});
    }
    expect(config.headers[0]).toEqual({source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: CACHE_IMMUTABLE}]});
  });
});
