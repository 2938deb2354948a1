/** How a query names an API symbol; kept apart from the fuzzy index so it loads without MiniSearch. */

/** `@dg.asset()`, `dagster.asset` and `asset` all name the symbol `dagster.asset`. */
export function symbolKey(text: string): string {
  return text.trim().replace(/^@/, '').replace(/\(\)$/, '').replace(/^dg\./i, 'dagster.').toLowerCase();
}
