/** Builds /search-index/titles.json (src/lib/search/titles.ts) from the docs and the site map. */
import type {TitleData, TitleRow} from '../../lib/search/titles';
import {normalizeUrl} from '../../lib/search/merge';
import type {SiteMapRow} from '../../lib/site-map';
import {COMPARING_HEADING} from '../../lib/search/comparisons';
import {headingsOfHtml} from './fuzzy-data';

export type TitledDoc = {permalink: string; title: string; description: string; unlisted: boolean; frontMatter: {keywords?: unknown}};

/** A navbar item's label and the page it leads to ("Integrations" → /integrations/libraries). */
export type Landing = {path: string; label: string};

/**
 * Listed pages, API reference included (titles.ts ranks a reference page behind the guides a query
 * names as well); unlisted ones stay out of search. A navbar label is one more keyword of the page
 * it leads to: a reader who types "integrations" means the page the navbar's "Integrations" opens.
 * Each page's description too: the page ranker (src/lib/search/page-ranker.ts) reads it, and a
 * named page the full-text search did not return shows it under its title.
 */
export function buildTitleData(docs: readonly TitledDoc[], siteMap: readonly SiteMapRow[], landings: readonly Landing[] = []): TitleData {
  const sectionPages = new Set(siteMap.filter((row) => row.flags.includes('category-index')).map((row) => row.path));
  const pages = docs
    .filter((doc) => !doc.unlisted)
    .map((doc): TitleRow => {
      const {keywords} = doc.frontMatter;
      const list = Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string') : [];
      const labels = landings.filter((landing) => landing.path === doc.permalink && landing.label !== doc.title).map((l) => l.label);
      return [doc.permalink, doc.title, [...list, ...labels], sectionPages.has(doc.permalink) ? 1 : 0, doc.description];
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
  return {pages};
}

type SidebarItem = {
  type: string;
  id?: string;
  href?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string; permalink?: string};
};

/**
 * The page a sidebar opens on, as its navbar item links to it: its first doc, category page or link,
 * depth first.
 */
export function firstPageOf(items: readonly SidebarItem[], permalinkOf: (id: string) => string | undefined): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') return item.id ? permalinkOf(item.id) : undefined;
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) return permalinkOf(item.link.id);
      if (item.link?.type === 'generated-index') return item.link.permalink;
      const inside = firstPageOf(item.items ?? [], permalinkOf);
      if (inside) return inside;
    }
  }
  return undefined;
}

/** Pagefind's fragment files begin, once gunzipped, with this signature before their JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** The route a Pagefind fragment (gunzipped) is the text of: `/api/dagster/assets.html` is `/api/dagster/assets`. */
export function fragmentRoute(fragment: string): string {
  if (!fragment.startsWith(FRAGMENT_SIGNATURE)) throw new Error('not a Pagefind fragment');
  const {url} = JSON.parse(fragment.slice(FRAGMENT_SIGNATURE.length)) as {url: string};
  return normalizeUrl(url);
}

/**
 * Each listed page's row in `pages`, by its Pagefind page id (a fragment's file name without
 * `.pf_fragment`): search ranks Pagefind's pages by their ids and shows a page it does not need
 * an excerpt for without downloading its text.
 */
export function pageIdsOf(fragments: Iterable<[id: string, route: string]>, pages: readonly TitleRow[]): Record<string, number> {
  const rowOf = new Map(pages.map(([route], row) => [route, row]));
  const out: Record<string, number> = {};
  for (const [id, route] of fragments) {
    const row = rowOf.get(route);
    if (row !== undefined) out[id] = row;
  }
  return out;
}

/**
 * The headings of the listed pages that weigh two things against each other, by row: a reader who
 * asks "run launcher vs executor" wants the page with "Launchers versus executors", whose title
 * and description need not say so.
 */
export function comparingHeadingsOf(pages: readonly TitleRow[], htmlOf: (route: string) => string | undefined): [number, string][] {
  return pages.flatMap(([route], row) =>
    headingsOfHtml(htmlOf(route) ?? '')
      .filter(([text]) => COMPARING_HEADING.test(text))
      .map(([text]): [number, string] => [row, text]),
  );
}
