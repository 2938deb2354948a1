/** Every doc page links its own social card, and the card is a 1200×630 PNG. No browser needed. */
import {expect, test, type APIRequestContext} from '@playwright/test';

type PageRecord = {path: string; title: string};

const SITE_URL = 'https://docs.dagster.io';

/** The meta tags of a page's <head>, by `property` or `name`; Docusaurus may leave values unquoted. */
async function metaTags(request: APIRequestContext, route: string): Promise<Map<string, string[]>> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)].map((m) => [m[1], m[2] ?? m[3] ?? m[4]]),
    );
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) tags.set(key, [...(tags.get(key) ?? []), attrs.content]);
  }
  return tags;
}

function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

test('a guide links its own card, a 1200×630 PNG, with the sharing tags', async ({request}) => {
  const route = '/guides/build/assets';
  const meta = await metaTags(request, route);
  const image = `${SITE_URL}/img/social${route}.png`;
  expect(meta.get('og:image')).toEqual([image]);
  expect(meta.get('twitter:image')).toEqual([image]);
  expect(meta.get('twitter:card')).toEqual(['summary_large_image']);
  expect(meta.get('og:type')).toEqual(['article']);
  expect(meta.get('og:title')?.[0]).toContain('Assets');
  expect(meta.get('og:description')?.[0]?.length).toBeGreaterThan(20);

  const png = await request.get(new URL(image).pathname);
  expect(png.headers()['content-type']).toBe('image/png');
  expect(pngSize(await png.body())).toEqual({width: 1200, height: 630});
});

test('every doc page has exactly one og:image, its own card, and the card is served', async ({request}) => {
  const pages = (await (await request.get('/page-index.json')).json()) as PageRecord[];
  expect(pages.length).toBeGreaterThan(500);
  const problems: string[] = [];
  for (const {path} of pages) {
    const images = (await metaTags(request, path)).get('og:image') ?? [];
    const expected = `${SITE_URL}/img/social/${path === '/' ? 'index' : path.slice(1)}.png`;
    if (images.length !== 1 || images[0] !== expected) {
      problems.push(`${path}: og:image ${JSON.stringify(images)}, expected ${expected}`);
      continue;
    }
    const card = await request.head(new URL(expected).pathname);
    if (card.status() !== 200) problems.push(`${path}: ${expected} answers ${card.status()}`);
  }
  expect(problems).toEqual([]);
});
