/**
 * The second half of the snapshot of Dagster's API: what its generated docs do not say, read from
 * its source. For the callables the reference documents, the parameters, their kind (positional,
 * keyword-only, `*args`, `**kwargs`) and their defaults.
 *
 * The source is kept as stubs (src/data/api-snapshot/source/<data file>.py): Python files that
 * repeat each definition's header (no bodies, no docstrings, no annotations), each group headed
 * by `# file: <path> @<commit>` naming where it was read. Python's parser reads both the stubs and
 * our `signature:` strings, so a default is compared as Python writes it back, not as typed.
 *
 * The code store the stubs were read from holds Dagster's files at many versions, not one 1.10.15
 * commit, and parameters come and go between versions. So the check holds the reference to the
 * source on what does not drift with the version: for every parameter both name, its default, its
 * kind and its place relative to the others. Which parameters exist is held to Dagster's 1.10 API
 * docs and the changelog (snapshot.ts); parameters only one side has are reported as notes.
 */
import type {ApiPage} from './inventory';
import {pythonDefinitions, type PythonParam} from '../python';
import {SOURCE_STUBS_DIR} from './snapshot-files';

export type SourceDefinition = {
  /** `asset`, `AssetSpec` (its constructor), `AssetSpec.merge_attributes`. */
  name: string;
  /** `python_modules/dagster/dagster/_core/definitions/asset_spec.py@1a2b3c4`. */
  from: string;
  params: PythonParam[];
};

export type SourcePage = {
  definitions: SourceDefinition[];
  missing: string[];
  /** Classes the stub names, including those with no constructor to compare (Enums, exceptions). */
  classes: string[];
  /** Module constants the stub gives (`DEFAULT_POLL_INTERVAL = 10`), by name. */
  constants: Record<string, string>;
};

/** Our data file, relative to src/data/api without `.yaml` (`dagster/assets`) → its definitions. */
export type SourceSnapshot = Record<string, SourcePage>;

export class StubError extends Error {}

/** `# file: <path> @<commit>`, or `@id<n>` for a file the store gave by its id alone. */
const FILE_LINE = /^#\s*file:\s*(\S+)\s*@\s*([0-9a-f]{7,40}|id\d+)\s*$/;
const MISSING_LINE = /^#\s*missing:\s*(\S+)/;

/** The data file a stub describes: `assets.py` → `dagster/assets`, `dagster-dbt.py` → `libraries/dagster-dbt`. */
export function pageOfStub(fileName: string): string {
  const stem = fileName.replace(/\.py$/, '');
  return /^dagster(-|mill$)/.test(stem) ? `libraries/${stem}` : `dagster/${stem}`;
}

/** Reads stub files (`name` is how messages name each) into the snapshot, in one run of Python. */
export function readStubs(stubs: readonly {name: string; text: string}[]): SourceSnapshot {
  const results = pythonDefinitions(stubs.map((s) => ({id: s.name, src: s.text})));
  const snapshot: SourceSnapshot = {};
  stubs.forEach(({name, text}, i) => {
    const result = results[i];
    if (result.error) throw new StubError(`${name}:${result.error.line}: does not parse: ${result.error.message}`);
    const origins: {line: number; from: string}[] = [];
    const missing: string[] = [];
    text.split('\n').forEach((line, index) => {
      const file = FILE_LINE.exec(line.trim());
      if (file) origins.push({line: index + 1, from: `${file[1]}@${file[2]}`});
      const gap = MISSING_LINE.exec(line.trim());
      if (gap) missing.push(gap[1].replace(/[,;:]$/, ''));
    });
    // A default the source names by a module constant (`timezone=DEFAULT_FRESHNESS_TIMEZONE`) is
    // compared by the constant's value, which the stub gives as an assignment.
    const valueOf = (param: PythonParam): PythonParam =>
      param.default !== undefined && param.default in result.constants ? {...param, default: result.constants[param.default]} : param;
    const definitions = result.definitions.map((definition) => {
      const origin = origins.filter((o) => o.line < definition.line).pop();
      if (!origin)
        throw new StubError(`${name}:${definition.line}: ${definition.qualname} has no "# file: <path> @<commit>" line above it`);
      return {name: definition.qualname, from: origin.from, params: definition.params.map(valueOf)};
    });
    snapshot[pageOfStub(name.split('/').pop()!)] = {definitions, missing, classes: result.classes, constants: result.constants};
  });
  return snapshot;
}

/** A default the stub gives only as "there is one" (a Pydantic `default_factory`). */
export const ANY_DEFAULT = 'FACTORY';

/** Parameters a reader never passes: the bound first argument and private ones. */
function callerParams(params: readonly PythonParam[]): PythonParam[] {
  const rest = params.length && ['self', 'cls'].includes(params[0].name) && params[0].kind !== 'keyword_only' ? params.slice(1) : params;
  return rest.filter((p) => !p.name.startsWith('_'));
}

const shown = (p: PythonParam) =>
  `${p.kind === 'var_positional' ? '*' : p.kind === 'var_keyword' ? '**' : ''}${p.name}${p.default !== undefined ? `=${p.default}` : ''}`;

export type Comparison = {
  /** Disagreements on parameters both sides name: defaults, kinds, order. The check fails on these. */
  problems: string[];
  /** Parameters only one side names: a version difference as often as an error. */
  notes: string[];
};

/** Spellings of one value: an empty `dict()` is `{}`, an empty `list()` is `[]`. */
function canonical(param: PythonParam, constants: Record<string, string>): PythonParam {
  if (param.default === undefined) return param;
  const value = constants[param.default] ?? param.default;
  return {...param, default: value === 'dict()' ? '{}' : value === 'list()' ? '[]' : value};
}

/**
 * How a signature of ours differs from the source's. A default of ours that names a constant the
 * stub gives (`poll_interval=DEFAULT_POLL_INTERVAL`) is compared by its value, as the source's is.
 */
export function compareParams(
  ours: readonly PythonParam[],
  source: readonly PythonParam[],
  constants: Record<string, string> = {},
): Comparison {
  const theirs = callerParams(source).map((p) => canonical(p, constants));
  const mine = callerParams(ours).map((p) => canonical(p, constants));
  const names = (list: readonly PythonParam[]) => list.map((p) => p.name);
  const problems: string[] = [];
  const notes: string[] = [];
  const absent = theirs.filter((p) => !names(mine).includes(p.name));
  const extra = mine.filter((p) => !names(theirs).includes(p.name));
  if (absent.length) notes.push(`the source also takes ${absent.map(shown).join(', ')}`);
  if (extra.length) notes.push(`the source takes no ${extra.map((p) => p.name).join(', ')}`);
  const common = names(theirs).filter((n) => names(mine).includes(n));
  const ourOrder = names(mine).filter((n) => common.includes(n));
  const starred = (name: string) => shown({...theirs.find((p) => p.name === name)!, default: undefined});
  if (ourOrder.join() !== common.join()) problems.push(`the source's order is (${common.map(starred).join(', ')})`);
  for (const name of common) {
    const a = mine.find((p) => p.name === name)!;
    const b = theirs.find((p) => p.name === name)!;
    if (a.kind !== b.kind && b.kind !== 'field')
      problems.push(`${name} is ${b.kind.replace('_', '-')} in the source, ${a.kind.replace('_', '-')} here`);
    if (b.default === ANY_DEFAULT && a.default !== undefined) continue;
    if (a.default !== b.default) {
      problems.push(
        b.default === undefined
          ? `${name} has no default in the source (here ${a.default})`
          : `${name} defaults to ${b.default} in the source (here ${a.default ?? 'none'})`,
      );
    }
  }
  return {problems, notes};
}

type OurCallable = {file: string; name: string; signature: string};

function ourCallables(page: ApiPage): OurCallable[] {
  return page.data.symbols.flatMap((symbol) => [
    {file: page.file, name: symbol.name, signature: symbol.signature},
    ...symbol.members.map((m) => ({file: page.file, name: `${symbol.name}.${m.name}`, signature: m.signature})),
  ]);
}

/**
 * Compares the reference's signatures with the source snapshot; each line names our data file,
 * the entry and the source file. Entries without parentheses (properties, attributes) have no
 * parameters to compare; a stub entry the data file does not have is noted.
 */
export function compareWithSource(snapshot: SourceSnapshot, pages: readonly ApiPage[]): Comparison {
  const problems: string[] = [];
  const notes: string[] = [];
  const checks: {ours: OurCallable; source: SourceDefinition; constants: Record<string, string>}[] = [];
  for (const page of pages) {
    const key = page.file
      .replace(/\\/g, '/')
      .replace(/^.*src\/data\/api\//, '')
      .replace(/\.yaml$/, '');
    if (!snapshot[key])
      problems.push(`${page.file}: no source stub ${SOURCE_STUBS_DIR}/${key.split('/').pop()}.py holds Dagster's definitions for it`);
  }
  for (const [key, sourcePage] of Object.entries(snapshot)) {
    const file = `src/data/api/${key}.yaml`;
    const page = pages.find((p) => p.file.replace(/\\/g, '/').endsWith(file));
    if (!page) {
      problems.push(`${file}: the source snapshot has signatures for it, and there is no such data file`);
      continue;
    }
    const callables = ourCallables(page);
    const transcribed = new Set([...sourcePage.definitions.map((d) => d.name), ...sourcePage.classes, ...sourcePage.missing]);
    for (const symbol of page.data.symbols) {
      if (symbol.signature.includes('(') && !transcribed.has(symbol.name))
        problems.push(
          `${page.file}: ${symbol.name} is not in the source stub ${SOURCE_STUBS_DIR}/${key.split('/').pop()}.py: transcribe its definition or list it as "# missing: ${symbol.name} (why)"`,
        );
    }
    for (const definition of sourcePage.definitions) {
      const ours = callables.find((c) => c.name === definition.name);
      if (!ours) notes.push(`${page.file}: ${definition.name} is in the source stub but not in the data file`);
      else if (ours.signature.includes('(')) checks.push({ours, source: definition, constants: sourcePage.constants});
    }
  }
  const parsed = pythonDefinitions(
    checks.map(({ours}, i) => ({id: String(i), src: `def ${ours.signature.replace(/^[\w.]+/, 'f')}: ...\n`})),
  );
  parsed.forEach((result, i) => {
    const {ours, source, constants} = checks[i];
    const at = `${ours.file}: ${ours.name}`;
    if (result.error || result.definitions.length !== 1) {
      problems.push(`${at}: the signature does not read as Python: ${result.error?.message ?? 'no definition'}`);
      return;
    }
    const comparison = compareParams(result.definitions[0].params, source.params, constants);
    if (comparison.problems.length) problems.push(`${at}: ${comparison.problems.join('; ')} (${source.from})`);
    if (comparison.notes.length) notes.push(`${at}: ${comparison.notes.join('; ')} (${source.from})`);
  });
  return {problems, notes};
}
