/**
 * Draws social cards to PNG (satori lays out and vectorises the text, resvg rasterises) and
 * keeps them in a content-addressed cache, so a rebuild only draws cards whose text changed.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import satori, {type SatoriOptions} from 'satori';
import {renderAsync} from '@resvg/resvg-js';
import {CARD_HEIGHT, CARD_WIDTH, TEMPLATE_VERSION, cardElement, layoutTitle, type CardContent} from './card';

type Font = SatoriOptions['fonts'][number];
type OpenType = typeof import('opentype.js');

/** opentype.js is a UMD bundle whose named exports Node's ES module loader cannot see. */
function loadOpenType(siteDir: string): OpenType {
  return createRequire(path.join(siteDir, 'package.json'))('opentype.js') as OpenType;
}

/** Cards no build has used for this long are deleted; a build touches every card it uses. */
const CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type CardRenderer = {
  /** Absolute path of the card's PNG in the cache, drawing it first if it is not there. */
  ensure(card: CardContent): Promise<string>;
  stats: {drawn: number; reused: number};
};

/**
 * Inter ships as .woff in @fontsource/inter (satori reads woff but not woff2), split into a
 * Latin and a Latin Extended file; satori falls back along `fontFamily`, so they get two names.
 */
export const FONT_FAMILY = ['Inter', 'Inter Latin Ext'] as const;

type TitleFont = ReturnType<OpenType['parse']>;

function loadFonts(siteDir: string): {fonts: Font[]; titleFonts: TitleFont[]} {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const read = (subset: string, weight: 400 | 600 | 700) =>
    readFileSync(resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
  const subsets = [
    {name: FONT_FAMILY[0], subset: 'latin'},
    {name: FONT_FAMILY[1], subset: 'latin-ext'},
  ];
  const fonts = subsets.flatMap(({name, subset}) =>
    ([400, 600, 700] as const).map((weight): Font => ({name, data: read(subset, weight), weight, style: 'normal'})),
  );
  const {parse} = loadOpenType(siteDir);
  const titleFonts = subsets.map(({subset}) => {
    const bold = read(subset, 700);
    return parse(bold.buffer.slice(bold.byteOffset, bold.byteOffset + bold.byteLength));
  });
  return {fonts, titleFonts};
}

/**
 * Advances plus kerning in the first font that has each glyph, as satori draws the title;
 * not opentype.js's own measuring, whose shaping throws on Inter's `ccmp` lookups.
 */
function titleMeasure(titleFonts: TitleFont[]): (text: string, fontSize: number) => number {
  return (text, fontSize) => {
    let width = 0;
    let previous: {font: TitleFont; glyph: ReturnType<TitleFont['charToGlyph']>} | undefined;
    for (const char of Array.from(text)) {
      const candidates = titleFonts.map((font) => ({font, glyph: font.charToGlyph(char)}));
      const found = candidates.find(({glyph}) => glyph.index !== 0) ?? candidates[0];
      const kerning = previous?.font === found.font ? found.font.getKerningValue(previous.glyph, found.glyph) : 0;
      width += (((found.glyph.advanceWidth ?? 0) + kerning) * fontSize) / found.font.unitsPerEm;
      previous = found;
    }
    return width;
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function createCardRenderer(options: {
  siteDir: string;
  cacheDir: string;
  siteName: string;
  host: string;
  logoFile: string;
}): CardRenderer {
  const {fonts, titleFonts} = loadFonts(options.siteDir);
  const logo = readFileSync(options.logoFile, 'utf8');
  const logoSrc = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
  // Site name, logo and host are drawn on every card, so a change to any must miss the cache too.
  const template = sha256(JSON.stringify([TEMPLATE_VERSION, options.siteName, logo, options.host]));
  const measure = titleMeasure(titleFonts);
  const stats = {drawn: 0, reused: 0};
  const inFlight = new Map<string, Promise<string>>();

  async function draw(card: CardContent, file: string): Promise<void> {
    const tree = cardElement({
      title: layoutTitle(card.title, measure),
      section: card.section,
      siteName: options.siteName,
      logoSrc,
      host: options.host,
      fontFamily: FONT_FAMILY,
    });
    const svg = await satori(tree, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
    // Text is already paths, so resvg needs no system fonts and is spared scanning for them.
    const png = (await renderAsync(svg, {font: {loadSystemFonts: false}})).asPng();
    // Written aside and renamed, so a build sharing the cache never copies a half-written card.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, png);
    await rename(partial, file);
  }

  async function ensureOnce(card: CardContent, file: string): Promise<string> {
    const now = new Date();
    try {
      await utimes(file, now, now);
      stats.reused += 1;
    } catch {
      await mkdir(path.dirname(file), {recursive: true});
      await draw(card, file);
      stats.drawn += 1;
    }
    return file;
  }

  return {
    stats,
    ensure(card) {
      const file = path.join(options.cacheDir, `${sha256(JSON.stringify([template, card.title, card.section]))}.png`);
      let pending = inFlight.get(file);
      if (!pending) {
        pending = ensureOnce(card, file);
        inFlight.set(file, pending);
      }
      return pending;
    },
  };
}

/** Runs `task` over `items` with at most `limit` running at once, failing on the first error. */
export async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({length: Math.min(Math.max(1, limit), items.length)}, worker));
}

/**
 * satori runs on the main thread and resvg on libuv's pool, so one card's layout overlaps
 * another's rasterising; more than a couple per core only queues.
 */
export function defaultConcurrency(): number {
  return Math.max(2, availableParallelism());
}

export async function pruneCache(cacheDir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(cacheDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(cacheDir, name);
    // Another build sharing the cache may have pruned it already.
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > CACHE_MAX_AGE_MS) {
      await rm(file, {force: true});
      removed += 1;
    }
  }
  return removed;
}

export async function copyCard(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), {recursive: true});
  await copyFile(from, to);
}
