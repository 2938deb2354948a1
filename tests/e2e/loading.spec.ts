/**
 * How a page starts: complete from its HTML, the app started once the browser is idle after load
 * (or at once when the URL needs it, or on a first interaction that comes sooner), nothing the
 * reader did while it loaded lost, and the HTML working on its own when the app cannot start.
 * These tests use Playwright's own `goto`, which does not press anything.
 */
import {expect, test, type Page} from '@playwright/test';
import {startApp} from './fixtures';

/** A plain guide page. */
const PLAIN_PAGE = '/getting-started/installation';
const APP_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * Holds the app's main script until the returned function is called, then lets it load
 * (`continue`) or fails it as a network error would (`abort`): the page stays un-hydrated till then.
 */
async function gateApp(page: Page, then: 'continue' | 'abort'): Promise<() => void> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await opened;
    await (then === 'continue' ? route.continue() : route.abort());
  });
  return open;
}

const holdApp = (page: Page) => gateApp(page, 'continue');
const failApp = (page: Page) => gateApp(page, 'abort');

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');

test('a page paints from its HTML, and the app starts by itself once the browser is idle after load and paint', async ({page}) => {
  await page.goto('/guides/deploy/dagster-yaml');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  const html = await (await page.request.get('/guides/deploy/dagster-yaml')).text();
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script[^>]*\ssrc=/);
  // No interaction at all: the app starts on its own.
  await hydrated(page);
  const timing = await page.evaluate(async () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const main = performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name));
    // Largest-paint entries are only handed to an observer (buffered: the ones already made).
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? -1)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    return {loadStart: navigation.loadEventStart, paint, mainRequested: main?.startTime ?? -1};
  });
  // The app's script is requested only after the page's own load and its first largest paint:
  // text first, app second (on a fast link load can come before that paint).
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.mainRequested).toBeGreaterThanOrEqual(timing.loadStart);
  expect(timing.mainRequested).toBeGreaterThanOrEqual(timing.paint);
});

test('a tab tapped while the app loads switches at once, and the app keeps that tab', async ({page}) => {
  const release = await holdApp(page);
  await page.goto('/integrations/libraries/snowflake');
  const group = page.locator('.tabs-container').first();
  const pip = group.getByRole('tab', {name: 'pip'});
  await pip.click();
  // Answered from the HTML: the tab is selected and its panel shown while the app still loads.
  await notHydrated(page);
  await expect(pip).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByText(/pip install/)).toBeVisible();
  await expect(group.getByText(/uv add/)).toBeHidden();
  // The tap is also held for the app, which is marked as getting ready.
  await expect(pip).toHaveClass(/app-pending/);
  await expect(page.locator('html')).toHaveClass(/app-starting/);
  release();
  await hydrated(page);
  await expect(pip).not.toHaveClass(/app-pending/);
  await expect(page.locator('html')).not.toHaveClass(/app-starting/);
  // The app's state agrees: pip stays, and a tap on uv is the app's to answer.
  await expect(pip).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByText(/pip install/)).toBeVisible();
  await group.getByRole('tab', {name: 'uv'}).click();
  await expect(group.getByText(/uv add/)).toBeVisible();
  await expect(group.getByText(/pip install/)).toBeHidden();
});

test('on a phone the menu button opens a plain menu at once while the app loads, with the sidebar and working links', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const release = await holdApp(page);
  await page.goto('/guides/automate/schedules');
  await page.locator('.navbar__toggle').click();
  await notHydrated(page);
  const menu = page.getByRole('dialog', {name: 'Site navigation'});
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('navigation', {name: 'Sections'}).getByRole('link', {name: 'Integrations'})).toBeVisible();
  // The page's sidebar, its current page marked, with nothing in it that needs the app.
  const sidebar = menu.getByRole('navigation', {name: 'Docs sidebar'});
  const current = sidebar.locator('[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/guides/automate/schedules');
  await expect(current).toBeInViewport();
  expect(await menu.locator('button:not(.quick-menu__close), [role="button"]').count()).toBe(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // Once the app is live the button opens the app's own sidebar.
  release();
  await hydrated(page);
  await page.locator('.navbar__toggle').click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(menu).toBeHidden();
});

test('a link in the plain phone menu is followed by the browser', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await holdApp(page);
  await page.goto('/guides/automate/schedules');
  await page.locator('.navbar__toggle').click();
  await page.getByRole('dialog', {name: 'Site navigation'}).getByRole('link', {name: 'Examples', exact: true}).click();
  await expect(page).toHaveURL(/\/examples$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('the More menu opens from the HTML before the app, and still when the app cannot load', async ({page}) => {
  const fail = await failApp(page);
  await page.goto('/integrations/libraries/snowflake');
  const more = page.locator('details', {has: page.getByLabel('More ways to use this page')}).first();
  await more.locator('summary').click();
  await notHydrated(page);
  await expect(more).toHaveAttribute('open');
  await expect(more.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
  await expect(more.locator('summary')).not.toHaveClass(/app-pending/);
  await more.locator('summary').click();
  await expect(more).not.toHaveAttribute('open');
  fail();
  await expect(page.locator('html')).toHaveAttribute('data-app-failed', 'true');
  await more.locator('summary').click();
  await expect(more).toHaveAttribute('open');
});

test('when the app cannot load, the page fails open: held taps are let go and every tab shows', async ({page}) => {
  const fail = await failApp(page);
  await page.goto('/integrations/libraries/snowflake');
  // A tab switches at once from the page's own script; the tap is also held for the app.
  const tabs = page.locator('.tabs-container').first();
  const pip = tabs.getByRole('tab', {name: 'pip'});
  await pip.click();
  await expect(pip).toHaveAttribute('aria-selected', 'true');
  await expect(pip).toHaveClass(/app-pending/);
  fail();
  await expect(page.locator('html')).toHaveAttribute('data-app-failed', 'true');
  await expect(pip).not.toHaveClass(/app-pending/);
  await expect(tabs.getByText(/pip install/)).toBeVisible();
  await expect(tabs.getByText(/uv add/)).toBeVisible();
});

test('an app that goes live after the page failed open takes the page back, menu and all', async ({page}) => {
  test.slow();
  await page.setViewportSize({width: 390, height: 844});
  const release = await holdApp(page);
  await page.goto(PLAIN_PAGE);
  await page.keyboard.press('Shift');
  // The loader gives up after APP_START_TIMEOUT_MS (15 s) and shows the page as HTML.
  await expect(page.locator('html')).toHaveAttribute('data-app-failed', 'true', {timeout: 25_000});
  // Given back to its HTML, the page's menu button still opens the plain menu.
  await page.locator('.navbar__toggle').click();
  await expect(page.getByRole('dialog', {name: 'Site navigation'})).toBeVisible();
  await page.keyboard.press('Escape');
  release();
  await hydrated(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-failed');
  await expect(page.locator('.navbar__toggle')).toBeVisible();
  await page.locator('.navbar__toggle').click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
});

test('a filtered catalog address shows only its cards from the first paint, before the app', async ({page}) => {
  const release = await holdApp(page);
  // An address with a query starts the app at once, and the held script would hold the load event.
  await page.goto('/integrations/libraries?category=ai&support=community', {waitUntil: 'domcontentloaded'});
  const region = page.getByRole('region', {name: 'Integration catalog'});
  const visible = () =>
    region
      .locator('li')
      .evaluateAll((items) => items.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.textContent ?? ''));
  const before = await visible();
  await notHydrated(page);
  expect(before.length).toBeGreaterThan(0);
  expect(before.length).toBeLessThan(84);
  for (const text of before) expect(text).toMatch(/AI\s*Community/);
  await expect(region.getByText(`${before.length} of 84 integrations`)).toBeVisible();
  // The app agrees, and the filters keep working once it has taken over.
  release();
  await hydrated(page);
  expect(await visible()).toEqual(before);
  await region.getByRole('radio', {name: 'All'}).click();
  // Cards that come back are shown: the script's style is gone once the app applies the filters.
  await expect.poll(async () => (await visible()).length).toBeGreaterThan(before.length);
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('every tab panel is readable and the search button leads to the search page', async ({page}) => {
    await page.goto('/integrations/libraries/snowflake');
    const tabs = page.locator('.tabs-container').first();
    await expect(tabs.getByText(/pip install/)).toBeVisible();
    await expect(tabs.getByText(/uv add/)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Search (Ctrl+K)'})).toHaveAttribute('href', '/search');
  });

  test('each panel is named by its tab, code keeps its colours, and no control is shown that would do nothing', async ({page}) => {
    await page.goto('/integrations/libraries/snowflake');
    const tabs = page.locator('.tabs-container').first();
    const labels = tabs.locator('.tab-panel-label');
    await expect(labels).toHaveText(['uv', 'pip']);
    await expect(labels.first()).toBeVisible();
    // The first label stands before the uv panel, the second before the pip one.
    const order = await tabs.evaluate((el) =>
      Array.from(el.querySelectorAll('.tab-panel-label, [role=tabpanel]')).map((n) => n.textContent?.trim().slice(0, 6)),
    );
    expect(order[0]).toBe('uv');
    expect(order[1]).toMatch(/^uv add/);
    expect(order[2]).toBe('pip');
    expect(order[3]).toMatch(/^pip in/);

    await page.goto('/guides/build/assets/defining-assets');
    const block = page.locator('.theme-code-block').first();
    const colours = await block.locator('.token').evaluateAll((tokens) => new Set(tokens.map((t) => getComputedStyle(t).color)).size);
    expect(colours).toBeGreaterThan(2);
    // Rendered (the app takes them up when it runs) but not shown.
    for (const control of [
      block.locator('button[aria-label="Copy code to clipboard"]'),
      page.locator('button', {hasText: 'Copy page'}),
      page.locator('button[aria-label^="Switch between dark and light mode"]').first(),
    ]) {
      await expect(control).toBeAttached();
      await expect(control).toBeHidden();
    }
  });

  test('the 404 page and the search page say what they can without scripts', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('There is no page at this address.')).toBeVisible();
    await expect(page.getByText('No page lives at')).toBeHidden();

    await page.goto('/search');
    await expect(page.getByText(/Search runs in your browser, and needs JavaScript/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: 'Build your first Dagster project'})).toBeVisible();
    await expect(page.locator('main input[type=search]')).toBeAttached();
    await expect(page.locator('main input[type=search]')).toBeHidden();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  test('on a phone the navbar shows its links instead of a menu button that cannot open', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(PLAIN_PAGE);
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    await expect(page.locator('.navbar').getByRole('link', {name: 'Integrations', exact: true})).toBeVisible();
  });
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
  const release = await holdApp(page);
  await page.reload();
  await notHydrated(page);
  await expect(tabs.getByRole('tab', {name: 'pip'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', {name: 'uv'})).toHaveAttribute('aria-selected', 'false');
  await expect(tabs.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('pip install');
  release();
  await startApp(page);
  await expect(tabs.getByRole('tab', {name: 'pip'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
  await tabs.getByRole('tab', {name: 'uv'}).click();
  await expect(tabs.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('uv add');
  expect(errors).toEqual([]);
});

test('search opens at once before the app has loaded, keeps every key, and hands them to the app', async ({page}) => {
  const release = await holdApp(page);
  await page.goto(PLAIN_PAGE);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', {name: 'Search the docs'}).getByRole('searchbox');
  await expect(box).toBeFocused();
  await page.keyboard.type('sched', {delay: 150});
  await expect(box).toHaveValue('sched');
  release();
  await hydrated(page);
  const combobox = page.getByRole('dialog', {name: 'Search the docs'}).getByRole('combobox');
  await expect(combobox).toBeFocused();
  await page.keyboard.type('ule', {delay: 150});
  await expect(combobox).toHaveValue('schedule');
  await expect(page.getByRole('listbox', {name: 'Results for schedule'}).getByRole('option').first()).toContainText(/schedul/i);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a tap on the search button before the app has loaded opens the box at once', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const release = await holdApp(page);
  await page.goto(PLAIN_PAGE);
  await page.getByRole('button', {name: 'Search (Ctrl+K)'}).click();
  await expect(page.getByRole('dialog', {name: 'Search the docs'}).getByRole('searchbox')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${PLAIN_PAGE}$`));
  // Tab keeps to the box and is not held for the app.
  const box = page.getByRole('dialog', {name: 'Search the docs'});
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    await page.keyboard.press('Tab');
    expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expect(page.locator('.app-pending')).toHaveCount(0);
  // Closed before the app is live, it stays closed when the app arrives.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('when the app cannot load, the search box still searches: Enter opens the search page', async ({page}) => {
  const fail = await failApp(page);
  await page.goto(PLAIN_PAGE);
  fail();
  await expect(page.locator('html')).toHaveAttribute('data-app-failed', 'true', {timeout: 20_000});
  await page.keyboard.press('/');
  await page.keyboard.type('partitions');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=partitions$/);
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
