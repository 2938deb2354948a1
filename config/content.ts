/** Rules the content check (scripts/check-content.ts) holds every page to. */

export const MIN_PROSE_WORDS = 300;
export const MAX_DESCRIPTION_LENGTH = 160;
/** Search keywords a page may list (front matter `keywords`): names for it, not a tag cloud. */
export const MAX_KEYWORDS = 8;

/** Routes whose description is empty by the spec's own record. */
export const EMPTY_DESCRIPTION_ROUTES: readonly string[] = ['/integrations/libraries/gcp'];

export const INTEGRATION_CATEGORIES = ['ai', 'etl', 'storage', 'compute', 'bi', 'monitoring', 'alerting', 'metadata', 'other'] as const;

/** Components Docusaurus itself provides to every MDX page. */
export const BUILT_IN_COMPONENTS: readonly string[] = ['Details', 'Head', 'Admonition'];
