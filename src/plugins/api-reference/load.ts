/**
 * Loads and checks the API reference data (src/data/api/**.yaml). Any problem throws an error
 * naming the file, so a missing field or a malformed signature fails the build.
 */
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parse as parseYaml} from 'yaml';
import {apiFileSchema, describeIssues, type ApiFile} from '../../lib/api/schema';
import {buildInventory, type ApiPage, type InventoryEntry} from '../../lib/api/inventory';
import {attributeProblems, callablesOf, classMembersOf, contextProblems, keywordProblems} from '../../lib/api/samples';
import {analyzePython, pythonDefinitions, PythonUnavailableError, type PythonAnalysis} from '../../lib/python';
import {
  amendmentSchema,
  applyAmendments,
  snapshotProblems,
  SnapshotError,
  undescribedParameters,
  type ApiSnapshot,
} from '../../lib/api/snapshot';
import {AMENDMENTS_FILE, SNAPSHOT_FILE, SOURCE_STUBS_DIR} from '../../lib/api/snapshot-files';
import {compareWithSource, readStubs, StubError, type SourceSnapshot} from '../../lib/api/source-signatures';
import * as z from 'zod';

export const API_DATA_DIR = 'src/data/api';

export type ApiReference = {pages: ApiPage[]; inventory: InventoryEntry[]; analyses: PythonAnalysis[]};

export function routeOfDataFile(dataDir: string, file: string): string {
  return `/api/${relative(dataDir, file)
    .replace(/\\/g, '/')
    .replace(/\.ya?ml$/, '')}`;
}

export function dataFileOfRoute(dataDir: string, route: string): string {
  return join(dataDir, `${route.replace(/^\/api\//, '')}.yaml`);
}

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

export class ApiDataError extends Error {}

export function apiDataFiles(root: string): string[] {
  return listYaml(join(root, API_DATA_DIR));
}

function parseFile(root: string, file: string): ApiFile {
  const rel = relative(root, file);
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ApiDataError(`${rel}: YAML does not load: ${(error as Error).message.split('\n')[0]}`);
  }
  const result = apiFileSchema.safeParse(raw);
  if (!result.success) {
    throw new ApiDataError(`${rel}: invalid API data:\n  ${describeIssues(result.error, raw).join('\n  ')}`);
  }
  return result.data;
}

type PythonSnippet = {where: string; src: string};

/** Every signature must parse as a Python `def` (or annotated name), every example as a module. */
function pythonSnippets(rel: string, data: ApiFile): PythonSnippet[] {
  const asCode = (signature: string) => (signature.includes('(') ? `def ${signature}: pass` : signature);
  return data.symbols.flatMap((symbol) => [
    {where: `${rel}: ${symbol.name}.signature`, src: asCode(symbol.signature)},
    {where: `${rel}: ${symbol.name}.example`, src: symbol.example},
    ...symbol.members.map((m) => ({where: `${rel}: ${symbol.name}.${m.name}.signature`, src: asCode(m.signature)})),
  ]);
}

function signatureShapeProblems(rel: string, data: ApiFile): string[] {
  const problems: string[] = [];
  const check = (name: string, signature: string, params: {name: string}[], where: string) => {
    const head = signature.split(/[(:\s=]/)[0];
    if (head !== name) problems.push(`${rel}: ${where}.signature must start with ${name}, not ${head}`);
    for (const param of params) {
      const bare = param.name.replace(/^\*+/, '');
      if (!new RegExp(`[(,*\\s]${bare}\\b`).test(signature)) {
        problems.push(`${rel}: ${where}.params names ${param.name}, which the signature lacks`);
      }
    }
  };
  for (const symbol of data.symbols) {
    check(symbol.name, symbol.signature, symbol.params, symbol.name);
    for (const member of symbol.members) check(member.name, member.signature, member.params, `${symbol.name}.${member.name}`);
  }
  return problems;
}

/**
 * A parameter's `default:` and the default its signature shows are one fact written twice: they
 * must agree, compared as Python writes them back (`'UTC'` and `"UTC"` agree).
 */
function defaultProblems(pages: readonly ApiPage[]): string[] {
  const entries = pages
    .flatMap((page) =>
      page.data.symbols.flatMap((symbol) => [
        {at: `${page.file}: ${symbol.name}`, signature: symbol.signature, params: symbol.params},
        ...symbol.members.map((m) => ({at: `${page.file}: ${symbol.name}.${m.name}`, signature: m.signature, params: m.params})),
      ]),
    )
    .filter((entry) => entry.signature.includes('('));
  const signatures = pythonDefinitions(entries.map((e, i) => ({id: String(i), src: `def ${e.signature.replace(/^[\w.]+/, 'f')}: ...\n`})));
  const written = entries.flatMap((e, i) =>
    e.params.filter((p) => p.default !== undefined).map((p) => ({id: `${i} ${p.name}`, src: `def f(x=${p.default}): ...\n`})),
  );
  const asPython = new Map(pythonDefinitions(written).map((r) => [r.id, r.error ? undefined : r.definitions[0].params[0].default]));
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    const shown = signatures[i].definitions[0]?.params ?? [];
    for (const param of entry.params) {
      const inSignature = shown.find((p) => p.name === param.name.replace(/^\*+/, ''));
      if (!inSignature) continue;
      const value = param.default === undefined ? undefined : asPython.get(`${i} ${param.name}`);
      if (param.default !== undefined && value === undefined) {
        problems.push(`${entry.at}: the default of ${param.name} (${param.default}) is not a Python expression`);
      } else if (value !== inSignature.default) {
        problems.push(
          `${entry.at}: ${param.name} defaults to ${inSignature.default ?? 'nothing'} in the signature and to ${param.default ?? 'nothing'} in its description`,
        );
      }
    }
  });
  return problems;
}

function analyze(snippets: PythonSnippet[]): PythonAnalysis[] {
  try {
    return analyzePython(snippets.map((snippet) => ({id: snippet.where, src: snippet.src})));
  } catch (error) {
    if (error instanceof PythonUnavailableError) throw new ApiDataError(error.message);
    throw error;
  }
}

/** Keyword arguments the entries' examples pass that their callees do not take. */
function exampleKeywordProblems(pages: readonly ApiPage[], analyses: readonly PythonAnalysis[]): string[] {
  const callables = callablesOf(pages);
  const classes = classMembersOf(pages);
  return analyses
    .filter((a) => a.id.endsWith('.example'))
    .flatMap((a) =>
      [...keywordProblems(a.calls, callables), ...attributeProblems(a.attributes, classes), ...contextProblems(a)].map(
        (p) => `${a.id} line ${p.line}: ${p.message}`,
      ),
    );
}

/**
 * Where the reference disagrees with Dagster's own API (the snapshot in src/data/api-snapshot),
 * describes a parameter incompletely, or shows an example that passes a keyword its callee
 * does not take. Each line names the data file.
 */
export function dagsterProblems(root: string, reference: ApiReference): string[] {
  return [
    ...snapshotProblems(loadApiSnapshot(root), reference.pages),
    ...compareWithSource(loadSourceSnapshot(root), reference.pages).problems,
    ...undescribedParameters(reference.pages),
    ...exampleKeywordProblems(reference.pages, reference.analyses),
  ];
}

export type LoadOptions = {
  /** Also hold the data to Dagster's API (the build does; `npm run check:api` reports instead). */
  againstDagster?: boolean;
};

export function loadApiReference(root: string, {againstDagster = true}: LoadOptions = {}): ApiReference {
  const dataDir = join(root, API_DATA_DIR);
  const pages: ApiPage[] = listYaml(dataDir).map((file) => ({
    route: routeOfDataFile(dataDir, file),
    file: relative(root, file),
    data: parseFile(root, file),
  }));
  const analyses = analyze(pages.flatMap((page) => pythonSnippets(page.file, page.data)));
  const problems = [
    ...pages.flatMap((page) => signatureShapeProblems(page.file, page.data)),
    ...defaultProblems(pages),
    ...analyses.flatMap((a) => (a.error ? [`${a.id} does not parse: ${a.error.message} (line ${a.error.line})`] : [])),
  ];
  const inventory = buildInventory(pages);
  const seen = new Map<string, string>();
  for (const entry of inventory) {
    const file = pages.find((p) => entry.url.startsWith(`${p.route}#`))?.file ?? '';
    if (seen.has(entry.symbol)) problems.push(`${file}: ${entry.symbol} is documented twice (also in ${seen.get(entry.symbol)})`);
    seen.set(entry.symbol, file);
  }
  if (problems.length) throw new ApiDataError(`API reference data has problems:\n  ${problems.join('\n  ')}`);
  const reference = {pages, inventory, analyses};
  if (againstDagster) {
    const disagreements = dagsterProblems(root, reference);
    if (disagreements.length) {
      throw new ApiDataError(
        `The API reference disagrees with Dagster's own API (src/data/api-snapshot/README.md):\n  ${disagreements.join('\n  ')}`,
      );
    }
  }
  return reference;
}

const cache = new Map<string, ApiReference | {error: unknown}>();

/**
 * Loads once per process: the remark plugins run for every page. A failure is kept too, so a
 * build with bad API data fails with one message at once rather than reloading (and spawning
 * Python) for each of its 500 pages.
 */
export function apiReferenceFor(root: string): ApiReference {
  let entry = cache.get(root);
  if (!entry) {
    try {
      entry = loadApiReference(root);
    } catch (error) {
      entry = {error};
    }
    cache.set(root, entry);
  }
  if ('error' in entry) throw entry.error;
  return entry;
}

/** Signatures transcribed from Dagster's source (src/data/api-snapshot/source/*.py); none where there is no such folder. */
export function loadSourceSnapshot(root: string): SourceSnapshot {
  const dir = join(root, SOURCE_STUBS_DIR);
  if (!existsSync(dir)) return {};
  const stubs = readdirSync(dir)
    .filter((name) => name.endsWith('.py'))
    .sort()
    .map((name) => ({name: `${SOURCE_STUBS_DIR}/${name}`, text: readFileSync(join(dir, name), 'utf8')}));
  try {
    return readStubs(stubs);
  } catch (error) {
    if (error instanceof StubError) throw new ApiDataError(error.message);
    throw error;
  }
}

/**
 * The snapshot of Dagster's API (src/data/api-snapshot): the facts extracted from Dagster's
 * generated docs, with the amendments that bring them to the documented version applied.
 */
export function loadApiSnapshot(root: string): ApiSnapshot {
  const docs = JSON.parse(readFileSync(join(root, SNAPSHOT_FILE), 'utf8')) as ApiSnapshot;
  const raw: unknown = parseYaml(readFileSync(join(root, AMENDMENTS_FILE), 'utf8')) ?? [];
  const parsed = z.array(amendmentSchema).safeParse(raw);
  if (!parsed.success)
    throw new ApiDataError(`${AMENDMENTS_FILE}: invalid amendments:\n  ${describeIssues(parsed.error, raw).join('\n  ')}`);
  try {
    return applyAmendments(docs, parsed.data);
  } catch (error) {
    if (error instanceof SnapshotError) throw new ApiDataError(`${AMENDMENTS_FILE}: ${error.message}`);
    throw error;
  }
}
