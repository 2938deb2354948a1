/**
 * Turns a search excerpt into plain text segments, some highlighted. Only `<mark>` survives:
 * every other tag is dropped and entities are decoded, so the segments can be rendered as text
 * and no HTML from the index (or from the query) ever reaches the page.
 */

import {queryTerms} from './terms';

export type ExcerptSegment = {text: string; highlight: boolean};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value < 0x110000 ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const parts = excerpt.split(/(<mark>[\s\S]*?<\/mark>)/g);
  for (const part of parts) {
    if (!part) continue;
    const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
    const raw = marked ? marked[1] : part;
    const text = decodeEntities(raw.replace(/<[^>]*>?/g, ''));
    if (text) segments.push({text, highlight: Boolean(marked)});
  }
  return segments;
}

/**
 * Highlights the query's words in plain text (for results that come without an excerpt): where a
 * word of the text begins with one, as Pagefind marks its excerpts. Stop words ("in", "to") are
 * not marked, nor is a query word found inside another word ("in" in "Managing").
 */
export function highlightTerms(text: string, query: string): ExcerptSegment[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t.length > 1 && queryTerms(t).length > 0)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (terms.length === 0) return [{text, highlight: false}];
  const segments: ExcerptSegment[] = [];
  let done = 0;
  // A term after the start of the text or a character that is no letter or digit (no lookbehind:
  // browsers this site supports lack it).
  for (const match of text.matchAll(new RegExp(`(^|[^\\p{L}\\p{N}])(${terms.join('|')})`, 'giu'))) {
    const start = (match.index ?? 0) + match[1].length;
    if (start > done) segments.push({text: text.slice(done, start), highlight: false});
    segments.push({text: match[2], highlight: true});
    done = start + match[2].length;
  }
  if (done < text.length) segments.push({text: text.slice(done), highlight: false});
  return segments;
}
