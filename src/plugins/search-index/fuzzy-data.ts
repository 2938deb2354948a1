/** Builds the fuzzy index's data (see src/lib/search/fuzzy.ts) from the built site. */
import type {FuzzyData} from '../../lib/search/fuzzy';
import {sectionOf} from '../../lib/search/sections';
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

export function buildFuzzyData(
  pages: readonly PageRecord[],
  htmlOf: (path: string) => string | undefined,
  inventory: readonly InventoryEntry[],
): FuzzyData {
  const listed = pages.filter((page) => !page.unlisted);
  const symbolAnchors = new Set(inventory.map((entry) => entry.url));
  const data: FuzzyData = {pages: [], headings: [], symbols: []};
  listed.forEach((page, index) => {
    data.pages.push([page.path, page.title, sectionOf(page.path), page.description]);
    const html = htmlOf(page.path);
    if (!html) return;
    for (const [text, anchor] of headingsOfHtml(html)) {
      // Symbol headings are indexed as symbols, with their qualified names.
      if (!symbolAnchors.has(`${page.path}#${anchor}`)) data.headings.push([index, text, anchor]);
    }
  });
  data.symbols = inventory.map((entry) => [entry.symbol, entry.kind, entry.url]);
  return data;
}
