/**
 * Configuration files a page shows, held to what Dagster accepts in them (the JSON Schemas in
 * src/data/config-schemas/): a block is one of those files when its title names it. An unknown key
 * or a value of the wrong type is a problem at the block line that holds it. Pure: the schemas
 * come in as data.
 */
import {Ajv2020, type ErrorObject, type ValidateFunction} from 'ajv/dist/2020.js';
import {parse as parseToml} from 'smol-toml';
import {isMap, isSeq, LineCounter, parseAllDocuments, type Node as YamlNode} from 'yaml';

export type ConfigFile = {
  /** The schema's file name in src/data/config-schemas/, without `.schema.yaml`. */
  schema: string;
  /** What the file is called, for messages. */
  label: string;
  format: 'yaml' | 'toml';
  /** Whether a block with this title (and on this route) is this file. */
  matches: (title: string, route: string) => boolean;
  /** The part of the file the schema describes (`tool.dg` of a pyproject.toml); the whole file if unset. */
  within?: string[];
};

const base = (title: string) =>
  title
    .replace(/\s*\(.*\)\s*$/, '')
    .split('/')
    .pop() ?? '';

/** Dagster+ pages' `values.yaml` belong to the agent's chart, not the open-source one. */
const isDagsterPlus = (route: string) => route === '/dagster-plus' || route.startsWith('/dagster-plus/');

export const CONFIG_FILES: ConfigFile[] = [
  {schema: 'dagster-yaml', label: 'dagster.yaml', format: 'yaml', matches: (t) => base(t) === 'dagster.yaml'},
  {schema: 'workspace-yaml', label: 'workspace.yaml', format: 'yaml', matches: (t) => base(t) === 'workspace.yaml'},
  {schema: 'dagster-cloud-yaml', label: 'dagster_cloud.yaml', format: 'yaml', matches: (t) => base(t) === 'dagster_cloud.yaml'},
  {
    schema: 'helm-values',
    label: "the dagster Helm chart's values.yaml",
    format: 'yaml',
    matches: (t, route) => base(t) === 'values.yaml' && !isDagsterPlus(route),
  },
  {schema: 'alert-policies', label: 'the alert policies file', format: 'yaml', matches: (t) => base(t) === 'alert_policies.yaml'},
  {schema: 'dg-toml', label: 'dg.toml', format: 'toml', matches: (t) => base(t) === 'dg.toml'},
  {
    schema: 'dg-toml',
    label: '[tool.dg] of pyproject.toml',
    format: 'toml',
    matches: (t) => base(t) === 'pyproject.toml',
    within: ['tool', 'dg'],
  },
];

/** The `title="..."` of a fence's meta. */
export function titleOf(meta: string | null): string | undefined {
  return meta ? /\btitle="([^"]+)"/.exec(meta)?.[1] : undefined;
}

export function configFileOf(meta: string | null, route: string, lang: string): ConfigFile | undefined {
  const title = titleOf(meta);
  if (!title) return undefined;
  return CONFIG_FILES.find((f) => f.format === (lang === 'yml' ? 'yaml' : lang) && f.matches(title, route));
}

export type Validators = Map<string, ValidateFunction>;

/** Compiles the schemas (name to JSON Schema object). */
export function compileSchemas(schemas: Record<string, object>): Validators {
  // verbose: an error carries the schema node it failed, whose `description` says what a rule means.
  const ajv = new Ajv2020({allErrors: true, strict: false, verbose: true});
  return new Map(Object.entries(schemas).map(([name, schema]) => [name, ajv.compile(schema)]));
}

export type ConfigProblem = {line: number; message: string};

const pathOf = (error: ErrorObject): string[] =>
  error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

function keyLabel(path: string[]): string {
  return path.length
    ? path
        .map((p) => (/^\d+$/.test(p) ? `[${p}]` : p))
        .join('.')
        .replace(/\.\[/g, '[')
    : 'the top level';
}

/** One message an author can act on, for each distinct place and kind. */
function messages(errors: ErrorObject[], label: string): {path: string[]; key?: string; message: string}[] {
  const out = new Map<string, {path: string[]; key?: string; message: string}>();
  // An `if`/`then` failure only repeats the error inside it; a failed `anyOf`/`oneOf` branch
  // reports each branch, of which the first unknown key is the useful one.
  for (const error of errors) {
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const path = pathOf(error);
    let entry: {path: string[]; key?: string; message: string};
    if (error.keyword === 'additionalProperties') {
      const key = String((error.params as {additionalProperty: string}).additionalProperty);
      entry = {path, key, message: `${label} has no key "${key}" under ${keyLabel(path)} in Dagster 1.10.15`};
    } else if (error.keyword === 'enum') {
      const allowed = (error.params as {allowedValues: unknown[]}).allowedValues.map((v) => JSON.stringify(v)).join(', ');
      entry = {path, message: `${label}: ${keyLabel(path)} must be one of ${allowed}`};
    } else if (error.keyword === 'required') {
      const missing = String((error.params as {missingProperty: string}).missingProperty);
      entry = {path, message: `${label}: ${keyLabel(path)} needs "${missing}"`};
    } else if (error.keyword === 'not' && typeof (error.parentSchema as {description?: unknown})?.description === 'string') {
      entry = {path, message: `${label}: ${(error.parentSchema as {description: string}).description}`};
    } else {
      entry = {path, message: `${label}: ${keyLabel(path)} ${error.message ?? 'is not valid'}`};
    }
    const id = `${entry.path.join('/')}|${entry.key ?? ''}|${error.keyword}`;
    if (!out.has(id)) out.set(id, entry);
  }
  // A value that fails one branch of `anyOf: [{type: null}, {object}]` also fails the other's type:
  // a type error where a deeper or other error explains the same value is that branch's noise.
  const all = [...out.entries()];
  return all
    .filter(([id, entry]) => {
      if (!id.endsWith('|type')) return true;
      const here = entry.path.join('/');
      return !all.some(([other, e]) => other !== id && !other.endsWith('|type') && `${e.path.join('/')}/`.startsWith(`${here}/`));
    })
    .map(([, entry]) => entry);
}

/** The block line (0-based) of a YAML node at `path`, or of `key` in the mapping there. */
function yamlLine(root: YamlNode | null, path: string[], key: string | undefined, counter: LineCounter): number {
  let node: unknown = root;
  const walk = key === undefined ? path : [...path, key];
  let line = 0;
  for (const part of walk) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as {value?: unknown})?.value) === part);
      if (!pair) break;
      const range = (pair.key as {range?: [number, number]})?.range;
      if (range) line = counter.linePos(range[0]).line - 1;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(part)] as {range?: [number, number]} | undefined;
      if (!item) break;
      if (item.range) line = counter.linePos(item.range[0]).line - 1;
      node = item;
    } else break;
  }
  return line;
}

/** The block line (0-based) where a TOML key or table is written. */
function tomlLine(text: string, path: string[], key: string | undefined): number {
  const name = key ?? path[path.length - 1];
  if (!name) return 0;
  const lines = text.split('\n');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = lines.findIndex((l) => new RegExp(`^\\s*(\\[{1,2}[^\\]]*\\b${escaped}\\]{1,2}|"?${escaped}"?\\s*=)`).test(l));
  return Math.max(found, 0);
}

/**
 * Problems of one block that is `file`. A block that does not load is left to the YAML check
 * (or reported here for TOML).
 */
export function configProblems(text: string, file: ConfigFile, validators: Validators): ConfigProblem[] {
  const validate = validators.get(file.schema);
  if (!validate) return [];
  if (file.format === 'toml') {
    let data: Record<string, unknown>;
    try {
      data = parseToml(text) as Record<string, unknown>;
    } catch (error) {
      const line = (error as {line?: number}).line ?? 1;
      return [{line: line - 1, message: `TOML block does not load: ${(error as Error).message.split('\n')[0]}`}];
    }
    let part: unknown = data;
    for (const key of file.within ?? []) part = (part as Record<string, unknown> | undefined)?.[key];
    if (part === undefined || validate(part)) return [];
    const prefix = file.within ?? [];
    return messages(validate.errors ?? [], file.label).map((m) => ({
      line: tomlLine(text, [...prefix, ...m.path], m.key),
      message: m.message,
    }));
  }
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, {lineCounter: counter});
  if (!Array.isArray(docs)) return [];
  return docs.flatMap((doc) => {
    if (doc.errors.length) return [];
    const data = doc.toJS() as unknown;
    if (data === null || data === undefined || validate(data)) return [];
    return messages(validate.errors ?? [], file.label).map((m) => ({
      line: yamlLine(doc.contents as YamlNode | null, m.path, m.key, counter),
      message: m.message,
    }));
  });
}

/**
 * The configuration file an untitled YAML block evidently is: every top-level key is one of that
 * file's own (and the block has at least one), so it must be titled to be validated. Only files
 * whose top-level keys are Dagster's own words; a Helm values file's keys are too generic to tell.
 */
export const RECOGNISED_UNTITLED = ['dagster-yaml', 'workspace-yaml', 'dagster-cloud-yaml'];

export function untitledConfigFile(text: string, keysBySchema: ReadonlyMap<string, ReadonlySet<string>>): ConfigFile | undefined {
  let data: unknown;
  try {
    data = parseAllDocuments(text).length === 1 ? (parseAllDocuments(text) as unknown as {toJS(): unknown}[])[0].toJS() : undefined;
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const keys = Object.keys(data);
  if (keys.length === 0) return undefined;
  const schema = RECOGNISED_UNTITLED.find((name) => {
    const own = keysBySchema.get(name);
    return own && keys.every((k) => own.has(k));
  });
  return schema ? CONFIG_FILES.find((f) => f.schema === schema) : undefined;
}

/** A schema's top-level property names. */
export function topLevelKeys(schema: object): Set<string> {
  return new Set(Object.keys((schema as {properties?: object}).properties ?? {}));
}
