/**
 * Writes static/assets/fonts/inter-<hash>.woff2: Inter's variable font (latin) from
 * @fontsource-variable/inter, with its weight axis cut to the 400-700 the site uses and its glyphs
 * to fontsource's latin range. One 30 KB file instead of three static weights (72 KB): the font is
 * fetched before the first paint, so on a slow link its bytes delay it. src/plugins/fonts declares
 * and preloads it. Runs before `build` and `start`; the output is generated, not committed.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import subsetFont from 'subset-font';
import {FONT_DIR, FONT_FILE} from '../src/plugins/fonts';

/** The weights the stylesheets use: body 400, semibold 600, headings 700. */
const FONT_WEIGHTS = {min: 400, max: 700};

/**
 * Code points kept: @fontsource's "latin" subset (its unicode-range), so the file covers what the
 * three static latin files covered before. Emoji and other scripts fall back to system fonts.
 */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const root = resolve(import.meta.dirname, '..');
const source = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const targetDir = join(root, FONT_DIR);

const text = LATIN_RANGES.flatMap(([from, to]) => Array.from({length: to - from + 1}, (_, i) => String.fromCodePoint(from + i))).join('');
const font = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: {wght: {min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max}},
});
const name = `inter-${createHash('sha256').update(font).digest('hex').slice(0, 10)}.woff2`;
mkdirSync(targetDir, {recursive: true});
for (const old of readdirSync(targetDir)) if (FONT_FILE.test(old) && old !== name) rmSync(join(targetDir, old));
writeFileSync(join(targetDir, name), font);
console.log(`fonts: Inter ${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}, latin, ${(font.length / 1024).toFixed(1)} KB: ${FONT_DIR}/${name}`);
