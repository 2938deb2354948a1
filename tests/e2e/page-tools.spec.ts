/** What a page offers readers' tools: Markdown twins, llms.txt, the copy menu, feedback. */
import {expect, test} from './fixtures';

test('llms.txt lists exactly the listed pages, by sidebar, linking their twins', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  const index = (await (await request.get('/page-index.json')).json()) as {path: string; unlisted?: boolean}[];
  const linked = [...llms.matchAll(/\]\(https:\/\/docs\.dagster\.io([^)]*)\.md\)/g)].map((m) => (m[1] === '/index' ? '/' : m[1]));
  expect(llms.startsWith('# Dagster Docs\n')).toBe(true);
  expect(llms).toMatch(/^## Docs$/m);
  expect(llms).toMatch(/^## API reference$/m);
  expect(linked.sort()).toEqual(
    index
      .filter((p) => !p.unlisted)
      .map((p) => p.path)
      .sort(),
  );
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('# Build your first Dagster project');
  expect(full).not.toContain('# Glossary\n');
});

test('a Markdown twin is clean Markdown of the page', async ({request}) => {
  const response = await request.get('/guides/automate/schedules/defining-schedules.md');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith('# ')).toBe(true);
  expect(text).toContain('```python');
  expect(text).not.toMatch(/^import .* from '/m);
  expect(text).not.toMatch(/<(CommandTabs|PackageInstall|Tabs|TabItem)\b/);
});

test('a twin links the same API entries as its page, from inline code that names them', async ({page, request}) => {
  for (const path of ['/guides/build/assets/defining-assets', '/api/dagster/assets']) {
    await page.goto(path);
    const inPage = await page
      .locator('article a[href*="/api/"]:has(> code)')
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash),
      );
    const twin = await (await request.get(`${path}.md`)).text();
    const inTwin = [...twin.matchAll(/\[`[^`]+`\]\(https:\/\/docs\.dagster\.io(\/api\/[^)#]*#[^)]*)\)/g)].map((m) => m[1]);
    expect(inPage.length, path).toBeGreaterThan(5);
    expect(inTwin.sort(), path).toEqual(inPage.filter((href) => href.includes('#')).sort());
  }
});

test('"Copy page" puts the Markdown twin on the clipboard and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guides/automate/schedules/defining-schedules');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Page copied to the clipboard as Markdown'})).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/guides/automate/schedules/defining-schedules.md')).text();
  expect(copied).toBe(twin);
  await page.getByText('More', {exact: true}).click();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/guides/automate/schedules/defining-schedules.md',
  );
  await expect(page.getByRole('link', {name: 'Open in ChatGPT'})).toHaveAttribute('href', /defining-schedules\.md/);
});

test('each page offers feedback, and no edit link into a repository that does not hold it', async ({page}) => {
  await page.goto('/guides/build/assets');
  const feedback = page.getByRole('complementary', {name: 'Page feedback'});
  await expect(feedback.getByRole('link', {name: 'No'})).toHaveAttribute('href', /issues\/new\?title=Docs\+feedback/);
  // A "yes" needs no form: the reader is thanked where they are.
  await feedback.getByRole('button', {name: 'Yes'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks for letting us know.');
  await expect(page).toHaveURL(/\/guides\/build\/assets$/);
  // The build sets no repository of its own (config/repository.ts): a link would lead elsewhere.
  await expect(page.getByText('Edit this page')).toHaveCount(0);
});

test('a page whose heading another page shares has a title of its own', async ({page}) => {
  await page.goto('/api/dagster/assets');
  await expect(page).toHaveTitle('Assets: API reference | Dagster Docs');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Assets: API reference | Dagster Docs');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Assets');
  await page.goto('/guides/build/assets');
  await expect(page).toHaveTitle('Assets | Dagster Docs');
  await page.goto('/guides/migrate/airflow-to-dagster/federation/setup');
  await expect(page).toHaveTitle(/^Setup: Federate execution/);
});

test('the More menu closes on Escape, a click outside or a choice, and arrows move through it', async ({page}) => {
  await page.goto('/guides/automate/schedules/defining-schedules');
  const more = page.locator('details', {has: page.getByLabel('More ways to use this page')});
  const summary = more.locator('summary');
  const entries = more.getByRole('link');

  await summary.click();
  await expect(more).toHaveAttribute('open');
  await page.keyboard.press('Escape');
  await expect(more).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();

  await summary.click();
  await page.getByRole('heading', {level: 1}).click();
  await expect(more).not.toHaveAttribute('open');

  // From the summary, ArrowDown opens the menu at its first entry; the arrows wrap around.
  await summary.focus();
  await page.keyboard.press('ArrowDown');
  await expect(more).toHaveAttribute('open');
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(entries.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(entries.first()).toBeFocused();
  // Tabbing out of the menu closes it.
  await page.keyboard.press('Escape');
  await summary.click();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(more).not.toHaveAttribute('open');
});
