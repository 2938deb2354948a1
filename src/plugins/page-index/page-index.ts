/** Shapes Docusaurus's loaded doc metadata into the public page index (`/page-index.json`). */

export type PageRecord = {
  id: string;
  path: string;
  title: string;
  description: string;
  sidebar?: string;
  unlisted?: true;
};

/** The fields of Docusaurus's DocMetadata that the index reads. */
export type IndexableDoc = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  sidebar?: string;
  unlisted: boolean;
  frontMatter: {description?: unknown};
};

/**
 * Docusaurus falls back to the first paragraph when front matter has no description; the
 * index reports what the author wrote, so an explicitly empty description stays empty.
 */
function authoredDescription(doc: IndexableDoc): string {
  const fm = doc.frontMatter.description;
  return typeof fm === 'string' ? fm : doc.description;
}

export function buildPageIndex(docs: readonly IndexableDoc[]): PageRecord[] {
  return docs
    .map((doc): PageRecord => ({
      id: doc.id,
      path: doc.permalink,
      title: doc.title,
      description: authoredDescription(doc),
      ...(doc.sidebar && {sidebar: doc.sidebar}),
      ...(doc.unlisted && {unlisted: true as const}),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
