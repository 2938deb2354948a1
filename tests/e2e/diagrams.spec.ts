/**
 * Diagrams are drawn at build time: they are in the HTML with JavaScript off, no Mermaid code
 * is downloaded, the app starting moves nothing, text is readable on a desktop and a phone,
 * and a drawing wider than the column scrolls inside its frame.
 */
import AxeBuilder from '@axe-core/playwright';
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
    // The full-size view needs the app: without it the control is not shown, the frame scrolls.
    await expect(page.getByRole('button', {name: 'Full size'}).first()).toBeHidden();
  });
});

for (const viewport of [
  {width: 1440, height: 900},
  {width: 390, height: 844},
]) {
  test(`a diagram opens full size, whole in view, zooms and pans, and closes back to its page at ${viewport.width}px`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.goto(WIDE);
    await startApp(page);
    const open = page.getByRole('button', {name: 'Full size'}).first();
    await open.click();
    const viewer = page.getByRole('dialog', {name: /^Diagram, full size: /});
    await expect(viewer).toBeVisible();
    const drawing = viewer.getByRole('img', {name: /^Diagram: /});
    // Opened with the whole drawing in view: nothing to scroll.
    const fitted = await drawing.evaluate((el) => ({x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight}));
    expect(fitted.x).toBeLessThanOrEqual(1);
    expect(fitted.y).toBeLessThanOrEqual(1);
    const axe = await new AxeBuilder({page}).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    const level = viewer.locator('output');
    const start = await level.textContent();
    // Zoomed to four times the fitted size or more, the drawing is larger than the view and pans.
    for (let i = 0; i < 4; i++) await viewer.getByRole('button', {name: 'Zoom in'}).click();
    await expect(level).not.toHaveText(start ?? '');
    await expect.poll(() => drawing.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
    const box = (await drawing.boundingBox())!;
    const before = await drawing.evaluate((el) => el.scrollLeft);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, {steps: 4});
    await page.mouse.up();
    await expect.poll(() => drawing.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
    // The keyboard reaches it too: 0 fits the whole again.
    await page.keyboard.press('0');
    await expect(level).toHaveText(start ?? '');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(open).toBeFocused();
  });
}

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
