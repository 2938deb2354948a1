/**
 * The content check: every page's front matter, prose, code samples and links, reported as
 * `file:line: message`. Exits 1 on any problem.
 *
 *   npx tsx scripts/check-content.ts [file-or-folder ...]   (default: all of docs/)
 *
 * Links and anchors are always resolved against the whole site, whatever is checked.
 */
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {analyzePage, yamlProblems, type PageAnalysis} from './lib/content';
import {commandLines, inlineCommand, SHELL_LANGUAGES} from './lib/page-commands';
import {loadHelmNames, loadTools, loadValidators} from './lib/reference-data';
import {helmNameProblems} from '../src/lib/helm-names';
import {lineProblems, shellLines, unquotedExtras} from '../src/lib/commands';
import {configFileOf, configProblems, titleOf, untitledConfigFile} from '../src/lib/config-files';
import {dagsterSymbolUses} from './lib/symbols';
import {dagsterProblems, loadApiReference} from '../src/plugins/api-reference/load';
import {KIND_GROUPS, dagsterNames} from '../src/lib/api/inventory';
import {attributeProblems, callablesOf, classMembersOf, contextProblems, keywordProblems} from '../src/lib/api/samples';
import {analyzePython, PythonUnavailableError} from '../src/lib/python';
import {isHighlighted} from '../src/lib/highlight/prism';
import {DiagramError, loadDiagramRenderer, renderDiagram} from '../src/lib/diagrams';
import {resolveSnippet, sampleKey, SNIPPETS_DIR, SnippetError, snippetRef} from '../src/lib/snippets';
import {NON_DOC_ROUTES, parseSiteMap, SITE_MAP_FILE} from '../src/lib/site-map';
import {PAGE_INDEX_FILE} from '../src/plugins/page-index';
import {API_SYMBOLS_FILE} from '../src/plugins/api-reference';
import {LLMS_FILE, LLMS_FULL_FILE} from '../src/plugins/markdown-twins';
import {FileCache, versionOf} from '../src/plugins/shared/file-cache';
import {INTEGRATION_LOGOS} from '../src/data/integration-logos';
import {INSTALL_COMPONENTS} from '../src/plugins/install-tabs/remark-install-tabs';
import {
  BUILT_IN_COMPONENTS,
  EMPTY_DESCRIPTION_ROUTES,
  INTEGRATION_CATEGORIES,
  MAX_DESCRIPTION_LENGTH,
  MAX_KEYWORDS,
  MIN_PROSE_WORDS,
} from '../config/content';

export type Finding = {file: string; line: number; column?: number; message: string};

/**
 * The route Docusaurus serves a doc at: its path, except that `x/index`, `x/README` and `x/x`
 * serve `/x` (the category-index convention), and `intro` (with `slug: /`) serves `/`.
 */
export function routeOfFile(docsDir: string, file: string): string {
  const id = relative(docsDir, file)
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '');
  if (id === 'intro') return '/';
  const parts = id.split('/');
  const last = parts[parts.length - 1];
  if (parts.length > 1 && (/^(index|readme)$/i.test(last) || last === parts[parts.length - 2])) parts.pop();
  else if (parts.length === 1 && /^(index|readme)$/i.test(last)) return '/';
  return `/${parts.join('/')}`;
}

export function walkDocs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : walkDocs(path);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [path] : [];
  });
}

/**
 * Component names pages may use: those registered in src/theme/MDXComponents.tsx (its default
 * export's keys), and those a build transform replaces (src/plugins/install-tabs).
 */
export function registeredComponents(root: string): Set<string> {
  const source = readFileSync(join(root, 'src/theme/MDXComponents.tsx'), 'utf8');
  const body = /export default \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  const names = body
    .split(/[,\n]/)
    .map((part) => part.trim().split(':')[0]?.trim() ?? '')
    .filter((name) => /^[A-Z]\w*$/.test(name));
  return new Set([...names, ...BUILT_IN_COMPONENTS, ...INSTALL_COMPONENTS]);
}

function checkFrontMatter(route: string, page: PageAnalysis): {line: number; message: string}[] {
  const fm = page.frontMatter;
  const out: {line: number; message: string}[] = [];
  // A field is reported at its own line; a missing one at the front matter's opening line.
  const at = (field: string) => page.fieldLines[field] ?? page.fieldLines[field.split('.')[0]] ?? 1;
  if (typeof fm.title !== 'string' || fm.title.trim() === '') out.push({line: at('title'), message: 'front matter needs a title'});
  if (typeof fm.description !== 'string') {
    out.push({line: at('description'), message: 'front matter needs a description (one sentence)'});
  } else if (fm.description.length === 0 && !EMPTY_DESCRIPTION_ROUTES.includes(route)) {
    out.push({line: at('description'), message: 'description is empty'});
  } else if (fm.description.length >= MAX_DESCRIPTION_LENGTH) {
    out.push({
      line: at('description'),
      message: `description is ${fm.description.length} characters; keep it under ${MAX_DESCRIPTION_LENGTH}`,
    });
  }
  // Search keywords (src/lib/search/titles.ts): a few phrases a reader would type for this page.
  if ('keywords' in fm) {
    const list = fm.keywords;
    if (!Array.isArray(list) || list.some((k) => typeof k !== 'string' || k.trim() === '')) {
      out.push({line: at('keywords'), message: 'keywords must be a list of phrases, such as ["run every day", "cron schedule"]'});
    } else if (list.length > MAX_KEYWORDS) {
      out.push({
        line: at('keywords'),
        message: `${list.length} keywords; keep to ${MAX_KEYWORDS} phrases a reader would search this page by`,
      });
    }
  }
  if ('slug' in fm && route !== '/') out.push({line: at('slug'), message: 'no slug overrides: the file path is the route'});
  if ('id' in fm) out.push({line: at('id'), message: 'no id overrides: the file path is the doc id and the route'});
  // A draft is left out of the production build, so a site-map route would silently disappear.
  if ('draft' in fm)
    out.push({
      line: at('draft'),
      message: 'draft pages are not allowed: a page is either written or absent (use unlisted: true to hide it)',
    });
  if (route.startsWith('/integrations/libraries/')) {
    const props = fm.sidebar_custom_props as {logo?: unknown; community?: unknown} | undefined;
    if (!props || typeof props.logo !== 'string' || props.logo === '') {
      out.push({line: at('sidebar_custom_props.logo'), message: 'library page needs sidebar_custom_props.logo'});
    } else if (!(props.logo in INTEGRATION_LOGOS)) {
      out.push({
        line: at('sidebar_custom_props.logo'),
        message: `logo "${props.logo}" does not exist: add it to src/data/integration-logos.ts`,
      });
    }
    if (!props || typeof props.community !== 'boolean') {
      out.push({line: at('sidebar_custom_props.community'), message: 'library page needs sidebar_custom_props.community (true or false)'});
    }
    if (!INTEGRATION_CATEGORIES.includes(fm.integration_category as (typeof INTEGRATION_CATEGORIES)[number])) {
      out.push({line: at('integration_category'), message: `integration_category must be one of ${INTEGRATION_CATEGORIES.join(', ')}`});
    }
    const listed = fm.catalog !== false;
    if (listed && props?.community === true && !(typeof fm.issues_url === 'string' && /^https:\/\//.test(fm.issues_url))) {
      out.push({line: at('issues_url'), message: 'a community library needs issues_url: where readers report problems'});
    }
    if (typeof fm.package !== 'string' || fm.package === '') {
      out.push({line: at('package'), message: 'library page needs its package name in `package`'});
    }
  }
  return out;
}

/**
 * The API data and its disagreements with Dagster's API, loaded once per process and root: the
 * content check only reads them (a test that checks many edited pages would otherwise parse every
 * signature and example again for each).
 */
const apiData = new Map<string, {api: ReturnType<typeof loadApiReference>; apiProblems: string[]}>();

function apiDataOf(root: string) {
  let data = apiData.get(root);
  if (!data) {
    const api = loadApiReference(root, {againstDagster: false});
    data = {api, apiProblems: dagsterProblems(root, api)};
    apiData.set(root, data);
  }
  return data;
}

/**
 * An API data problem (`src/data/api/x.yaml: dagster.AssetSpec.merge: ...`) as a finding at the
 * line of the entry it names.
 */
function apiFinding(root: string, problem: string): Finding {
  const [file, id = ''] = problem.split(': ');
  const name = id.split('.').pop() ?? '';
  let line = 1;
  if (existsSync(join(root, file)) && name) {
    const index = readFileSync(join(root, file), 'utf8')
      .split('\n')
      .findIndex((l) => new RegExp(`^\\s*- name: ${name}\\s*$`).test(l));
    if (index >= 0) line = index + 1;
  }
  return {file, line, message: problem.slice(file.length + 2)};
}

/** Files the build writes besides the pages (the plugins name theirs), and the site's own pages. */
const GENERATED_ROUTES = new Set([
  ...[PAGE_INDEX_FILE, LLMS_FILE, LLMS_FULL_FILE, API_SYMBOLS_FILE, 'sitemap.xml'].map((file) => `/${file}`),
  ...NON_DOC_ROUTES,
]);

export type CheckOptions = {
  /** Require every `dg.X` in python samples to be documented in the API reference (tests turn it off to look at one rule at a time). */
  enforceInventory?: boolean;
  /** Where to keep page analyses between runs (the command line uses node_modules/.cache). */
  cache?: FileCache;
  /** Pages as they would be after an edit, by path from the root (null: deleted); for tests. */
  edits?: Record<string, string | null>;
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
  {enforceInventory = true, cache, edits = {}}: CheckOptions = {},
): Finding[] {
  const docsDir = join(root, 'docs');
  const editPaths = Object.keys(edits).map((rel) => join(root, rel));
  const files = [...new Set([...walkDocs(docsDir), ...editPaths.filter((f) => edits[relative(root, f)] !== null)])].sort();
  const components = registeredComponents(root);
  const pages = new Map<string, {file: string; analysis: PageAnalysis}>();
  const sources = new Map<string, string>();
  const findings: Finding[] = [];
  for (const file of files) {
    const edited = edits[relative(root, file)];
    if (edited === null) continue;
    const text = edited ?? readFileSync(file, 'utf8');
    sources.set(file, text);
    const route = routeOfFile(docsDir, file);
    const other = pages.get(route);
    if (other) {
      findings.push({
        file: relative(root, file),
        line: 1,
        message: `serves ${route}, which ${relative(root, other.file)} serves too: one route, one file`,
      });
      continue;
    }
    pages.set(route, {file, analysis: analyzeThrough(cache, text)});
  }
  // API entries are generated from data at build time: their anchors count as the page's own.
  const {api, apiProblems} = apiDataOf(root);
  // The API data is held to Dagster's own API here too, so the check fails before the build does.
  findings.push(...apiProblems.map((problem) => apiFinding(root, problem)));
  for (const page of api.pages) {
    const target = pages.get(page.route);
    if (!target) continue;
    KIND_GROUPS.forEach((group) => target.analysis.anchors.add(group.id));
    api.inventory.filter((e) => e.url.startsWith(`${page.route}#`)).forEach((e) => target.analysis.anchors.add(e.symbol));
  }
  const documented = dagsterNames(api.inventory);
  // What Dagster's tools and configuration files accept (src/data/cli, src/data/config-schemas).
  const {tools, problems: toolProblems} = loadTools(root);
  const {validators, keys: configKeys, problems: schemaProblems} = loadValidators(root);
  const {names: helmNames, problems: helmProblems} = loadHelmNames(root);
  findings.push(...toolProblems, ...schemaProblems, ...helmProblems);
  const toolNames = new Set(tools.keys());
  const selected = only.length
    ? [...pages.entries()].filter(([, p]) => only.some((o) => resolve(p.file).startsWith(resolve(o))))
    : [...pages.entries()];

  const python: {file: string; line: number; src: string}[] = [];
  const served = {pages, staticDir: join(root, 'static')};
  // Where each long sample first appears, over every page (not only those checked), so a copy
  // on a second page is caught whichever of the two is being checked.
  const firstSeen = new Map<string, {file: string; line: number}>();
  for (const {file, analysis} of pages.values()) {
    for (const block of analysis.code) {
      const key = block.lang === 'python' || block.lang === 'py' ? sampleKey(block.value) : undefined;
      if (key && !snippetRef(block.meta) && !firstSeen.has(key)) firstSeen.set(key, {file: relative(root, file), line: block.line});
    }
  }
  const checkedSnippets = new Set<string>();
  for (const [route, {file, analysis}] of selected) {
    const rel = relative(root, file);
    const add = (line: number, message: string) => findings.push({file: rel, line, message});
    // Commands a page names as no longer valid (a changelog, a troubleshooting table) are listed in
    // its front matter, and each must really be invalid in 1.10.15.
    const retired = retiredCommands(analysis, tools, add);
    const commandIssues = (text: string) =>
      retired.some((r) => words(text) === r || words(text).startsWith(`${r} `)) ? [] : lineProblems(text, tools);
    analysis.problems.forEach((p) => findings.push({file: rel, line: p.line, column: p.column, message: p.message}));
    // Field rules would only repeat a malformed block's error.
    const malformed = analysis.problems.some((p) => p.message.startsWith('malformed front matter'));
    if (!malformed) checkFrontMatter(route, analysis).forEach((p) => add(p.line, p.message));
    // A page whose MDX does not parse has no prose to count: the parse error says it all.
    const unparsed = analysis.problems.some((p) => p.message.startsWith('MDX does not parse'));
    if (!unparsed && analysis.words < MIN_PROSE_WORDS) {
      add(analysis.bodyOffset, `${analysis.words} words of prose; a page needs at least ${MIN_PROSE_WORDS}`);
    }
    const pkg = analysis.frontMatter.package;
    if (route.startsWith('/integrations/libraries/') && typeof pkg === 'string') {
      const own = new RegExp(`<PackageInstall\\s+packages="${pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s"]`);
      const text = sources.get(file) ?? '';
      const match = own.exec(text);
      if (match) {
        add(
          text.slice(0, match.index).split('\n').length,
          `install ${pkg} with <IntegrationInstall /> so the command comes from the front matter`,
        );
      }
    }
    for (const c of analysis.components) {
      if (!components.has(c.name) && !analysis.imports.has(c.name))
        add(c.line, `unknown component <${c.name}>: register it in src/theme/MDXComponents.tsx`);
    }
    for (const fence of analysis.code) {
      // A `file=` fence is checked as the sample file it includes, once however many pages do.
      let block = fence;
      let at = {file: rel, line: fence.line};
      const ref = snippetRef(fence.meta);
      if (ref) {
        try {
          block = {...fence, value: resolveSnippet(root, fence)!.value};
        } catch (error) {
          if (!(error instanceof SnippetError)) throw error;
          add(fence.line, error.message);
          continue;
        }
        if (checkedSnippets.has(ref)) continue;
        checkedSnippets.add(ref);
        at = {file: ref, line: 0};
      } else {
        const key = block.lang === 'python' || block.lang === 'py' ? sampleKey(block.value) : undefined;
        const first = key && firstSeen.get(key);
        if (first && first.file !== rel) {
          add(
            fence.line,
            `the same sample is on ${first.file}:${first.line}: move it to a file under /${SNIPPETS_DIR}/ and include it on both pages with file=`,
          );
        }
      }
      if (block.lang === 'python' || block.lang === 'py') {
        python.push({file: at.file, line: at.line, src: block.value});
        if (enforceInventory) {
          for (const use of dagsterSymbolUses(block.value)) {
            if (!documented.has(use.name)) {
              findings.push({
                file: at.file,
                line: at.line + use.line,
                message: `dagster.${use.name} is not in the API reference: check the name exists in Dagster 1.10, then document it in src/data/api/`,
              });
            }
          }
        }
      }
      if (block.lang === 'yaml' || block.lang === 'yml') yamlProblems(block).forEach((p) => add(p.line, p.message));
      // Lines are the block's from 0; the block's first line follows the fence's.
      const inBlock = (offset: number) => (at.line === 0 ? offset + 1 : at.line + 1 + offset);
      // Dagster+ pages install the agent's chart, whose names helm-names.yaml does not describe.
      if (SHELL_LANGUAGES.has(block.lang) && !/^\/dagster-plus(\/|$)/.test(route)) {
        for (const line of shellLines(block.value)) {
          for (const message of helmNameProblems(line.text, helmNames)) findings.push({file: at.file, line: inBlock(line.offset), message});
        }
      }
      if (SHELL_LANGUAGES.has(block.lang)) {
        for (const line of shellLines(block.value))
          for (const p of unquotedExtras(line.text)) findings.push({file: at.file, line: inBlock(line.offset), message: p.message});
      }
      for (const command of commandLines(block.lang, block.value, toolNames)) {
        for (const p of lineProblems(command.text, tools))
          findings.push({file: at.file, line: inBlock(command.offset), message: p.message});
      }
      if ((block.lang === 'yaml' || block.lang === 'yml') && !titleOf(fence.meta)) {
        const evident = untitledConfigFile(block.value, configKeys);
        if (evident)
          add(fence.line, `this block is ${evident.label} (or part of it): give it title="${evident.label}" so the check validates it`);
      }
      const config = configFileOf(fence.meta, route, block.lang);
      if (config) {
        for (const p of configProblems(block.value, config, validators))
          findings.push({file: at.file, line: inBlock(p.line), message: p.message});
      }
      if (block.lang === 'mermaid') {
        try {
          renderDiagram(block.value, 'check');
        } catch (error) {
          if (!(error instanceof DiagramError)) throw error;
          add(block.line, `this mermaid diagram cannot be drawn: ${error.message}`);
        }
      }
      if (block.lang && !isKnownLanguage(block.lang)) {
        add(
          block.line,
          `code block language "${block.lang}" is not highlighted: use ${KNOWN_LANGUAGES_HINT}, or load it in src/lib/highlight/prism.ts`,
        );
      }
    }
    for (const tab of analysis.tabCommands) {
      for (const line of shellLines(tab.value))
        [...commandIssues(line.text), ...unquotedExtras(line.text)].forEach((p) => add(tab.line, p.message));
    }
    for (const code of analysis.inlineCode) {
      const command = inlineCommand(code.value, toolNames);
      if (command) commandIssues(command).forEach((p) => add(code.line, p.message));
    }
    for (const link of analysis.links) {
      const message = linkProblem(link.url, route, served);
      if (message) add(link.line, message);
    }
    for (const image of analysis.images) {
      const message = imageProblem(image.url, served.staticDir);
      if (message) add(image.line, message);
    }
  }
  findings.push(
    ...pythonProblems(
      python,
      enforceInventory ? callablesOf(api.pages) : new Map(),
      enforceInventory ? classMembersOf(api.pages) : new Map(),
    ),
  );
  // Every route of the site map must be served by a page.
  const siteMap = join(root, SITE_MAP_FILE);
  if (!only.length && existsSync(siteMap)) {
    for (const row of parseSiteMap(readFileSync(siteMap, 'utf8'))) {
      if (!pages.has(row.path)) {
        findings.push({
          file: SITE_MAP_FILE,
          line: row.line,
          message: `no page serves ${row.path}: add docs${row.path === '/' ? '/intro' : row.path}.mdx`,
        });
      }
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

const words = (text: string) => text.trim().split(/\s+/).join(' ');

/** The page's `retired_commands`, each checked to be one that Dagster 1.10.15 rejects. */
function retiredCommands(
  analysis: PageAnalysis,
  tools: ReturnType<typeof loadTools>['tools'],
  add: (line: number, message: string) => void,
): string[] {
  const list = analysis.frontMatter.retired_commands;
  if (list === undefined) return [];
  const line = analysis.fieldLines.retired_commands ?? 1;
  if (!Array.isArray(list) || list.some((c) => typeof c !== 'string')) {
    add(line, 'retired_commands must be a list of command lines, such as ["dg list component-type"]');
    return [];
  }
  for (const command of list as string[]) {
    if (lineProblems(command, tools).length === 0)
      add(line, `retired_commands: \`${command}\` is a valid command in Dagster 1.10.15, not a retired one: remove it from the list`);
  }
  return (list as string[]).map(words);
}

/** Fences the site renders: a language the highlighter loads, plain text, or a diagram (drawn at build time). */
const PLAIN_LANGUAGES = new Set(['text', 'mermaid']);
const KNOWN_LANGUAGES_HINT = 'python, yaml, bash, toml, sql, json, javascript, docker, ini or text';

function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || isHighlighted(lang);
}

type Served = {pages: Map<string, {analysis: PageAnalysis}>; staticDir: string};

/** A URL path as a file path; a malformed escape (`%zz`) is kept as written, so it reads as missing. */
function filePath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

function linkProblem(url: string, fromRoute: string, served: Served): string | undefined {
  if (SCRIPT_URL.test(url)) return `link ${url.slice(0, 40)} is a script URL: not allowed in a page`;
  if (/^(https?:|mailto:|tel:)/.test(url)) return undefined;
  if (url.startsWith('#')) {
    return served.pages.get(fromRoute)?.analysis.anchors.has(url.slice(1)) ? undefined : `broken anchor ${url}`;
  }
  if (!url.startsWith('/')) return `link ${url}: use an absolute route such as /guides/build/assets`;
  const [pathPart, anchor] = url.split('#');
  const path = (pathPart.length > 1 ? pathPart.replace(/\/$/, '') : pathPart).split('?')[0];
  const target = served.pages.get(path);
  if (!target) {
    if (GENERATED_ROUTES.has(path) || existsSync(join(served.staticDir, filePath(path)))) return undefined;
    return `broken link ${url}: no page serves ${path}`;
  }
  if (anchor && !target.analysis.anchors.has(anchor)) return `broken anchor ${url}: ${path} has no heading #${anchor}`;
  return undefined;
}

/** Images come from static/ (or another site): a missing one would show as a broken box. */
function imageProblem(url: string, staticDir: string): string | undefined {
  if (SCRIPT_URL.test(url)) return `image ${url.slice(0, 40)} is a script URL: not allowed in a page`;
  if (/^https:\/\//.test(url)) return undefined;
  if (!url.startsWith('/')) return `image ${url}: use an absolute path under /img/ (files in static/img/)`;
  return existsSync(join(staticDir, filePath(url.split(/[?#]/)[0]))) ? undefined : `image ${url} does not exist: add static${url}`;
}

/**
 * Python blocks: each must parse, and every keyword argument it passes to a documented Dagster
 * callable must be one of its parameters. Lines are the page's.
 */
export function pythonProblems(
  blocks: {file: string; line: number; src: string}[],
  callables: ReturnType<typeof callablesOf>,
  classes: ReturnType<typeof classMembersOf> = new Map(),
): Finding[] {
  let analyses;
  try {
    analyses = analyzePython(blocks.map((b, i) => ({id: String(i), src: b.src})));
  } catch (error) {
    if (error instanceof PythonUnavailableError) return [{file: '(python3)', line: 0, message: error.message}];
    throw error;
  }
  return analyses.flatMap((analysis, i) => {
    const block = blocks[i];
    if (analysis.error)
      return [
        {file: block.file, line: block.line + analysis.error.line, message: `python block does not parse: ${analysis.error.message}`},
      ];
    return [
      ...keywordProblems(analysis.calls, callables),
      ...attributeProblems(analysis.attributes, classes),
      ...contextProblems(analysis),
    ].map((p) => ({file: block.file, line: block.line + p.line, message: p.message}));
  });
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '');
if (invokedDirectly) {
  // The diagram library is an ES module: load it before the (synchronous) check draws.
  void loadDiagramRenderer().then(() => {
    const root = resolve(import.meta.dirname, '..');
    // Analyses are cached by page text and by the analyzer's code and dependencies.
    const cache = new FileCache(
      join(root, 'node_modules/.cache/content-check'),
      versionOf([join(root, 'scripts/lib/content.ts'), join(root, 'package-lock.json')]),
    );
    const only = process.argv.slice(2);
    const findings = checkContent(root, only, {cache});
    if (!only.length) cache.prune();
    for (const f of findings) console.error(`${f.file}:${f.line}${f.column ? `:${f.column}` : ''}: ${f.message}`);
    console.log(findings.length ? `content check: ${findings.length} problem(s)` : 'content check: all pages pass');
    process.exit(findings.length ? 1 : 0);
  });
}
