/** The symbol inventory: every documented symbol, its anchor and page, and lookups over it. */
import type {ApiFile, ApiLifecycle, ApiMember, ApiParam, ApiSymbol, SymbolKind} from './schema';

export type InventoryEntry = {
  /** Fully qualified name, also the anchor: `dagster.asset`, `dagster_dbt.DbtCliResource.cli`. */
  symbol: string;
  name: string;
  module: string;
  kind: string;
  url: string;
  lifecycle?: ApiLifecycle['stage'];
  /** What to use instead, for a superseded or deprecated entry that names a replacement. */
  use_instead?: string;
  /** Parameters that carry a lifecycle label of their own, by name. */
  param_lifecycle?: Record<string, {stage: ApiLifecycle['stage']; use_instead?: string}>;
};

function lifecycleFields(entry: {lifecycle?: ApiLifecycle; params: readonly ApiParam[]}): Partial<InventoryEntry> {
  const labelled = entry.params.filter((p) => p.lifecycle);
  return {
    ...(entry.lifecycle && {lifecycle: entry.lifecycle.stage}),
    ...(entry.lifecycle?.use_instead && {use_instead: entry.lifecycle.use_instead}),
    ...(labelled.length > 0 && {
      param_lifecycle: Object.fromEntries(
        labelled.map((p) => [
          p.name,
          {stage: p.lifecycle!.stage, ...(p.lifecycle!.use_instead && {use_instead: p.lifecycle!.use_instead})},
        ]),
      ),
    }),
  };
}

export type ApiPage = {route: string; file: string; data: ApiFile};

export const KIND_GROUPS: readonly {kind: SymbolKind; label: string; id: string}[] = [
  {kind: 'decorator', label: 'Decorators', id: 'decorators'},
  {kind: 'function', label: 'Functions', id: 'functions'},
  {kind: 'class', label: 'Classes', id: 'classes'},
  {kind: 'constant', label: 'Constants', id: 'constants'},
];

/** The module a symbol is imported from: its own `module`, else its page's. */
export function moduleOf(data: ApiFile, symbol: ApiSymbol): string {
  return symbol.module ?? data.module;
}

export function symbolAnchor(module: string, symbol: ApiSymbol): string {
  return `${module}.${symbol.name}`;
}

export function memberAnchor(module: string, symbol: ApiSymbol, member: ApiMember): string {
  return `${module}.${symbol.name}.${member.name}`;
}

export function buildInventory(pages: readonly ApiPage[]): InventoryEntry[] {
  return pages.flatMap(({route, data}) =>
    data.symbols.flatMap((symbol) => {
      const module = moduleOf(data, symbol);
      const anchor = symbolAnchor(module, symbol);
      const top: InventoryEntry = {
        symbol: anchor,
        name: symbol.name,
        module,
        kind: symbol.kind,
        url: `${route}#${anchor}`,
        ...lifecycleFields(symbol),
      };
      const members = symbol.members.map((member): InventoryEntry => {
        const id = memberAnchor(module, symbol, member);
        return {
          symbol: id,
          name: `${symbol.name}.${member.name}`,
          module,
          kind: member.kind,
          url: `${route}#${id}`,
          ...lifecycleFields(member),
        };
      });
      return [top, ...members];
    }),
  );
}

/** Names importable from the top-level `dagster` package (what `dg.X` may use). */
export function dagsterNames(inventory: readonly InventoryEntry[]): Set<string> {
  return new Set(inventory.filter((e) => e.module === 'dagster' && !e.name.includes('.')).map((e) => e.name));
}

/**
 * Finds the entry an inline code span names: `dg.asset`, `dagster.asset(...)`,
 * `dagster_dbt.DbtCliResource`, `dg.AssetSpec.replace_attributes`, or a bare class name such as
 * `AssetExecutionContext` when exactly one module documents it.
 */
export function createSymbolResolver(inventory: readonly InventoryEntry[]) {
  const byQualified = new Map(inventory.map((e) => [e.symbol, e]));
  const bareCounts = new Map<string, InventoryEntry[]>();
  for (const entry of inventory) {
    if (entry.name.includes('.') || !/^[A-Z]/.test(entry.name)) continue;
    bareCounts.set(entry.name, [...(bareCounts.get(entry.name) ?? []), entry]);
  }
  return function resolve(code: string): InventoryEntry | undefined {
    const cleaned = code
      .trim()
      .replace(/\(.*\)$/s, '')
      .replace(/^@/, '');
    if (!/^[A-Za-z_][\w.]*$/.test(cleaned)) return undefined;
    const qualified = cleaned.replace(/^dg\./, 'dagster.');
    const direct = byQualified.get(qualified);
    if (direct) return direct;
    const bare = bareCounts.get(cleaned);
    return bare?.length === 1 ? bare[0] : undefined;
  };
}
