/**
 * Loads and checks the API reference data (src/data/api/**.yaml). Any problem throws an error
 * naming the file, so a missing field or a malformed signature fails the build.
 */
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parse as parseYaml} from 'yaml';
import {apiFileSchema, describeIssues, type ApiFile} from '../../lib/api/schema';
import {buildInventory, type ApiPage, type InventoryEntry} from '../../lib/api/inventory';
import {callablesOf, keywordProblems} from '../../lib/api/samples';
import {analyzePython, PythonUnavailableError, type PythonAnalysis} from '../../lib/python';
import {amendmentSchema, applyAmendments, snapshotProblems, SnapshotError, undescribedParameters, type ApiSnapshot} from '../../lib/api/snapshot';
import {AMENDMENTS_FILE, SNAPSHOT_FILE} from '../../lib/api/snapshot-files';
import * as z from 'zod';

export const API_DATA_DIR = 'src/data/api';

export type ApiReference = {pages: ApiPage[]; inventory: InventoryEntry[]; analyses: PythonAnalysis[]};

export function routeOfDataFile(dataDir: string, file: string): string {
  return `/api/${relative(dataDir, file).replace(/\\/g, '/').replace(/\.ya?ml$/, '')}`;
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
  return analyses
    .filter((a) => a.id.endsWith('.example'))
    .flatMap((a) => keywordProblems(a.calls, callables).map((p) => `${a.id} line ${p.line}: ${p.message}`));
}

/**
 * Where the reference disagrees with Dagster's own API (the snapshot in src/data/api-snapshot),
 * describes a parameter incompletely, or shows an example that passes a keyword its callee
 * does not take. Each line names the data file.
 */
export function dagsterProblems(root: string, reference: ApiReference): string[] {
  return [
    ...snapshotProblems(loadApiSnapshot(root), reference.pages),
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
      throw new ApiDataError(`The API reference disagrees with Dagster's own API (src/data/api-snapshot/README.md):\n  ${disagreements.join('\n  ')}`);
    }
  }
  return reference;
}

const cache = new Map<string, ApiReference>();

/** Loads once per process: the remark plugins run for every page. */
export function apiReferenceFor(root: string): ApiReference {
  let reference = cache.get(root);
  if (!reference) {
    reference = loadApiReference(root);
    cache.set(root, reference);
  }
  return reference;
}

/**
 * The snapshot of Dagster's API (src/data/api-snapshot): the facts extracted from Dagster's
 * generated docs, with the amendments that bring them to the documented version applied.
 */
export function loadApiSnapshot(root: string): ApiSnapshot {
  const docs = JSON.parse(readFileSync(join(root, SNAPSHOT_FILE), 'utf8')) as ApiSnapshot;
  const raw: unknown = parseYaml(readFileSync(join(root, AMENDMENTS_FILE), 'utf8')) ?? [];
  const parsed = z.array(amendmentSchema).safeParse(raw);
  if (!parsed.success) throw new ApiDataError(`${AMENDMENTS_FILE}: invalid amendments:\n  ${describeIssues(parsed.error, raw).join('\n  ')}`);
  try {
    return applyAmendments(docs, parsed.data);
  } catch (error) {
    if (error instanceof SnapshotError) throw new ApiDataError(`${AMENDMENTS_FILE}: ${error.message}`);
    throw error;
  }
}
