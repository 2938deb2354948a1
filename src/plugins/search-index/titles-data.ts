/** Builds /search-index/titles.json (src/lib/search/titles.ts) from the docs and the site map. */
import type {TitleData, TitleRow} from '../../lib/search/titles';
import type {SiteMapRow} from '../../lib/site-map';

export type TitledDoc = {permalink: string; title: string; unlisted: boolean; frontMatter: {keywords?: unknown}};

/**
 * Listed pages outside the API reference: unlisted ones stay out of search, and the reference's
 * pages are named by their symbols (the fuzzy index), not by titles such as "Assets" that a
 * reader typing a topic means as the guide. No descriptions: the file is read on a reader's first
 * search and stays small (about 10 KB gzip); a named page the full-text search did not return
 * shows with its title alone.
 */
export function buildTitleData(docs: readonly TitledDoc[], siteMap: readonly SiteMapRow[]): TitleData {
  const sectionPages = new Set(siteMap.filter((row) => row.flags.includes('category-index')).map((row) => row.path));
  const pages = docs
    .filter((doc) => !doc.unlisted && doc.permalink !== '/api' && !doc.permalink.startsWith('/api/'))
    .map((doc): TitleRow => {
      const {keywords} = doc.frontMatter;
      const list = Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string') : [];
      return [doc.permalink, doc.title, list, sectionPages.has(doc.permalink) ? 1 : 0];
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
  return {pages};
}
