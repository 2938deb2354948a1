/**
 * Checks what a Python sample passes to documented Dagster callables: every keyword argument
 * must be a parameter of the callable's documented signature. A `**kwargs` catch-all only
 * admits other keywords when the reference describes it as a parameter (Dagster's `asset` takes
 * `**kwargs` for one deprecated keyword, which must not make every misspelling pass).
 */
import type {PythonAnalysis, PythonAttribute, PythonCall} from '../python';
import {moduleOf, type ApiPage} from './inventory';
import type {ApiParam} from './schema';
import {signatureParameterNames} from './signature';

type Callable = {signature: string; params: readonly ApiParam[]};

/** Documented callables by the name a sample imports them as: `dagster.asset`, `dagster_dbt.dbt_assets`. */
export function callablesOf(pages: readonly ApiPage[]): Map<string, Callable> {
  const callables = new Map<string, Callable>();
  for (const page of pages) {
    for (const symbol of page.data.symbols) {
      if (symbol.signature.includes('(')) callables.set(`${moduleOf(page.data, symbol)}.${symbol.name}`, symbol);
    }
  }
  return callables;
}

export function keywordProblems(calls: readonly PythonCall[], callables: ReadonlyMap<string, Callable>): {line: number; message: string}[] {
  const problems: {line: number; message: string}[] = [];
  for (const call of calls) {
    const callable = callables.get(call.callee);
    if (!callable) continue;
    const names = signatureParameterNames(callable.signature);
    const catchAll = names.find((n) => n.startsWith('**'));
    if (catchAll && callable.params.some((p) => p.name === catchAll)) continue;
    for (const keyword of call.keywords) {
      if (!names.includes(keyword)) {
        problems.push({line: call.line, message: `${call.callee} has no parameter ${keyword} (see its signature in src/data/api)`});
      }
    }
  }
  return problems;
}

/**
 * What a documented class offers a sample: its members and its fields (a resource's or config's
 * constructor parameters are attributes too). Only classes whose entry lists members are held to
 * the list; a class documented without members says nothing about what it lacks.
 */
export function classMembersOf(pages: readonly ApiPage[]): Map<string, Set<string>> {
  const classes = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const symbol of page.data.symbols) {
      if (symbol.kind !== 'class' || symbol.members.length === 0) continue;
      const names = new Set([...symbol.members.map((m) => m.name), ...symbol.params.map((p) => p.name.replace(/^\*+/, ''))]);
      classes.set(`${moduleOf(page.data, symbol)}.${symbol.name}`, names);
    }
  }
  return classes;
}

export function attributeProblems(
  attributes: readonly PythonAttribute[],
  classes: ReadonlyMap<string, ReadonlySet<string>>,
): {line: number; message: string}[] {
  return attributes
    .filter((a) => !a.name.startsWith('_') && classes.has(a.type) && !classes.get(a.type)!.has(a.name))
    .map((a) => ({
      line: a.line,
      message: `${a.type} has no attribute ${a.name} in the API reference: check it exists in Dagster 1.10 (then document it in src/data/api) or use what the class offers`,
    }));
}

export function contextProblems(analysis: Pick<PythonAnalysis, 'contextNotFirst'>): {line: number; message: string}[] {
  return analysis.contextNotFirst.map((f) => ({
    line: f.line,
    message: `${f.function}: Dagster passes the context only as the first parameter; move context first`,
  }));
}
