/** The site's five sections, as search filters and labels, derived from a page's path. */

export const SECTIONS = [
  {id: 'docs', label: 'Docs'},
  {id: 'examples', label: 'Examples'},
  {id: 'integrations', label: 'Integrations'},
  {id: 'dagster-plus', label: 'Dagster+'},
  {id: 'api', label: 'API'},
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export function sectionOf(path: string): SectionId {
  const first = path.split('/')[1] ?? '';
  if (first === 'examples' || first === 'integrations' || first === 'dagster-plus' || first === 'api') return first;
  return 'docs';
}

export function sectionLabel(id: string): string {
  return SECTIONS.find((s) => s.id === id)?.label ?? 'Docs';
}

/**
 * A step of a tutorial or of an example project (`/etl-pipeline-tutorial/...`,
 * `/examples/rag/embeddings`): it shows a subject inside one worked project, where the guide on
 * that subject explains it whole. The tutorial's and each example's own page are not steps.
 */
export function isWalkthroughStep(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  return (parts[0] === 'etl-pipeline-tutorial' && parts.length >= 2) || (parts[0] === 'examples' && parts.length >= 3);
}

/** Words that ask for a tutorial or an example, where a walkthrough's step is an answer. */
export const WALKTHROUGH_WORDS = new Set(['tutorial', 'example', 'examples', 'walkthrough', 'beginner', 'step']);
