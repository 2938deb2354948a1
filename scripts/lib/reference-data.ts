/**
 * The snapshots of what Dagster 1.10.15 accepts that the content check holds pages to: its tools'
 * command lines (src/data/cli/) and its configuration files' schemas (src/data/config-schemas/).
 * A snapshot that does not load is a problem named at its file.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {toolSchema, type ToolSpec} from '../../src/lib/commands';
import {compileSchemas, topLevelKeys, type Validators} from '../../src/lib/config-files';
import type {GeneratedName} from '../../src/lib/helm-names';

export const CLI_DIR = 'src/data/cli';
export const CONFIG_SCHEMAS_DIR = 'src/data/config-schemas';

export type LoadProblem = {file: string; line: number; message: string};

export function loadTools(root: string): {tools: Map<string, ToolSpec>; problems: LoadProblem[]} {
  const dir = join(root, CLI_DIR);
  const tools = new Map<string, ToolSpec>();
  const problems: LoadProblem[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')) : [];
  for (const name of files.sort()) {
    const file = `${CLI_DIR}/${name}`;
    let data: unknown;
    try {
      data = parse(readFileSync(join(root, file), 'utf8'));
    } catch (error) {
      const line = (error as {linePos?: {line: number}[]}).linePos?.[0]?.line ?? 1;
      problems.push({file, line, message: `does not load: ${(error as Error).message.split('\n')[0]}`});
      continue;
    }
    const parsed = toolSchema.safeParse(data);
    if (!parsed.success) {
      problems.push({file, line: 1, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')});
      continue;
    }
    if (`${parsed.data.tool}.yaml` !== name)
      problems.push({file, line: 1, message: `describes ${parsed.data.tool}: name it ${parsed.data.tool}.yaml`});
    tools.set(parsed.data.tool, parsed.data);
  }
  return {tools, problems};
}

export function loadValidators(root: string): {
  validators: Validators;
  keys: Map<string, Set<string>>;
  problems: LoadProblem[];
} {
  const dir = join(root, CONFIG_SCHEMAS_DIR);
  const schemas: Record<string, object> = {};
  const problems: LoadProblem[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.schema.yaml')) : [];
  for (const name of files.sort()) {
    try {
      schemas[name.replace(/\.schema\.yaml$/, '')] = parse(readFileSync(join(dir, name), 'utf8')) as object;
    } catch (error) {
      const line = (error as {linePos?: {line: number}[]}).linePos?.[0]?.line ?? 1;
      problems.push({file: `${CONFIG_SCHEMAS_DIR}/${name}`, line, message: `does not load: ${(error as Error).message.split('\n')[0]}`});
    }
  }
  const keys = new Map(Object.entries(schemas).map(([name, schema]) => [name, topLevelKeys(schema)]));
  try {
    return {validators: compileSchemas(schemas), keys, problems};
  } catch (error) {
    problems.push({file: CONFIG_SCHEMAS_DIR, line: 1, message: `a schema does not compile: ${(error as Error).message}`});
    return {validators: new Map(), keys, problems};
  }
}

/** The names the dagster Helm chart generates (src/data/config-schemas/helm-names.yaml). */
export function loadHelmNames(root: string): {names: GeneratedName[]; problems: LoadProblem[]} {
  const file = `${CONFIG_SCHEMAS_DIR}/helm-names.yaml`;
  if (!existsSync(join(root, file))) return {names: [], problems: []};
  const data = parse(readFileSync(join(root, file), 'utf8')) as unknown;
  const ok = Array.isArray(data) && data.every((d) => typeof d?.kind === 'string' && typeof d?.name === 'string');
  if (!ok) return {names: [], problems: [{file, line: 1, message: 'must be a list of entries with kind and name'}]};
  return {names: (data as GeneratedName[]).map(({kind, name}) => ({kind, name})), problems: []};
}
