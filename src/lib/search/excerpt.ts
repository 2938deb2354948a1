/**
 * Turns a search excerpt into plain text segments, some highlighted. Only `<mark>` survives:
 * every other tag is dropped and entities are decoded, so the segments can be rendered as text
 * and no HTML from the index (or from the query) ever reaches the page.
 */

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

/** Highlights the query's words in plain text (for results that come without an excerpt). */
export function highlightTerms(text: string, query: string): ExcerptSegment[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t.length > 1)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (terms.length === 0) return [{text, highlight: false}];
  const splitter = new RegExp(`(${terms.join('|')})`, 'gi');
  const matcher = new RegExp(`^(?:${terms.join('|')})$`, 'i');
  return text
    .split(splitter)
    .filter(Boolean)
    .map((piece) => ({text: piece, highlight: matcher.test(piece)}));
}
