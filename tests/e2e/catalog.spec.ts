/** The integrations catalog: cards in the HTML, filters that narrow them and live in the URL. */
import {expect, test} from './fixtures';

const cards = (page: import('@playwright/test').Page) => page.getByRole('region', {name: 'Integration catalog'}).getByRole('listitem');

test('every card is in the static HTML', async ({request}) => {
  const html = await (await request.get('/integrations/libraries')).text();
  const count = (html.match(/<li class="card/g) ?? html.match(/alt="[^"]+ logo"/g) ?? []).length;
  expect(count).toBe(84);
  expect(html).toContain('Snowflake logo');
});

test('search and filters narrow the cards, follow the URL and survive a reload', async ({page}) => {
  await page.goto('/integrations/libraries');
  await expect(cards(page)).toHaveCount(84);
  await page.getByRole('searchbox', {name: 'Search integrations'}).fill('snowflake');
  await expect(page).toHaveURL(/\?q=snowflake$/);
  const names = await cards(page).allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const text of names) expect(text.toLowerCase()).toContain('snowflake');

  await page.getByRole('searchbox', {name: 'Search integrations'}).fill('');
  await page.getByRole('group', {name: 'Category'}).getByRole('button', {name: 'AI'}).click();
  await page.getByRole('radiogroup', {name: 'Supported by'}).getByRole('radio', {name: 'Community'}).click();
  await expect(page).toHaveURL(/\?category=ai&support=community$/);
  const filtered = await cards(page).allInnerTexts();
  expect(filtered.length).toBeGreaterThan(0);
  for (const text of filtered) expect(text).toMatch(/AI\s*Community/);

  await page.reload();
  await expect(page.getByRole('radiogroup', {name: 'Supported by'}).getByRole('radio', {name: 'Community'})).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(cards(page)).toHaveCount(filtered.length);

  await page.getByRole('searchbox', {name: 'Search integrations'}).fill('no such tool at all');
  await expect(page.getByText('No integration matches these filters.')).toBeVisible();
  await page.getByRole('button', {name: 'Clear filters'}).click();
  await expect(cards(page)).toHaveCount(84);
});

test('scrolling the whole catalog on a phone moves nothing the reader is looking at', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/integrations/libraries');
  await page.evaluate(() => {
    const w = window as unknown as {shifts: number[]};
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as unknown as {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const last = cards(page).last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(last.getByRole('link')).toHaveAccessibleName(/\S/);
  const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
});

test('a reload on a phone brings the reader back to the card they were reading', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/integrations/libraries');
  await page.evaluate(() => window.scrollTo(0, 3000));
  const cardAt = () =>
    page.evaluate(() => [Math.round(window.scrollY), document.elementFromPoint(200, 400)?.closest('li')?.textContent?.slice(0, 40) ?? '']);
  const [, reading] = await cardAt();
  expect(reading).not.toBe('');
  await page.reload();
  await page.waitForFunction(() => window.scrollY > 0);
  expect(await cardAt()).toEqual([3000, reading]);
  // And once the app has started by itself: nothing above the card changed height.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', {timeout: 15_000});
  expect(await cardAt()).toEqual([3000, reading]);
});

test('a community library shows its badge and notice; a Dagster one does not', async ({page}) => {
  await page.goto('/integrations/libraries/polars');
  const notice = page.locator('.theme-admonition').filter({hasText: 'Community integration'});
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', {name: 'where it is maintained'})).toHaveAttribute('href', /^https:\/\//);
  await page.goto('/integrations/libraries/snowflake');
  await expect(page.locator('.theme-admonition').filter({hasText: 'Community integration'})).toHaveCount(0);
  await expect(page.getByRole('tab', {name: 'uv'}).first()).toBeVisible();
  await expect(page.locator('.tabs-container pre').first()).toContainText('uv add dagster-snowflake');
});
