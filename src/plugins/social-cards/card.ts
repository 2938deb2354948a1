/**
 * The social card of a doc page: where its PNG lives, how its title is laid out and the
 * element tree satori draws. No Node or Docusaurus imports: the theme imports the path helper.
 */
import type {CSSProperties, ReactElement, ReactNode} from 'react';
import {sectionLabel, sectionOf} from '../../lib/search/sections';

/** The plugin's name, under which it publishes (empty) global data to say it is configured. */
export const SOCIAL_CARDS_PLUGIN = 'social-cards';

/** Bump whenever the drawing changes, so cached PNGs from the old design are not reused. */
export const TEMPLATE_VERSION = 1;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const SOCIAL_DIR = 'img/social';
const PADDING_X = 80;
const TITLE_WIDTH = CARD_WIDTH - 2 * PADDING_X;
const ELLIPSIS = '…';

const BRAND = '#4f43dd';
const MINT = '#a7f0d7';
const INK = '#17153b';
const PAPER = '#f6f5ff';

/** Width of `text` in pixels at `fontSize`, as the title font draws it. */
export type MeasureText = (text: string, fontSize: number) => number;

export type CardContent = {title: string; section: string};

export type TitleLayout = {fontSize: number; lines: string[]};

/** A permalink without the site's `baseUrl` and surrounding slashes: `/docs/a/b/` → `a/b`. */
function routeWithinSite(permalink: string, baseUrl: string): string {
  const withinSite = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink;
  return withinSite.replace(/^\/+|\/+$/g, '');
}

/**
 * Site-relative path of a page's card, without a leading slash: `/` → `img/social/index.png`,
 * `/guides/build/assets` → `img/social/guides/build/assets.png`.
 */
export function socialCardPath(permalink: string, baseUrl = '/'): string {
  const route = routeWithinSite(permalink, baseUrl);
  return `${SOCIAL_DIR}/${route === '' ? 'index' : route}.png`;
}

/** A page whose front matter names its own `image` keeps it: no card is drawn or linked. */
export function hasAuthoredImage(frontMatter: {image?: unknown}): boolean {
  return typeof frontMatter.image === 'string' && frontMatter.image.trim() !== '';
}

export function cardContent(title: string, permalink: string, baseUrl = '/'): CardContent {
  return {
    title: title.replace(/\s+/g, ' ').trim(),
    section: sectionLabel(sectionOf(`/${routeWithinSite(permalink, baseUrl)}`)),
  };
}

export type PlannedCard = {file: string; content: CardContent};

/** The fields of Docusaurus's DocMetadata that the cards read. */
export type CardDoc = {title: string; permalink: string; frontMatter: {image?: unknown}};

/** One card per doc that does not name its own image, each at the path its page links to. */
export function planCards(docs: readonly CardDoc[], baseUrl = '/'): PlannedCard[] {
  return docs
    .filter((doc) => !hasAuthoredImage(doc.frontMatter))
    .map((doc) => ({file: socialCardPath(doc.permalink, baseUrl), content: cardContent(doc.title, doc.permalink, baseUrl)}));
}

/** Pieces of a word that may end a line: after `.`, `_`, `-` or `/`, and between camelCase humps. */
function breakOpportunities(word: string): string[] {
  return word.split(/(?<=[._\-/])(?=.)|(?<=[a-z0-9])(?=[A-Z])/u);
}

function breakChars(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece !== '' && !fits(piece + char)) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Splits a word too wide for any line (a long API name, say) where it reads naturally,
 * and by characters only where a single piece is still too wide.
 */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const part of breakOpportunities(word).flatMap((part) => (fits(part) ? [part] : breakChars(part, fits)))) {
    if (piece !== '' && !fits(piece + part)) {
      pieces.push(piece);
      piece = '';
    }
    piece += part;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

function withEllipsis(line: string, fits: (text: string) => boolean): string {
  let words = line.split(' ');
  while (words.length > 1 && !fits(`${words.join(' ')}${ELLIPSIS}`)) words = words.slice(0, -1);
  let chars = Array.from(words.join(' '));
  while (chars.length > 0 && !fits(`${chars.join('')}${ELLIPSIS}`)) chars = chars.slice(0, -1);
  // A dangling comma or dash before the ellipsis reads as a typo.
  return `${chars.join('').replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`;
}

/**
 * Greedy word wrap into at most `maxLines` lines no wider than `maxWidth`; a title that needs
 * more ends its last line with an ellipsis instead.
 */
export function wrapTitle(title: string, options: {maxWidth: number; maxLines: number; measure: (text: string) => number}): string[] {
  const fits = (text: string) => options.measure(text) <= options.maxWidth;
  const words = title
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (fits(word) ? [word] : breakWord(word, fits)));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= options.maxLines) return lines;
  const kept = lines.slice(0, options.maxLines);
  kept[kept.length - 1] = withEllipsis(`${kept[kept.length - 1]} ${lines[options.maxLines]}`, fits);
  return kept;
}

/** Short titles get large type; longer ones step down to fit three lines before truncating. */
const TITLE_SIZES = [
  {fontSize: 84, maxLines: 2},
  {fontSize: 68, maxLines: 3},
] as const;

export function layoutTitle(title: string, measure: MeasureText): TitleLayout {
  const wrapAt = (fontSize: number, maxLines: number) =>
    wrapTitle(title, {maxWidth: TITLE_WIDTH, maxLines, measure: (text) => measure(text, fontSize)});
  for (const {fontSize, maxLines} of TITLE_SIZES) {
    const lines = wrapAt(fontSize, Number.POSITIVE_INFINITY);
    if (lines.length <= maxLines) return {fontSize, lines};
  }
  const smallest = TITLE_SIZES[TITLE_SIZES.length - 1];
  return {fontSize: smallest.fontSize, lines: wrapAt(smallest.fontSize, smallest.maxLines)};
}

type ElementProps = {style: CSSProperties; children?: ReactNode; src?: string; width?: number; height?: number};

/** A React element as a plain object: satori reads `type` and `props` and needs no JSX runtime. */
function element(type: 'div' | 'img', props: ElementProps): ReactElement<ElementProps, 'div' | 'img'> {
  return {type, props, key: null};
}

function div(style: CSSProperties, children?: ReactNode): ReactElement {
  return element('div', {style: {display: 'flex', ...style}, children});
}

/**
 * The card: logo and site name above, the section as a badge, the title large, the host below.
 * Ink on pale violet is about 16:1 and white on the brand violet about 6.6:1 (WCAG AA).
 */
export function cardElement(options: {
  title: TitleLayout;
  section: string;
  siteName: string;
  logoSrc: string;
  host: string;
  fontFamily: readonly string[];
}): ReactElement {
  const {title, section, siteName, logoSrc, host, fontFamily} = options;
  return div(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      backgroundColor: PAPER,
      color: INK,
      fontFamily: fontFamily.map((name) => `'${name}'`).join(', '),
    },
    [
      div({flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: `64px ${PADDING_X}px 48px`}, [
        div({alignItems: 'center', justifyContent: 'space-between'}, [
          div({alignItems: 'center', gap: 20}, [
            element('img', {src: logoSrc, width: 72, height: 72, style: {width: 72, height: 72}}),
            div({fontSize: 40, fontWeight: 700}, siteName),
          ]),
          div({backgroundColor: BRAND, color: '#ffffff', fontSize: 30, fontWeight: 600, padding: '10px 28px', borderRadius: 999}, section),
        ]),
        div(
          {flexDirection: 'column', fontSize: title.fontSize, fontWeight: 700, lineHeight: 1.15},
          title.lines.map((line) => div({whiteSpace: 'nowrap'}, line)),
        ),
        div({fontSize: 28, fontWeight: 400, color: BRAND}, host),
      ]),
      div({height: 12, backgroundColor: MINT}),
      div({height: 20, backgroundColor: BRAND}),
    ],
  );
}
