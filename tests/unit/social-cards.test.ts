/** The social-card renderer with the real fonts and logo: PNG output, its cache, its limits. */
import {mkdtempSync, readFileSync} from 'node:fs';
import {readdir, rm, utimes, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createCardRenderer, forEachLimited, pruneCache, type CardRenderer} from '../../src/plugins/social-cards/render';
import {CARD_HEIGHT, CARD_WIDTH, cardContent} from '../../src/plugins/social-cards/card';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which must come first. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

let cacheDir: string;
let renderer: CardRenderer;

function newRenderer(siteName = 'Dagster Docs'): CardRenderer {
  return createCardRenderer({
    siteDir: process.cwd(),
    cacheDir,
    siteName,
    host: 'docs.dagster.io',
    logoFile: path.join(process.cwd(), 'static/img/logo.svg'),
  });
}

beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
  renderer = newRenderer();
});

afterAll(async () => {
  await rm(cacheDir, {recursive: true, force: true});
});

describe('card renderer', () => {
  it('draws a 1200×630 PNG', async () => {
    const file = await renderer.ensure(cardContent('Defining assets', '/guides/build/assets/defining-assets'));
    const png = readFileSync(file);
    expect(pngSize(png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
    expect(png.length).toBeGreaterThan(5_000);
  });

  it('draws a title too long for three lines without failing', async () => {
    const title = `Configuring ${'very '.repeat(40)}long things`;
    expect(pngSize(readFileSync(await renderer.ensure(cardContent(title, '/api/x'))))).toEqual({width: 1200, height: 630});
  });

  it('reuses a cached card for the same title and section, and draws one per distinct pair', async () => {
    const fresh = newRenderer();
    const a = await fresh.ensure(cardContent('Defining assets', '/guides/build/assets/defining-assets'));
    const b = await fresh.ensure(cardContent('Defining assets', '/api/dagster/assets'));
    expect(fresh.stats).toEqual({drawn: 1, reused: 1});
    expect(a).not.toBe(b);
  });

  it('draws a card requested twice at once only once', async () => {
    const fresh = newRenderer();
    const card = cardContent('Schedules', '/guides/automate/schedules');
    const [a, b] = await Promise.all([fresh.ensure(card), fresh.ensure(card)]);
    expect(a).toBe(b);
    expect(fresh.stats).toEqual({drawn: 1, reused: 0});
  });

  it('misses the cache when what every card shows changes', async () => {
    const renamed = newRenderer('Dagster Documentation');
    await renamed.ensure(cardContent('Defining assets', '/guides/build/assets/defining-assets'));
    expect(renamed.stats).toEqual({drawn: 1, reused: 0});
  });

  it('leaves no partial files behind', async () => {
    expect((await readdir(cacheDir)).filter((name) => !name.endsWith('.png'))).toEqual([]);
  });
});

describe('pruneCache', () => {
  it('deletes only cards unused for more than 30 days', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-cards-prune-'));
    const now = Date.now();
    for (const [name, ageDays] of [
      ['old.png', 31],
      ['recent.png', 2],
    ] as const) {
      const file = path.join(dir, name);
      await writeFile(file, '');
      const when = new Date(now - ageDays * 24 * 60 * 60 * 1000);
      await utimes(file, when, when);
    }
    expect(await pruneCache(dir, now)).toBe(1);
    expect(await readdir(dir)).toEqual(['recent.png']);
    await rm(dir, {recursive: true, force: true});
  });

  it('does nothing when there is no cache yet', async () => {
    expect(await pruneCache(path.join(tmpdir(), 'social-cards-missing-dir'))).toBe(0);
  });
});

describe('forEachLimited', () => {
  it('runs every item with no more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(item);
      running -= 1;
    });
    expect(peak).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('rejects with the first failure', async () => {
    await expect(
      forEachLimited([1, 2], 2, async (item) => {
        if (item === 2) throw new Error('card 2 failed');
      }),
    ).rejects.toThrow('card 2 failed');
  });
});
