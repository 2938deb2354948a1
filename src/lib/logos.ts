/**
 * Draws integration logos as self-contained SVG tiles that read in light and dark themes:
 * a brand mark on a light tile, or a monogram on a coloured tile when no mark is available.
 */

export type BrandIcon = {title: string; hex: string; path: string};

const TILE = 64;
const GLYPH = 36;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]!);
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Initials for a monogram: "Weights & Biases" → "WB", "dlt" → "DL". */
export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** A stable hue per name, dark enough for white text (contrast above 4.5:1). */
export function monogramColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 32%)`;
}

export function brandLogoSvg(name: string, icon: BrandIcon): string {
  // Brand colours too pale for a white tile (under 3:1) are drawn in near-black instead.
  const fill = contrast(luminance(icon.hex), 1) >= 3 ? `#${icon.hex}` : '#1f2328';
  const offset = (TILE - GLYPH) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE} ${TILE}" role="img" aria-label="${escapeXml(name)} logo">`,
    `<title>${escapeXml(name)} logo</title>`,
    `<rect width="${TILE}" height="${TILE}" rx="14" fill="#ffffff" stroke="#d0d7de"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${GLYPH / 24})" fill="${fill}"><path d="${icon.path}"/></g>`,
    '</svg>',
  ].join('');
}

export function monogramLogoSvg(name: string): string {
  const text = initials(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE} ${TILE}" role="img" aria-label="${escapeXml(name)} logo">`,
    `<title>${escapeXml(name)} logo</title>`,
    `<rect width="${TILE}" height="${TILE}" rx="14" fill="${monogramColor(name)}"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${text.length > 1 ? 24 : 30}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}
