/**
 * Diagrams are drawn at build time: they are in the HTML with JavaScript off, no Mermaid code
 * is downloaded, the app starting moves nothing, text is readable on a desktop and a phone,
 * and a drawing wider than the column scrolls inside its frame.
 */
import {expect, test} from '@playwright/test';
import {startApp} from './fixtures';

/** A page whose diagram is wider than the column at every viewport. */
const WIDE = '/dagster-plus/deployment/deployment-types/serverless';

/** The rendered size, in CSS pixels, of the smallest text of every diagram on the page. */
const SMALLEST_TEXT = `Math.min(...[...document.querySelectorAll('figure svg text')].map((t) => {
  const size = parseFloat(t.getAttribute('font-size') || getComputedStyle(t).fontSize);
  return size * t.ownerSVGElement.getScreenCTM().a;
}))`;

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('a diagram is drawn in the HTML, labelled for screen readers', async ({page}) => {
    await page.goto(WIDE);
    const figure = page.getByRole('img', {name: /^Diagram: /}).first();
    await expect(figure.locator('svg')).toBeVisible();
    await expect(figure).toHaveAttribute('aria-label', /Dagster\+/);
    expect(await figure.locator('svg text').count()).toBeGreaterThan(3);
  });
});

for (const viewport of [
  {width: 1440, height: 900},
  {width: 390, height: 844},
]) {
  test(`diagram text is at least 12px and a wide drawing scrolls in its frame at ${viewport.width}px`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.goto(WIDE);
    expect(await page.evaluate(SMALLEST_TEXT)).toBeGreaterThanOrEqual(11.95);
    const frame = page.getByRole('img', {name: /^Diagram: /}).first();
    const overflow = await frame.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    // The frame scrolls, not the page; and a keyboard reader can scroll it.
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
}

test('no Mermaid code is downloaded, and starting the app leaves the diagram where it was', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/integrations/libraries/dbt');
  const svg = page.locator('figure svg').first();
  await expect(svg).toBeVisible();
  const before = await svg.boundingBox();
  await startApp(page);
  await page.waitForLoadState('networkidle');
  expect(await svg.boundingBox()).toEqual(before);
  // Mermaid's renderer, had it shipped, would name its API in the code.
  const sources = await Promise.all(scripts.map(async (url) => /mermaidAPI/.test(await (await page.request.get(url)).text())));
  expect(scripts.filter((_, i) => sources[i])).toEqual([]);
});

test('the same drawing follows the colour mode', async ({page}) => {
  await page.goto('/integrations/libraries/dbt');
  await startApp(page);
  const label = page.locator('figure svg text').first();
  const light = await label.evaluate((t) => getComputedStyle(t).fill);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await label.evaluate((t) => getComputedStyle(t).fill);
  expect(light).not.toBe(dark);
});

test('a diagram that fits shows no scroll shade: its covers are the colour of the page', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/integrations/libraries/dbt');
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const frames = await page.locator('figure > div').evaluateAll((divs) =>
      divs
        .filter((d) => getComputedStyle(d).overflowX === 'auto' && d.scrollWidth <= d.clientWidth)
        .map((d) => {
          const cover = getComputedStyle(d).getPropertyValue('--diagram-bg').trim();
          const probe = document.createElement('span');
          probe.style.color = cover;
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return {
            colour,
            page: getComputedStyle(document.documentElement).backgroundColor,
            body: getComputedStyle(document.body).backgroundColor,
          };
        }),
    );
    expect(frames.length, `a diagram that fits at 1440 px (${theme})`).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame.colour).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      const pageColour = [frame.page, frame.body].find((c) => c !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)';
      expect(frame.colour).toBe(pageColour);
    }
  }
});
