/** Derives the catalog's cards from library pages' front matter (their one source of truth). */
import {displayName, type CatalogCategory, type CatalogEntry} from '../../lib/catalog';
import {logoPath} from '../../data/integration-logos';

export type LibraryDoc = {
  title: string;
  description: string;
  permalink: string;
  frontMatter: {
    sidebar_custom_props?: {logo?: string; community?: boolean};
    integration_category?: string;
    package?: string;
    catalog?: boolean;
    description?: string;
  };
};

export const LIBRARIES_ROUTE = '/integrations/libraries';

export function catalogEntries(docs: readonly LibraryDoc[]): CatalogEntry[] {
  return docs
    .filter((doc) => doc.permalink.startsWith(`${LIBRARIES_ROUTE}/`) && doc.frontMatter.catalog !== false)
    .map((doc) => ({
      name: displayName(doc.title),
      description: typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : doc.description,
      url: doc.permalink,
      logo: logoPath(doc.frontMatter.sidebar_custom_props?.logo ?? ''),
      community: doc.frontMatter.sidebar_custom_props?.community === true,
      category: doc.frontMatter.integration_category as CatalogCategory,
      package: doc.frontMatter.package ?? '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}));
}
