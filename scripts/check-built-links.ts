/**
 * Crawls the production build: every internal link and anchor in every generated HTML page
 * (including pages Docusaurus's own check never sees, such as generated API entries and the
 * 404 and search pages) must lead to a page and a heading that exist.
 *
 *   npx tsx scripts/check-built-links.ts [build-dir]
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

export type BrokenLink = {page: string; href: string; reason: string};

const ATTR = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'g');

function values(html: string, name: string): string[] {
  return [...html.matchAll(ATTR(name))].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The built file that serves a route, if any (trailing-slash-free routes are `x.html`). */
export function fileForRoute(buildDir: string, route: string): string | undefined {
  const path = decodeURIComponent(route);
  const candidates = path === '/' ? ['index.html'] : [`${path}.html`, `${path}/index.html`, path];
  return candidates.map((c) => join(buildDir, c)).find((file) => existsSync(file) && !file.endsWith('/'));
}

export function checkBuiltLinks(buildDir: string): {pages: number; links: number; broken: BrokenLink[]} {
  const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html'));
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let found = ids.get(file);
    if (!found) {
      found = new Set(values(readFileSync(file, 'utf8'), 'id'));
      ids.set(file, found);
    }
    return found;
  };
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const page of pages) {
    const file = join(buildDir, page);
    const html = readFileSync(file, 'utf8');
    // Redirect stubs from old URLs only point onwards; their targets are checked as pages.
    if (html.includes('http-equiv="refresh"') || html.includes('http-equiv=refresh')) continue;
    for (const href of values(html, 'href')) {
      if (!href || /^(https?:|mailto:|tel:|data:|javascript:)/.test(href) || href.startsWith('//')) continue;
      links += 1;
      const [pathPart, anchor] = href.split('#');
      const target = pathPart === '' ? file : fileForRoute(buildDir, pathPart.split('?')[0]);
      if (!target) {
        broken.push({page, href, reason: 'no such page or file'});
        continue;
      }
      if (anchor && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(anchor))) {
        broken.push({page, href, reason: `no element with id "${anchor}"`});
      }
    }
  }
  return {pages: pages.length, links, broken};
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '');
if (invokedDirectly) {
  const buildDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'build'));
  const {pages, links, broken} = checkBuiltLinks(buildDir);
  for (const b of broken) console.error(`${relative(process.cwd(), join(buildDir, b.page))}: ${b.href}: ${b.reason}`);
  console.log(`built links: ${links} internal links in ${pages} pages, ${broken.length} broken`);
  process.exit(broken.length ? 1 : 0);
}
