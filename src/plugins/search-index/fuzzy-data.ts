/** Builds the fuzzy index's data (see src/lib/search/fuzzy.ts) from the built site. */
import {headingSlug, FUZZY_SYMBOL_KINDS, type FuzzyData} from '../../lib/search/fuzzy';
import type {PageRecord} from '../page-index/page-index';
import type {InventoryEntry} from '../../lib/api/inventory';

const HEADING = /<h([23])\b[^>]*\bid=(?:"([^"]+)"|([^\s>]+))[^>]*>([\s\S]*?)<\/h\1>/g;

/** The h2/h3 headings of a built page, as [text, anchor]. */
export function headingsOfHtml(html: string): [string, string][] {
  const out: [string, string][] = [];
  for (const match of html.matchAll(HEADING)) {
    const id = match[2] ?? match[3];
    const text = match[4]
      .replace(/<[^>]*>/g, '')
      .replace(/&#x200B;|\u200b/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .trim();
    if (id && text) out.push([text, id]);
  }
  return out;
}

/** A heading on more pages than this ("Pitfalls", "Related") says nothing about which page to open. */
export const GENERIC_HEADING_PAGES = 8;

export function buildFuzzyData(
  pages: readonly PageRecord[],
  htmlOf: (path: string) => string | undefined,
  inventory: readonly InventoryEntry[],
): FuzzyData {
  const listed = pages.filter((page) => !page.unlisted);
  const symbolAnchors = new Set(inventory.map((entry) => entry.url));
  const pageIndex = new Map(listed.map((page, index) => [page.path, index]));
  const headings: [number, string, string][] = [];
  listed.forEach((page, index) => {
    const html = htmlOf(page.path);
    if (!html) return;
    for (const [text, anchor] of headingsOfHtml(html)) {
      // Symbol headings are indexed as symbols, with their qualified names.
      if (!symbolAnchors.has(`${page.path}#${anchor}`)) headings.push([index, text, anchor]);
    }
  });
  const pagesWith = new Map<string, number>();
  for (const [, text] of headings) pagesWith.set(text.toLowerCase(), (pagesWith.get(text.toLowerCase()) ?? 0) + 1);

  return {
    pages: listed.map((page) => [page.path, page.title]),
    headings: headings
      .filter(([, text]) => (pagesWith.get(text.toLowerCase()) ?? 0) <= GENERIC_HEADING_PAGES)
      .map(([index, text, anchor]) => (headingSlug(text) === anchor ? [index, text] : [index, text, anchor])),
    symbols: inventory.flatMap((entry) => {
      const [path, anchor] = entry.url.split('#');
      const index = pageIndex.get(path);
      const kind = FUZZY_SYMBOL_KINDS.indexOf(entry.kind as (typeof FUZZY_SYMBOL_KINDS)[number]);
      if (index === undefined || anchor !== entry.symbol || kind < 0) {
        throw new Error(`search index: API symbol ${entry.symbol} (${entry.kind}) at ${entry.url} cannot be indexed`);
      }
      return [[entry.symbol, kind, index] as [string, number, number]];
    }),
  };
}
