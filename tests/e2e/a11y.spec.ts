/** Accessibility (axe-core, WCAG 2.1 A and AA) on each kind of page and in each state. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

/** Rules switched off, each with its reason. */
const DISABLED_RULES: {id: string; reason: string}[] = [];

async function violations(page: Page, state: 'hydrated' | 'as served' = 'hydrated'): Promise<string[]> {
  if (state === 'hydrated') await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  else await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(DISABLED_RULES.map((r) => r.id))
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

const PAGES: [string, string][] = [
  ['home', '/'],
  ['guide', '/guides/automate/schedules/defining-schedules'],
  ['tutorial step', '/etl-pipeline-tutorial/create-and-materialize-assets'],
  ['integration page', '/integrations/libraries/polars'],
  ['catalog', '/integrations/libraries'],
  ['API page', '/api/dagster/assets'],
  ['Dagster+ page', '/dagster-plus/features/authentication-and-access-control/rbac/user-roles-permissions'],
  ['example', '/examples/bluesky'],
];

for (const [kind, path] of PAGES) {
  test(`${kind} has no WCAG A/AA violation`, async ({page}) => {
    // An API page holds hundreds of entries; axe needs longer than the default there.
    test.setTimeout(180_000);
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test('pages as served, before the app starts, have no WCAG A/AA violation', async ({context}) => {
  // A page from the context keeps Playwright's own goto, and no script file loads: the HTML alone.
  const page = await context.newPage();
  await page.route(/\.js$/, (route) => route.abort());
  for (const path of ['/guides/automate/schedules/defining-schedules', '/integrations/libraries/snowflake']) {
    await page.goto(path);
    expect(await violations(page, 'as served')).toEqual([]);
  }
});

test('dark theme has no WCAG A/AA violation', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  for (const path of ['/guides/automate/schedules/defining-schedules', '/integrations/libraries']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page)).toEqual([]);
  }
});

test('the 404 page has no WCAG A/AA violation', async ({page}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the open search dialog has no WCAG A/AA violation', async ({page}) => {
  await page.goto('/guides/build/assets');
  await page.getByRole('button', {name: 'Search (Ctrl+K)'}).click();
  await page.getByRole('combobox').fill('schedule');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the open mobile menu has no WCAG A/AA violation', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/guides/build/assets');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a skip link leads to the content and focus is always visible', async ({page}) => {
  await page.goto('/guides/build/assets');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'none';
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    });
    expect(outline, `focus ring on tab stop ${i + 1}`).not.toMatch(/^none 0px none$/);
  }
});
