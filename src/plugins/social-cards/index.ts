/**
 * Draws a social card (Open Graph image) for every doc at `/img/social/<route>.png`;
 * src/theme/DocItem/Metadata points the page's `og:image` at it.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import * as z from 'zod';
import {SOCIAL_CARDS_PLUGIN, planCards, type PlannedCard} from './card';
import {copyCard, createCardRenderer, defaultConcurrency, forEachLimited, pruneCache} from './render';

const optionsSchema = z.object({
  /** The logo drawn on each card, as a path inside the static directories (as the navbar takes it). */
  logo: z.string().min(1).default('img/logo.svg'),
  /** Cards drawn at once; defaults to the number of cores, at least two. */
  concurrency: z.number().int().positive().optional(),
});

export type SocialCardsOptions = z.input<typeof optionsSchema>;

function resolveStatic(context: LoadContext, file: string): string {
  const candidates = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir, file));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`social-cards: logo "${file}" is in none of the static directories (${candidates.join(', ')})`);
  return found;
}

export default function socialCardsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const parsed = optionsSchema.safeParse(rawOptions ?? {});
  if (!parsed.success) throw new Error(`social-cards: invalid plugin options\n${z.prettifyError(parsed.error)}`);
  const options = parsed.data;
  const {siteConfig, siteDir} = context;
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'social-cards');
  let planned: PlannedCard[] = [];
  let drawing: Promise<Map<string, string>> | undefined;

  async function drawAll(): Promise<Map<string, string>> {
    const started = performance.now();
    const renderer = createCardRenderer({
      siteDir,
      cacheDir,
      siteName: siteConfig.title,
      host: new URL(siteConfig.url).host,
      logoFile: resolveStatic(context, options.logo),
    });
    const drawn = new Map<string, string>();
    await forEachLimited(planned, options.concurrency ?? defaultConcurrency(), async (card) => {
      drawn.set(card.file, await renderer.ensure(card.content));
    });
    const {stats} = renderer;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[social-cards] ${planned.length} cards: ${stats.drawn} drawn, ${stats.reused} from cache, in ${seconds}s`);
    return drawn;
  }

  return {
    name: SOCIAL_CARDS_PLUGIN,
    async contentLoaded({actions}) {
      // Tells the DocItem/Metadata wrapper that cards exist to link to.
      actions.setGlobalData({});
    },
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('social-cards: the docs plugin loaded no content');
      planned = planCards(
        docsContent.loadedVersions.flatMap((version) => version.docs),
        siteConfig.baseUrl,
      );
      // Drawing starts now so it overlaps the bundling and rendering of pages; the dev server
      // never calls postBuild, so it draws nothing.
      if (process.env.NODE_ENV === 'production') {
        drawing = drawAll();
        // Its failure is reported by postBuild's await, not as an unhandled rejection first.
        drawing.catch(() => undefined);
      }
    },
    async postBuild({outDir}) {
      const drawn = await (drawing ?? drawAll());
      await forEachLimited([...drawn], 16, ([file, cached]) => copyCard(cached, path.join(outDir, file)));
      await pruneCache(cacheDir);
    },
  };
}
