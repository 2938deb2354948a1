/**
 * The site's one font file, declared and preloaded from every page's <head>.
 *
 * scripts/generate-fonts.mts writes Inter (variable, weights 400-700, latin) to
 * static/assets/fonts/ under a name that carries its content hash, so it can be cached for good
 * like the bundler's assets beside it. This plugin finds it and adds two tags: a preload, so the
 * font is fetched alongside the stylesheet instead of after it (on a slow link that is a round
 * trip sooner, which is what lets the first paint use it), and the `@font-face` that names it. The
 * face is not in src/css because the bundler would rename the file and the preload could not know
 * the new name.
 *
 * `font-display: optional`: when the font is not at hand within the browser's short block period
 * (a first visit on a slow network), the page keeps the system font for that view, so text never
 * reflows after it paints (layout shift stays 0).
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where the generated font lives, inside the site. */
export const FONT_DIR = 'static/assets/fonts';
/** Its file name: `inter-<hash>.woff2`. */
export const FONT_FILE = /^inter-[0-9a-f]{10}\.woff2$/;

/** The font's URL, from the one generated file; a clear error when it is missing. */
export function fontUrl(siteDir: string, baseUrl: string): string {
  let files: string[] = [];
  try {
    files = readdirSync(join(siteDir, FONT_DIR))
      .filter((file) => FONT_FILE.test(file))
      .sort();
  } catch {
    // No folder yet: reported below.
  }
  if (files.length !== 1) {
    throw new Error(
      `fonts: expected one generated font in ${FONT_DIR}, found ${files.length === 0 ? 'none' : files.join(', ')}; run \`npm run generate:fonts\``,
    );
  }
  return `${baseUrl}${FONT_DIR.replace(/^static\//, '')}/${files[0]}`;
}

export default function fontsPlugin(context: LoadContext): Plugin {
  return {
    name: 'fonts',
    injectHtmlTags() {
      const href = fontUrl(context.siteDir, context.baseUrl);
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'}},
          {
            tagName: 'style',
            innerHTML: `@font-face{font-family:Inter;font-style:normal;font-weight:400 700;font-display:optional;src:url(${href}) format('woff2')}`,
          },
        ],
      };
    },
  };
}
