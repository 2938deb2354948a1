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
