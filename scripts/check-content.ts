/**
 * The content check: every page's front matter, prose, code samples and links, reported as
 * `file:line: message`. Exits 1 on any problem.
 *
 *   npx tsx scripts/check-content.ts [--floor-everywhere] [file-or-folder ...]   (default: all of docs/)
 *
 * --floor-everywhere applies the word floor to draft sections too (for authors finishing one).
 * --symbols requires every `dg.X` in python samples to be in the API reference.
 *
 * Links and anchors are always resolved against the whole site, whatever is checked.
 */
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {spawnSync} from 'node:child_process';
import {analyzePage, yamlProblems, type PageAnalysis} from './lib/content';
import {dagsterSymbolUses} from './lib/symbols';
import {loadApiReference} from '../src/plugins/api-reference/load';
import {KIND_GROUPS, dagsterNames} from '../src/lib/api/inventory';
import {isHighlighted} from '../src/lib/highlight/prism';
import {FileCache, versionOf} from '../src/plugins/shared/file-cache';
import {INTEGRATION_LOGOS} from '../src/data/integration-logos';
import {
  BUILT_IN_COMPONENTS,
  DRAFT_PAGES,
  EMPTY_DESCRIPTION_ROUTES,
  INTEGRATION_CATEGORIES,
  MAX_DESCRIPTION_LENGTH,
  ENFORCE_SYMBOL_INVENTORY,
  MIN_PROSE_WORDS,
} from '../config/content';

export type Finding = {file: string; line: number; message: string};

export function routeOfFile(docsDir: string, file: string): string {
  const id = relative(docsDir, file).replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return id === 'intro' ? '/' : `/${id}`;
}

export function walkDocs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : walkDocs(path);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [path] : [];
  });
}

/** Component names registered in src/theme/MDXComponents.tsx (its default export's keys). */
export function registeredComponents(root: string): Set<string> {
  const source = readFileSync(join(root, 'src/theme/MDXComponents.tsx'), 'utf8');
  const body = /export default \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  const names = body
    .split(/[,\n]/)
    .map((part) => part.trim().split(':')[0]?.trim() ?? '')
    .filter((name) => /^[A-Z]\w*$/.test(name));
  return new Set([...names, ...BUILT_IN_COMPONENTS]);
}

export function isDraft(route: string, drafts: readonly string[] = DRAFT_PAGES): boolean {
  return drafts.some((entry) => {
    if (!entry.endsWith('/**')) return route === entry;
    const prefix = entry.slice(0, -3);
    return route === prefix || route.startsWith(`${prefix}/`);
  });
}

function checkFrontMatter(route: string, page: PageAnalysis): {line: number; message: string}[] {
  const fm = page.frontMatter;
  const out: {line: number; message: string}[] = [];
  if (typeof fm.title !== 'string' || fm.title.trim() === '') out.push({line: 2, message: 'front matter needs a title'});
  if (typeof fm.description !== 'string') {
    out.push({line: 2, message: 'front matter needs a description (one sentence)'});
  } else if (fm.description.length === 0 && !EMPTY_DESCRIPTION_ROUTES.includes(route)) {
    out.push({line: 2, message: 'description is empty'});
  } else if (fm.description.length >= MAX_DESCRIPTION_LENGTH) {
    out.push({line: 2, message: `description is ${fm.description.length} characters; keep it under ${MAX_DESCRIPTION_LENGTH}`});
  }
  if ('slug' in fm && route !== '/') out.push({line: 2, message: 'no slug overrides: the file path is the route'});
  if (route.startsWith('/integrations/libraries/')) {
    const props = fm.sidebar_custom_props as {logo?: unknown; community?: unknown} | undefined;
    if (!props || typeof props.logo !== 'string' || props.logo === '') {
      out.push({line: 2, message: 'library page needs sidebar_custom_props.logo'});
    } else if (!(props.logo in INTEGRATION_LOGOS)) {
      out.push({line: 2, message: `logo "${props.logo}" does not exist: add it to src/data/integration-logos.ts`});
    }
    if (!props || typeof props.community !== 'boolean') {
      out.push({line: 2, message: 'library page needs sidebar_custom_props.community (true or false)'});
    }
    if (!INTEGRATION_CATEGORIES.includes(fm.integration_category as (typeof INTEGRATION_CATEGORIES)[number])) {
      out.push({line: 2, message: `integration_category must be one of ${INTEGRATION_CATEGORIES.join(', ')}`});
    }
    const listed = fm.catalog !== false;
    if (listed && props?.community === true && !(typeof fm.issues_url === 'string' && /^https:\/\//.test(fm.issues_url))) {
      out.push({line: 2, message: 'a community library needs issues_url: where readers report problems'});
    }
    if (typeof fm.package !== 'string' || fm.package === '') {
      out.push({line: 2, message: 'library page needs its package name in `package`'});
    }
  }
  return out;
}

const STATIC_PREFIXES = ['/img/', '/page-index.json', '/llms.txt', '/llms-full.txt', '/api-symbols.json', '/search'];

export type CheckOptions = {
  /** Apply the word floor to draft sections too. */
  floorEverywhere?: boolean;
  /** Require every `dg.X` in python samples to be documented in the API reference. */
  enforceInventory?: boolean;
  /** Where to keep page analyses between runs (the command line uses node_modules/.cache). */
  cache?: FileCache;
};

type StoredAnalysis = Omit<PageAnalysis, 'anchors' | 'imports'> & {anchors: string[]; imports: string[]};

function analyzeThrough(cache: FileCache | undefined, text: string): PageAnalysis {
  if (!cache) return analyzePage(text);
  const stored = cache.through<StoredAnalysis>([text], () => {
    const analysis = analyzePage(text);
    return {...analysis, anchors: [...analysis.anchors], imports: [...analysis.imports]};
  });
  return {...stored, anchors: new Set(stored.anchors), imports: new Set(stored.imports)};
}

export function checkContent(
  root: string,
  only: string[] = [],
  {floorEverywhere = false, enforceInventory = ENFORCE_SYMBOL_INVENTORY, cache}: CheckOptions = {},
): Finding[] {
  const docsDir = join(root, 'docs');
  const files = walkDocs(docsDir);
  const components = registeredComponents(root);
  const pages = new Map<string, {file: string; analysis: PageAnalysis}>();
  const sources = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    sources.set(file, text);
    pages.set(routeOfFile(docsDir, file), {file, analysis: analyzeThrough(cache, text)});
  }
  // API entries are generated from data at build time: their anchors count as the page's own.
  const api = loadApiReference(root);
  for (const page of api.pages) {
    const target = pages.get(page.route);
    if (!target) continue;
    KIND_GROUPS.forEach((group) => target.analysis.anchors.add(group.id));
    api.inventory.filter((e) => e.url.startsWith(`${page.route}#`)).forEach((e) => target.analysis.anchors.add(e.symbol));
  }
  const documented = dagsterNames(api.inventory);
  const selected = only.length
    ? [...pages.entries()].filter(([, p]) => only.some((o) => resolve(p.file).startsWith(resolve(o))))
    : [...pages.entries()];

  const findings: Finding[] = [];
  const python: {file: string; line: number; src: string}[] = [];
  for (const [route, {file, analysis}] of selected) {
    const rel = relative(root, file);
    const add = (line: number, message: string) => findings.push({file: rel, line, message});
    analysis.problems.forEach((p) => add(p.line, p.message));
    // Field rules would only repeat a malformed block's error.
    const malformed = analysis.problems.some((p) => p.message.startsWith('malformed front matter'));
    if (!malformed) checkFrontMatter(route, analysis).forEach((p) => add(p.line, p.message));
    if ((floorEverywhere || !isDraft(route)) && analysis.words < MIN_PROSE_WORDS) {
      add(analysis.bodyOffset, `${analysis.words} words of prose; a page needs at least ${MIN_PROSE_WORDS}`);
    }
    const pkg = analysis.frontMatter.package;
    if (route.startsWith('/integrations/libraries/') && typeof pkg === 'string') {
      const own = new RegExp(`<PackageInstall\\s+packages="${pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s"]`);
      const text = sources.get(file) ?? '';
      const match = own.exec(text);
      if (match) {
        add(text.slice(0, match.index).split('\n').length, `install ${pkg} with <IntegrationInstall /> so the command comes from the front matter`);
      }
    }
    for (const c of analysis.components) {
      if (!components.has(c.name) && !analysis.imports.has(c.name)) add(c.line, `unknown component <${c.name}>: register it in src/theme/MDXComponents.tsx`);
    }
    for (const block of analysis.code) {
      if (block.lang === 'python' || block.lang === 'py') {
        python.push({file: rel, line: block.line, src: block.value});
        if (enforceInventory) {
          for (const use of dagsterSymbolUses(block.value)) {
            if (!documented.has(use.name)) {
              add(block.line + use.line, `dagster.${use.name} is not in the API reference: check the name exists in Dagster 1.10, then document it in src/data/api/`);
            }
          }
        }
      }
      if (block.lang === 'yaml' || block.lang === 'yml') yamlProblems(block).forEach((p) => add(p.line, p.message));
      if (block.lang && !isKnownLanguage(block.lang)) {
        add(block.line, `code block language "${block.lang}" is not highlighted: use ${KNOWN_LANGUAGES_HINT}, or load it in src/lib/highlight/prism.ts`);
      }
    }
    for (const link of analysis.links) {
      const message = linkProblem(link.url, route, pages);
      if (message) add(link.line, message);
    }
  }
  findings.push(...pythonProblems(python));
  // Every route of the spec's site map must be served by a page.
  const siteMap = join(root, 'tests/fixtures/site-map.tsv');
  if (!only.length && existsSync(siteMap)) {
    readFileSync(siteMap, 'utf8')
      .split('\n')
      .slice(1)
      .forEach((line, i) => {
        const route = line.split('\t')[0];
        if (route && !pages.has(route)) {
          findings.push({file: 'tests/fixtures/site-map.tsv', line: i + 2, message: `no page serves ${route}: add docs${route === '/' ? '/intro' : route}.mdx`});
        }
      });
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Fences the site renders: a language the highlighter loads, plain text, or a diagram. */
const PLAIN_LANGUAGES = new Set(['text', 'mermaid']);
const KNOWN_LANGUAGES_HINT = 'python, yaml, bash, toml, sql, json, javascript, docker, ini or text';

function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || isHighlighted(lang);
}

function linkProblem(
  url: string,
  fromRoute: string,
  pages: Map<string, {analysis: PageAnalysis}>,
): string | undefined {
  if (/^(https?:|mailto:|tel:)/.test(url)) return undefined;
  if (url.startsWith('#')) {
    return pages.get(fromRoute)?.analysis.anchors.has(url.slice(1)) ? undefined : `broken anchor ${url}`;
  }
  if (!url.startsWith('/')) return `link ${url}: use an absolute route such as /guides/build/assets`;
  if (STATIC_PREFIXES.some((prefix) => url.startsWith(prefix))) return undefined;
  const [pathPart, anchor] = url.split('#');
  const path = pathPart.length > 1 ? pathPart.replace(/\/$/, '') : pathPart;
  const target = pages.get(path);
  if (!target) return `broken link ${url}: no page serves ${path}`;
  if (anchor && !target.analysis.anchors.has(anchor)) return `broken anchor ${url}: ${path} has no heading #${anchor}`;
  return undefined;
}

/** Parses every python block in one python3 process. */
export function pythonProblems(blocks: {file: string; line: number; src: string}[]): Finding[] {
  if (blocks.length === 0) return [];
  const script = [
    'import ast, json, sys',
    'out = []',
    'for b in json.load(sys.stdin):',
    '    try: ast.parse(b["src"])',
    '    except SyntaxError as e: out.append({"file": b["file"], "line": b["line"] + (e.lineno or 0), "message": f"python block does not parse: {e.msg}"})',
    'print(json.dumps(out))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script], {input: JSON.stringify(blocks), encoding: 'utf8'});
  if (result.status !== 0) {
    return [{file: '(python3)', line: 0, message: `python3 is needed to check python blocks: ${result.stderr || result.error}`}];
  }
  return JSON.parse(result.stdout) as Finding[];
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '');
if (invokedDirectly) {
  const root = resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  // Analyses are cached by page text and by the analyzer's code and dependencies.
  const cache = new FileCache(join(root, 'node_modules/.cache/content-check'), versionOf([join(root, 'scripts/lib/content.ts'), join(root, 'package-lock.json')]));
  const only = args.filter((a) => !a.startsWith('--'));
  const findings = checkContent(root, only, {
    floorEverywhere: args.includes('--floor-everywhere'),
    enforceInventory: ENFORCE_SYMBOL_INVENTORY || args.includes('--symbols'),
    cache,
  });
  if (!only.length) cache.prune();
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.message}`);
  const drafts = walkDocs(join(root, 'docs')).filter((f) => isDraft(routeOfFile(join(root, 'docs'), f))).length;
  if (drafts) console.log(`content check: ${drafts} pages are in draft sections (word floor not yet applied)`);
  console.log(findings.length ? `content check: ${findings.length} problem(s)` : 'content check: all pages pass');
  process.exit(findings.length ? 1 : 0);
}
