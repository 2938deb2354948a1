/**
 * How a page starts: complete from its HTML with no JavaScript, the app started by the reader's
 * first interaction (or at once when the URL needs it), and nothing the reader did while it
 * loaded lost. These tests use Playwright's own `goto`, which does not start the app.
 */
import {expect, test, type Page} from '@playwright/test';
import {startApp} from './fixtures';

/** A page with no Mermaid diagram, which would start the app by itself when near the viewport. */
const PLAIN_PAGE = '/getting-started/installation';
const APP_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/** Holds the app's main script until `release` is called: the page stays un-hydrated till then. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

test('a page that is only read loads no JavaScript; the first interaction starts the app', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/guides/deploy/dagster-yaml', {waitUntil: 'networkidle'});
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(scripts).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  const html = await (await page.request.get('/guides/deploy/dagster-yaml')).text();
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script[^>]*\ssrc=/);

  await page.keyboard.press('Shift');
  await hydrated(page);
  expect(scripts.some((url) => APP_SCRIPT.test(url))).toBe(true);
});

test('a click on a tab before the app has loaded is carried out once it has', async ({page}) => {
  const release = await holdApp(page);
  await page.goto('/integrations/libraries/snowflake');
  const tabs = page.locator('.tabs-container').first();
  const pip = tabs.getByRole('tab', {name: 'pip'});
  await expect(pip).toHaveAttribute('aria-selected', 'false');
  await pip.click();
  await expect(pip).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  release();
  await hydrated(page);
  await expect(pip).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('pip install');
});

test('a tap on the colour-mode toggle, disabled until the app loads, switches the theme once it has', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const release = await holdApp(page);
  await page.goto(PLAIN_PAGE);
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(toggle).toBeDisabled();
  const before = await page.locator('html').getAttribute('data-theme-choice');
  await toggle.click({force: true});
  release();
  await hydrated(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', before ?? 'system');
});

test("a reader's stored tab choice shows from the HTML, before the app starts, and the app agrees", async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto('/integrations/libraries/snowflake');
  await startApp(page);
  const tabs = page.locator('.tabs-container').first();
  await tabs.getByRole('tab', {name: 'pip'}).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await expect(tabs.getByRole('tab', {name: 'pip'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', {name: 'uv'})).toHaveAttribute('aria-selected', 'false');
  await expect(tabs.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('pip install');
  await startApp(page);
  await expect(tabs.getByRole('tab', {name: 'pip'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
  await tabs.getByRole('tab', {name: 'uv'}).click();
  await expect(tabs.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('uv add');
  expect(errors).toEqual([]);
});

test('a search shortcut pressed before the app has loaded opens the search once it has', async ({page}) => {
  const release = await holdApp(page);
  await page.goto(PLAIN_PAGE);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
});

test('text typed into a field before the app has loaded applies once it has', async ({page}) => {
  const release = await holdApp(page);
  await page.goto('/integrations/libraries');
  const box = page.getByRole('searchbox', {name: 'Search integrations'});
  await box.fill('snowflake');
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\?q=snowflake$/);
  const cards = page.getByRole('region', {name: 'Integration catalog'}).getByRole('listitem');
  const names = await cards.allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(84);
  for (const name of names) expect(name.toLowerCase()).toContain('snowflake');
});

test('a link followed before the app has loaded is an ordinary page load', async ({page}) => {
  await holdApp(page);
  await page.goto(PLAIN_PAGE);
  await page.locator('nav a[href="/getting-started/quickstart"]').first().click();
  await expect(page).toHaveURL(/\/getting-started\/quickstart$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Build your first Dagster project');
});

test('pages that need the app for what their URL asks start it without waiting', async ({page}) => {
  await page.goto('/search?q=partitions');
  await hydrated(page);
  await expect(page.getByRole('listbox', {name: 'Results for partitions'}).getByRole('option').first()).toContainText(/partition/i);

  await page.goto('/guides/build/no-such-page');
  await hydrated(page);
  await expect(page.getByRole('heading', {name: 'Were you looking for one of these?'})).toBeVisible();
});

test('a diagram in view starts the app, which draws it', async ({page}) => {
  await page.goto('/dagster-plus/features/authentication-and-access-control');
  await hydrated(page);
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
});
