/**
 * The snapshot of Dagster's own 1.10 API that the reference is checked against: the facts of
 * Dagster's generated API docs (src/lib/api/dagster-docs.ts), then amendments that bring them
 * from the docs' version to the version the site documents (the changelog) or to what the
 * source says where the docs are wrong. Every amendment names its source.
 */
import * as z from 'zod';
import type {SnapshotEntry, SnapshotKind, SnapshotLifecycle} from './dagster-docs';
import {SNAPSHOT_STAGES} from './dagster-docs';
import {moduleOf, type ApiPage} from './inventory';
import type {ApiLifecycle, ApiParam} from './schema';
import {signatureParameterNames} from './signature';

export type ApiSnapshot = {
  /** Where the facts come from, for a reader of the committed file. */
  source: string;
  version: string;
  /** Dagster's page path (`assets`, `libraries/dagster-dbt`) → its entries. */
  pages: Record<string, SnapshotEntry[]>;
};

const lifecycle = z.strictObject({stage: z.enum(SNAPSHOT_STAGES), use_instead: z.string().optional()});
const kinds = [
  'decorator',
  'class',
  'function',
  'method',
  'property',
  'attribute',
  'staticmethod',
  'classmethod',
] as const satisfies readonly SnapshotKind[];

export const amendmentSchema = z
  .strictObject({
    /** The entry's id as Dagster's docs write it: `dagster.asset`, `dagster.AssetSpec.merge_attributes`. */
    id: z.string().regex(/^[a-z_][\w.]*$/i),
    /** The Dagster version the change belongs to, or the version whose source was read. */
    version: z.string().regex(/^\d+\.\d+\.\d+$/),
    /** Where the fact was read: `CHANGES.md 1.10.15`, or a source file path. */
    source: z.string().min(1),
    set_lifecycle: lifecycle.nullable().optional(),
    add_params: z.array(z.string()).optional(),
    remove_params: z.array(z.string()).optional(),
    set_param_lifecycle: z.record(z.string(), lifecycle.nullable()).optional(),
    /** A new entry: the page it belongs to and its kind (its parent is taken from the id). */
    add_entry: z.strictObject({page: z.string(), kind: z.enum(kinds)}).optional(),
    remove_entry: z.literal(true).optional(),
  })
  .refine((a) => Object.keys(a).some((k) => !['id', 'version', 'source'].includes(k)), 'an amendment must change something');

export type Amendment = z.infer<typeof amendmentSchema>;

export class SnapshotError extends Error {}

function find(entries: SnapshotEntry[], id: string): {entry: SnapshotEntry; siblings: SnapshotEntry[]} | undefined {
  for (const entry of entries) {
    if (entry.id === id) return {entry, siblings: entries};
    const inner = find(entry.members, id);
    if (inner) return inner;
  }
  return undefined;
}

function findAnywhere(snapshot: ApiSnapshot, id: string) {
  for (const entries of Object.values(snapshot.pages)) {
    const found = find(entries, id);
    if (found) return found;
  }
  return undefined;
}

/** Applies amendments in order; one that names an entry or parameter that is not there throws. */
export function applyAmendments(snapshot: ApiSnapshot, amendments: readonly Amendment[]): ApiSnapshot {
  const next: ApiSnapshot = structuredClone(snapshot);
  for (const a of amendments) {
    const where = `amendment for ${a.id} (${a.source})`;
    if (a.add_entry) {
      if (findAnywhere(next, a.id)) throw new SnapshotError(`${where}: ${a.id} is already in the snapshot`);
      const parentId = a.id.slice(0, a.id.lastIndexOf('.'));
      const parent = findAnywhere(next, parentId)?.entry;
      const list = parent ? parent.members : (next.pages[a.add_entry.page] ??= []);
      list.push({id: a.id, kind: a.add_entry.kind, params: [], members: []});
    }
    const found = findAnywhere(next, a.id);
    if (!found) throw new SnapshotError(`${where}: no entry ${a.id} in the snapshot`);
    const {entry} = found;
    if (a.remove_entry) {
      found.siblings.splice(found.siblings.indexOf(entry), 1);
      continue;
    }
    if (a.set_lifecycle !== undefined) {
      if (a.set_lifecycle === null) delete entry.lifecycle;
      else entry.lifecycle = a.set_lifecycle;
    }
    for (const name of a.add_params ?? []) {
      if (entry.params.some((p) => p.name === name)) throw new SnapshotError(`${where}: ${a.id} already documents ${name}`);
      entry.params.push({name});
    }
    for (const name of a.remove_params ?? []) {
      const index = entry.params.findIndex((p) => p.name === name);
      if (index < 0) throw new SnapshotError(`${where}: ${a.id} documents no parameter ${name}`);
      entry.params.splice(index, 1);
    }
    for (const [name, label] of Object.entries(a.set_param_lifecycle ?? {})) {
      const p = entry.params.find((candidate) => candidate.name === name);
      if (!p) throw new SnapshotError(`${where}: ${a.id} documents no parameter ${name}`);
      if (label === null) delete p.lifecycle;
      else p.lifecycle = label;
    }
  }
  return next;
}

/** The data file that documents a Dagster docs page: `assets` → `src/data/api/dagster/assets.yaml`. */
export function dataFileOfDocsPage(page: string): string {
  return page.startsWith('libraries/') ? `src/data/api/${page}.yaml` : `src/data/api/dagster/${page}.yaml`;
}

type Documented = {
  file: string;
  signature: string;
  params: readonly ApiParam[];
  lifecycle?: ApiLifecycle;
};

function documentedEntries(pages: readonly ApiPage[]): Map<string, Documented> {
  const byId = new Map<string, Documented>();
  for (const page of pages) {
    for (const symbol of page.data.symbols) {
      const module = moduleOf(page.data, symbol);
      byId.set(`${module}.${symbol.name}`, {file: page.file, ...symbol});
      for (const member of symbol.members) byId.set(`${module}.${symbol.name}.${member.name}`, {file: page.file, ...member});
    }
  }
  return byId;
}

const bare = (name: string) => name.replace(/^\*+/, '');

/**
 * Dagster's docs name some entries by the private module that defines them
 * (`dagster._loggers.colored_console_logger`); readers import them from the package
 * (`dagster.colored_console_logger`), which is where the reference documents them.
 */
export function publicName(id: string): string {
  const parts = id.split('.');
  const firstPrivate = parts.findIndex((part, i) => i > 0 && part.startsWith('_'));
  if (firstPrivate < 0) return id;
  return [...parts.slice(0, firstPrivate), parts[parts.length - 1]].join('.');
}

function sameLabel(ours: ApiLifecycle | undefined, theirs: SnapshotLifecycle | undefined): string | undefined {
  if (ours?.stage !== theirs?.stage)
    return `labelled ${ours?.stage ?? 'with no label'} here, ${theirs?.stage ?? 'with no label'} in Dagster 1.10`;
  if (theirs?.use_instead && !ours?.use_instead) return `Dagster names ${theirs.use_instead} as its replacement: add use_instead`;
  return undefined;
}

/**
 * Compares the reference with the snapshot, for the Dagster pages the site has a data file for.
 * Returns one line per disagreement, each naming our data file and the symbol.
 */
export function snapshotProblems(snapshot: ApiSnapshot, pages: readonly ApiPage[]): string[] {
  const ours = documentedEntries(pages);
  const files = new Set(pages.map((p) => p.file));
  const problems: string[] = [];
  const visit = (page: string, entry: SnapshotEntry, file: string) => {
    const doc = ours.get(entry.id) ?? ours.get(publicName(entry.id));
    if (!doc) {
      problems.push(`${file}: ${entry.id} (a ${entry.kind} on Dagster's "${page}" API page) is not in the reference`);
      return;
    }
    const at = `${doc.file}: ${entry.id}`;
    const names = signatureParameterNames(doc.signature).map(bare);
    for (const param of entry.params) {
      if (!names.includes(param.name))
        problems.push(`${at}: parameter ${param.name}, which Dagster documents, is missing from the signature`);
    }
    const label = sameLabel(doc.lifecycle, entry.lifecycle);
    if (label) problems.push(`${at}: ${label}`);
    for (const param of entry.params) {
      const described = doc.params.find((p) => bare(p.name) === param.name);
      const paramLabel = sameLabel(described?.lifecycle, param.lifecycle);
      if (described && paramLabel) problems.push(`${at}: parameter ${param.name} is ${paramLabel}`);
      if (!described && param.lifecycle)
        problems.push(`${at}: parameter ${param.name} is ${param.lifecycle.stage} in Dagster 1.10: describe it with its label`);
    }
    for (const param of doc.params) {
      const theirs = entry.params.find((p) => p.name === bare(param.name));
      if (param.lifecycle && !theirs) {
        problems.push(
          `${at}: parameter ${bare(param.name)} is labelled ${param.lifecycle.stage} here, and Dagster's docs do not document it: add an amendment naming the source of the label`,
        );
      }
    }
    entry.members.forEach((member) => visit(page, member, doc.file));
  };
  for (const [page, entries] of Object.entries(snapshot.pages)) {
    const file = dataFileOfDocsPage(page);
    if (!files.has(file)) continue;
    entries.forEach((entry) => visit(page, entry, file));
  }
  return problems;
}

/** Every parameter a signature names is described, except `*args`/`**kwargs` catch-alls. */
export function undescribedParameters(pages: readonly ApiPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const symbol of page.data.symbols) {
      const module = moduleOf(page.data, symbol);
      for (const entry of [
        {id: `${module}.${symbol.name}`, ...symbol},
        ...symbol.members.map((m) => ({id: `${module}.${symbol.name}.${m.name}`, ...m})),
      ]) {
        const described = new Set(entry.params.map((p) => p.name));
        for (const name of signatureParameterNames(entry.signature)) {
          if (name.startsWith('*') || described.has(name)) continue;
          problems.push(`${page.file}: ${entry.id}: parameter ${name} is in the signature but not described`);
        }
      }
    }
  }
  return problems;
}
