/**
 * Loads and checks the API reference data (src/data/api/**.yaml). Any problem throws an error
 * naming the file, so a missing field or a malformed signature fails the build.
 */
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {spawnSync} from 'node:child_process';
import {parse as parseYaml} from 'yaml';
import {apiFileSchema, describeIssues, type ApiFile} from '../../lib/api/schema';
import {buildInventory, type ApiPage, type InventoryEntry} from '../../lib/api/inventory';

export const API_DATA_DIR = 'src/data/api';

export type ApiReference = {pages: ApiPage[]; inventory: InventoryEntry[]};

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

function pythonProblems(snippets: PythonSnippet[]): string[] {
  if (snippets.length === 0) return [];
  const script = [
    'import ast, json, sys',
    'out = []',
    'for s in json.load(sys.stdin):',
    '    try: ast.parse(s["src"])',
    '    except SyntaxError as e: out.append(f\'{s["where"]} does not parse: {e.msg} (line {e.lineno})\')',
    'print(json.dumps(out))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script], {input: JSON.stringify(snippets), encoding: 'utf8'});
  if (result.status !== 0) throw new ApiDataError(`python3 is needed to check API signatures: ${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

export function loadApiReference(root: string): ApiReference {
  const dataDir = join(root, API_DATA_DIR);
  const pages: ApiPage[] = listYaml(dataDir).map((file) => ({
    route: routeOfDataFile(dataDir, file),
    file: relative(root, file),
    data: parseFile(root, file),
  }));
  const problems = [
    ...pages.flatMap((page) => signatureShapeProblems(page.file, page.data)),
    ...pythonProblems(pages.flatMap((page) => pythonSnippets(page.file, page.data))),
  ];
  const inventory = buildInventory(pages);
  const seen = new Map<string, string>();
  for (const entry of inventory) {
    const file = pages.find((p) => entry.url.startsWith(`${p.route}#`))?.file ?? '';
    if (seen.has(entry.symbol)) problems.push(`${file}: ${entry.symbol} is documented twice (also in ${seen.get(entry.symbol)})`);
    seen.set(entry.symbol, file);
  }
  if (problems.length) throw new ApiDataError(`API reference data has problems:\n  ${problems.join('\n  ')}`);
  return {pages, inventory};
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
