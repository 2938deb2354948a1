/** Rules the content check (scripts/check-content.ts) holds every page to. */

export const MIN_PROSE_WORDS = 300;
export const MAX_DESCRIPTION_LENGTH = 160;

/** Routes whose description is empty by the spec's own record. */
export const EMPTY_DESCRIPTION_ROUTES: readonly string[] = ['/integrations/libraries/gcp'];

/**
 * Pages still at the foundation's one-paragraph outline. The word floor applies everywhere
 * else; an entry leaves this list in the change that writes its pages. `X/**` stands for X and
 * every page under it; a plain route stands for that page alone.
 */
export const DRAFT_PAGES: readonly string[] = [];

export const INTEGRATION_CATEGORIES = [
  'ai',
  'etl',
  'storage',
  'compute',
  'bi',
  'monitoring',
  'alerting',
  'metadata',
  'other',
] as const;

/** Components Docusaurus itself provides to every MDX page. */
export const BUILT_IN_COMPONENTS: readonly string[] = ['Details', 'Head', 'Admonition'];

/** Python samples may only use `dg.X` / `from dagster import X` names the API reference documents. */
export const ENFORCE_SYMBOL_INVENTORY = true;
