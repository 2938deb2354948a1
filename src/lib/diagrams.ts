/**
 * Mermaid diagrams, drawn at build time into SVG that ships in the page's HTML: no Mermaid code
 * in the browser, nothing to lay out after load, and the same drawing with JavaScript off.
 *
 * beautiful-mermaid draws them (flowcharts, sequence and state diagrams: every kind the site
 * uses) in plain JavaScript: about 10 ms a diagram, and no browser in the build, so a fresh
 * machine builds the site with Node alone. Its colours are CSS custom properties, so one drawing
 * serves light and dark mode (src/components/Diagram/styles.module.css maps them to the theme).
 */
import type {renderMermaidSVG as RenderMermaidSVG} from 'beautiful-mermaid';
import {importEsm} from './esm-import';

/** The smallest text a reader is shown, in CSS pixels; smaller drawings are scaled up to it. */
export const MIN_TEXT_PX = 12;

export class DiagramError extends Error {}

let renderer: typeof RenderMermaidSVG | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the drawing library (an ES module); await it before drawing. Pages compile
 * concurrently, so the first call's promise is shared: the module is loaded once.
 */
export function loadDiagramRenderer(): Promise<void> {
  loading ??= importEsm<typeof import('beautiful-mermaid')>('beautiful-mermaid', 'dist/index.js').then((module) => {
    renderer = module.renderMermaidSVG;
  });
  return loading;
}

export type Diagram = {svg: string; width: number; height: number};

const number = (value: string | undefined): number => (value === undefined ? Number.NaN : Number.parseFloat(value));
const round = (value: number): number => Math.round(value * 10) / 10;

/**
 * Text is drawn where the layout put it, but a long label (a sequence diagram's note to self)
 * can run past the drawing's edge. Its extent is estimated from its length (0.6 em a character,
 * generous for the sans-serif fonts in use) and the view box widened to hold it.
 */
function textExtent(svg: string): {left: number; right: number} {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const match of svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    const attributes = match[1];
    const x = number(/\bx="([-\d.]+)"/.exec(attributes)?.[1]);
    const size = number(/\bfont-size="([\d.]+)"/.exec(attributes)?.[1]);
    if (Number.isNaN(x) || Number.isNaN(size)) continue;
    const lines = match[2].includes('<tspan') ? [...match[2].matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]) : [match[2]];
    const longest = Math.max(...lines.map((line) => line.replace(/&\w+;|&#\d+;/g, '_').length));
    const width = longest * size * 0.6;
    const anchor = /\btext-anchor="(\w+)"/.exec(attributes)?.[1] ?? 'start';
    const start = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    left = Math.min(left, start);
    right = Math.max(right, start + width);
  }
  return {left, right};
}

/**
 * Draws one diagram. `id` must be unique on its page: the drawing's own ids (arrow markers)
 * are prefixed with it. Throws a DiagramError when the source is not a diagram it can draw.
 */
export function renderDiagram(source: string, id: string): Diagram {
  if (!renderer) throw new Error('loadDiagramRenderer() must be awaited before a diagram is drawn');
  let raw: string;
  try {
    raw = renderer(source, {
      bg: 'var(--diagram-bg)',
      fg: 'var(--diagram-fg)',
      muted: 'var(--diagram-muted)',
      transparent: true,
    });
  } catch (error) {
    throw new DiagramError(error instanceof Error ? error.message : String(error));
  }
  const viewBox = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(raw);
  if (!viewBox) throw new DiagramError('the drawing has no view box');
  const [viewX, y, viewWidth, height] = viewBox.slice(1).map(Number);
  let x = viewX;
  let width = viewWidth;
  const {left, right} = textExtent(raw);
  const margin = 8;
  if (left - margin < x) {
    width += x - (left - margin);
    x = left - margin;
  }
  if (right + margin > x + width) width = right + margin - x;
  const sizes = [...raw.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  const scale = sizes.length ? Math.max(1, MIN_TEXT_PX / Math.min(...sizes)) : 1;
  const shown = {width: round(width * scale), height: round(height * scale)};

  const svg = raw
    // Fonts and derived colours come from the site's stylesheet, once for every diagram,
    // rather than a <style> per drawing that would apply to the whole page.
    .replace(/<style>[\s\S]*?<\/style>\s*/, '')
    .replace(/\bid="([^"]+)"/g, (_, name: string) => `id="${id}-${name}"`)
    .replace(/url\(#([^)]+)\)/g, (_, name: string) => `url(#${id}-${name})`)
    .replace(
      /^<svg\b[^>]*>/,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(x)} ${round(y)} ${round(width)} ${round(height)}" width="${shown.width}" height="${shown.height}" aria-hidden="true" focusable="false">`,
    );
  return {svg, ...shown};
}

/** The text a diagram shows, in drawing order: what a screen reader or the search index reads. */
export function diagramText(svg: string): string[] {
  const texts: string[] = [];
  for (const match of svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)) {
    const text = match[1]
      .replace(/<\/tspan>\s*<tspan[^>]*>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .trim();
    if (text) texts.push(text);
  }
  return texts;
}

/**
 * The width of the article column on a 1440 px desktop, inside a diagram's frame (its padding
 * taken off): a drawing wider than this scrolls there.
 */
export const COLUMN_PX = 790;

const SIDEWAYS = /^(\s*(?:graph|flowchart)\s+)(LR|RL)\b/;

/**
 * Draws a diagram so that it fits the column where it can: a flowchart written left to right
 * that comes out wider than the column is drawn top to bottom instead, when that is narrower.
 * An author who wants left to right whatever the width writes `%% keep-direction` in the diagram.
 */
export function renderDiagramToFit(source: string, id: string, column = COLUMN_PX): Diagram & {turned: boolean} {
  const drawn = renderDiagram(source, id);
  if (drawn.width <= column || !SIDEWAYS.test(source) || /%%\s*keep-direction/.test(source)) return {...drawn, turned: false};
  const turned = renderDiagram(source.replace(SIDEWAYS, '$1TB'), id);
  return turned.width < drawn.width ? {...turned, turned: true} : {...drawn, turned: false};
}
