/** Code blocks: highlighted by the server, kept on hydration, highlighted after navigation, copyable. */
import {expect, test} from './fixtures';
import {themes} from 'prism-react-renderer';

const CODE_PAGE = '/guides/deploy/dagster-yaml';

function colorOf(theme: typeof themes.vsLight, type: string): string | undefined {
  return theme.styles.find((style) => style.types.includes(type))?.style.color;
}

test('the first visit keeps the server-highlighted code and downloads no tokenizer', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(CODE_PAGE, {waitUntil: 'networkidle'});
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token.key').first()).toBeVisible();
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  // prism-core reads a `data-manual` attribute: its string is in any bundle that carries Prism.
  expect(bodies.filter((body) => body.includes('data-manual'))).toEqual([]);
});

test('a page reached by client-side navigation gets highlighted code too', async ({page}) => {
  await page.goto('/guides/build/assets');
  await page.evaluate(() => ((window as unknown as {stayedOnPage: boolean}).stayedOnPage = true));
  await page.locator('article a[href="/guides/build/assets/defining-assets"]').first().click();
  await expect(page).toHaveURL(/\/guides\/build\/assets\/defining-assets$/);
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {stayedOnPage?: boolean}).stayedOnPage)).toBe(true);
});

test('token colours follow the colour mode without a re-render', async ({page}) => {
  await page.goto('/guides/build/assets/defining-assets');
  const keyword = page.locator('.theme-code-block .token.keyword').first();
  const color = () => keyword.evaluate((el) => getComputedStyle(el).color);
  expect(await color()).toBe(colorOf(themes.vsLight, 'keyword'));
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await color()).toBe(colorOf(themes.vsDark, 'keyword'));
});

test('a block shows its title, and Copy puts exactly its code on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guides/build/assets/defining-assets');
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.locator('.code-block-title')})
    .first();
  await expect(block.locator('.code-block-title')).toHaveText(/\.py$/);
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('status')).toHaveText('Code copied to the clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator('code').innerText());
  expect(copied).toContain('import dagster as dg');
});

test("a reader's package-manager tab survives a reload and applies on every page", async ({page}) => {
  await page.goto('/integrations/libraries/snowflake');
  const tabs = page.locator('.tabs-container').first();
  await tabs.getByRole('tab', {name: 'pip'}).click();
  await expect(tabs.getByRole('tab', {name: 'pip'})).toHaveAttribute('aria-selected', 'true');
  await page.goto('/integrations/libraries/dbt');
  const other = page.locator('.tabs-container').first();
  await expect(other.getByRole('tab', {name: 'pip'})).toHaveAttribute('aria-selected', 'true');
  await expect(other.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('pip install');
});

test('blocks out of view keep their exact height, so nothing moves as they render', async ({page}) => {
  await page.goto('/api/dagster/assets');
  const heights = () =>
    page.locator('.theme-code-block pre').evaluateAll((pres) => pres.map((pre) => Math.round(pre.getBoundingClientRect().height)));
  const placeholders = await heights();
  expect(placeholders.length).toBeGreaterThan(50);
  await page.addStyleTag({content: '.theme-code-block pre { content-visibility: visible !important; }'});
  expect(await heights()).toEqual(placeholders);
});

test('on a phone Copy never covers the end of a one-line command', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/getting-started/installation');
  const ends = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.theme-code-block')).flatMap((block) => {
      const pre = block.querySelector('pre')!;
      const code = pre.querySelector('code')!;
      const copy = block.querySelector('button[aria-label="Copy code to clipboard"]');
      if (!copy || (code.textContent ?? '').trim().includes('\n')) return [];
      pre.scrollLeft = pre.scrollWidth;
      const range = document.createRange();
      range.selectNodeContents(code);
      const rects = Array.from(range.getClientRects());
      const textEnd = Math.max(...rects.map((r) => r.right));
      const top = copy.getBoundingClientRect();
      return [{text: code.textContent!.slice(0, 30), textEnd, copyStart: top.left}];
    }),
  );
  expect(ends.length).toBeGreaterThan(0);
  for (const end of ends) expect(end.textEnd, end.text).toBeLessThanOrEqual(end.copyStart);
});
