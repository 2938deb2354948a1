/** What a reader sees of the site's skeleton: navbar, sidebars, version, 404, theme. */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

/** Collects console errors and warnings and failed requests for the test's page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Problems on a 404 page: console errors and warnings (except the browser's note that the page
 * itself answered 404) and any failed request other than that page's own.
 */
function watchNotFoundPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !/status of 404 \(Not Found\)$/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

test.describe('navbar', () => {
  const entries = [
    {label: 'Docs', url: '/', item: 'Getting started'},
    {label: 'Examples', url: '/examples', item: 'Examples'},
    {label: 'Integrations', url: '/integrations/libraries', item: 'Libraries'},
    {label: 'Dagster+', url: '/dagster-plus', item: 'Dagster+'},
    {label: 'API', url: '/api', item: 'API reference'},
  ];
  for (const entry of entries) {
    test(`${entry.label} opens its sidebar`, async ({page}) => {
      await page.goto('/getting-started/installation');
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: entry.label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${entry.url.replace('+', '\\+')}$`));
      await expect(sidebar(page).getByText(entry.item, {exact: true}).first()).toBeVisible();
    });
  }

  test('shows the version label in a menu that says it is the only version and leads to the changelog and compatibility pages', async ({
    page,
  }) => {
    await page.goto('/guides/build/assets');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const dropdown = navbar.getByRole('button', {name: 'Latest (1.10.15)'});
    await expect(dropdown).toBeVisible();
    await dropdown.hover();
    const menu = navbar.locator('.dropdown__menu');
    await expect(menu.getByRole('link')).toHaveText(['Changelog', 'Releases and compatibility']);
    await expect(menu.locator('.version-note')).toHaveText('These docs cover Dagster 1.10.15, the only version published here.');
    await expect(menu.locator('[aria-current]')).toHaveCount(0);
  });
});

test.describe('sidebar', () => {
  test('expands top-level docs categories and collapses guide sub-categories', async ({page}) => {
    await page.goto('/getting-started/installation');
    const toggle = (verb: 'Expand' | 'Collapse', label: string) =>
      sidebar(page).getByRole('button', {name: `${verb} sidebar category '${label}'`, exact: true});
    for (const label of ['Build', 'Automate', 'Deploy']) {
      await expect(toggle('Collapse', label)).toHaveAttribute('aria-expanded', 'true');
    }
    // Categories without a page of their own are a single button named by their label.
    for (const label of ['Getting started', 'About']) {
      await expect(sidebar(page).getByRole('button', {name: label, exact: true})).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(toggle('Expand', 'Assets')).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', {name: 'Defining assets', exact: true})).toBeHidden();

    await toggle('Expand', 'Assets').click();
    await expect(toggle('Collapse', 'Assets')).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).getByRole('link', {name: 'Defining assets', exact: true})).toBeVisible();

    await toggle('Collapse', 'Build').click();
    await expect(toggle('Expand', 'Build')).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', {name: 'Assets', exact: true})).toBeHidden();
  });

  test('marks a community library in the integrations sidebar', async ({page}) => {
    await page.goto('/integrations/libraries');
    const item = sidebar(page).locator('.sidebar-item--community').filter({hasText: 'Dagster & Polars'});
    await expect(item).toHaveCount(1);
  });
});

test.describe('special pages', () => {
  test('an unlisted page is reachable, noindex, absent from the sidebar and sitemap, and reads like any page', async ({page, request}) => {
    const response = await page.goto('/getting-started/glossary');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'Glossary'})).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(sidebar(page).getByRole('link', {name: 'Glossary'})).toHaveCount(0);
    // To a reader it is a page like any other: its section's sidebar, no banner meant for authors.
    await expect(sidebar(page).locator('a[href="/getting-started/installation"]')).toBeVisible();
    await expect(page.getByText(/unlisted page/i)).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/getting-started/installation<');
    expect(sitemap).not.toContain('/getting-started/glossary');
  });

  test('the no-sidebar page renders without a sidebar', async ({page}) => {
    await page.goto('/integrations/guides/multi-asset-integration');
    await expect(page.getByRole('heading', {level: 1, name: 'Creating a multi-asset integration'})).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.goto('/integrations/libraries/dlt');
    await expect(sidebar(page)).toBeVisible();
  });

  test('an unknown path gets a helpful 404', async ({page}) => {
    const response = await page.goto('/guides/assets');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    const suggestions = page.getByRole('region', {name: 'Were you looking for one of these?'});
    await expect(suggestions.getByRole('link', {name: 'Assets', exact: true})).toHaveAttribute('href', '/guides/build/assets');
  });

  test('the 404 page names the address asked for, hydrates without an error, and suggests near misses', async ({page}) => {
    const problems = watchNotFoundPage(page);
    const response = await page.goto('/guides/build/asets');
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-missing-address]')).toHaveText('/guides/build/asets');
    // A typo in the address: the page it meant comes first.
    await expect(
      page.getByRole('region', {name: 'Were you looking for one of these?'}).getByRole('listitem').first().getByRole('link'),
    ).toHaveAttribute('href', '/guides/build/assets');
    expect(problems).toEqual([]);
  });

  test('the 404 page names the address from its HTML, before any app code runs', async ({browser}) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // No script file loads: what shows is the HTML and its inline scripts alone.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/integrations/libraries/not-a-library', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('[data-missing-address]')).toHaveText('/integrations/libraries/not-a-library');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
    await context.close();
  });

  test('an address with a malformed escape gets the same 404 page, without an error', async ({page}) => {
    // The test server refuses such an address (400); a host that answers with the 404 page
    // (as most static hosts do) gives the app an address its router cannot decode.
    const notFoundHtml = readFileSync('build/404.html', 'utf8');
    await page.route('**/guides/%', (route) => route.fulfill({status: 404, contentType: 'text/html', body: notFoundHtml}));
    const problems = watchNotFoundPage(page);
    await page.goto('/guides/%');
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page.locator('[data-missing-address]')).toHaveText('/guides/%');
    expect(problems).toEqual([]);
  });

  test('a hostile address is shown as text, never as markup', async ({page}) => {
    const problems = watchNotFoundPage(page);
    await page.goto('/guides/%3Cimg%20src=x%20onerror=alert(1)%3E');
    await expect(page.locator('[data-missing-address]')).toHaveText('/guides/<img src=x onerror=alert(1)>');
    await expect(page.locator('main img')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the page index lists every page with its fields', async ({request}) => {
    const records = (await (await request.get('/page-index.json')).json()) as {
      id: string;
      title: string;
      description: string;
      sidebar?: string;
      unlisted?: boolean;
    }[];
    expect(records.length).toBeGreaterThanOrEqual(532);
    expect(records.find((r) => r.id === 'intro')).toMatchObject({title: 'Overview', sidebar: 'docs'});
    expect(records.find((r) => r.id === 'integrations/libraries/gcp')).toMatchObject({description: ''});
    expect(records.find((r) => r.id === 'guides/labs/freshness')).toMatchObject({unlisted: true});
  });
});

test.describe('theme and navigation', () => {
  test('the first click on the theme toggle changes the look, and the choice persists across a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/getting-started/installation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // On a light system the first click shows dark at once (the theme's own order went to light).
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  });

  test('the theme follows the operating system by default', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('client-side navigation between pages logs no error', async ({page}) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await sidebar(page).getByRole('link', {name: 'Installing Dagster', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Installing Dagster'})).toBeVisible();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/api$/);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1, name: 'Installing Dagster'})).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('old addresses and API anchors', () => {
  test('an old API address redirects to its page', async ({page}) => {
    await page.goto('/api/python-api/libraries/dagster-dbt');
    await expect(page).toHaveURL(/\/api\/libraries\/dagster-dbt$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.goto('/integrations/libraries/airlift/airflow-to-dagster/peer');
    await expect(page).toHaveURL(/\/guides\/migrate\/airflow-to-dagster\/task-level-migration\/peer$/);
  });

  test("a symbol's anchor link lands on its entry, and inline code links to it", async ({page}) => {
    await page.goto('/api/dagster/assets#dagster.asset');
    const heading = page.locator('h3[id="dagster.asset"]');
    await expect(heading).toBeInViewport();
    await expect(page.locator('[data-api-symbol="dagster.asset"]').getByRole('button', {name: 'Copy link'})).toBeVisible();
    await expect(page.locator('.table-of-contents').getByRole('link', {name: 'asset', exact: true})).toHaveAttribute(
      'href',
      '#dagster.asset',
    );

    await page.goto('/getting-started/quickstart');
    const link = page.locator('a[href="/api/dagster/assets#dagster.asset"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/api\/dagster\/assets#dagster\.asset$/);
    await expect(heading).toBeInViewport();
  });

  test('the build publishes its symbol inventory', async ({request}) => {
    const symbols = (await (await request.get('/api-symbols.json')).json()) as {symbol: string; url: string}[];
    expect(symbols.find((s) => s.symbol === 'dagster.asset')?.url).toBe('/api/dagster/assets#dagster.asset');
    expect(symbols.length).toBeGreaterThan(500);
  });
});

test.describe('look', () => {
  test('the site name is never cut short, from a narrow desktop up', async ({page}) => {
    for (const width of [1000, 1050, 1100, 1200, 1440]) {
      await page.setViewportSize({width, height: 800});
      await page.goto('/getting-started/installation');
      const cut = await page.locator('.navbar__title').evaluate((title) => title.scrollWidth > title.clientWidth);
      expect(cut, `site name cut at ${width} px`).toBe(false);
    }
  });

  test('text and headings are set in Inter, every weight from one preloaded font file', async ({page}) => {
    await page.goto('/guides/build/assets/defining-assets');
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily.split(',')[0].replace(/"/g, '');
      const faces: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded') faces.push(face.weight);
      });
      return {
        body: family('article p'),
        heading: family('article h1'),
        faces,
        preload: document.querySelector<HTMLLinkElement>('link[rel=preload][as=font]')?.href,
        // A preload the face does not match (another address, or no CORS mode) would be fetched twice.
        files: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.woff2$/.test(entry.name))
          .map((entry) => entry.name),
      };
    });
    expect(fonts.body).toBe('Inter');
    expect(fonts.heading).toBe('Inter');
    expect(fonts.faces).toEqual(['400 700']);
    expect(fonts.files).toEqual([fonts.preload]);
    for (const weight of [400, 600, 700]) expect(await page.evaluate((w) => document.fonts.check(`${w} 16px Inter`), weight)).toBe(true);
  });

  test('in light mode a code block stands out from the page', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/guides/build/assets/defining-assets');
    const edge = await page.evaluate(() => {
      const block = getComputedStyle(document.querySelector('.theme-code-block')!);
      return {background: block.backgroundColor, border: block.borderTopColor, width: parseFloat(block.borderTopWidth)};
    });
    // The light theme paints code on white, like the page: it needs an edge of its own.
    expect(edge.background).toBe('rgb(255, 255, 255)');
    expect(edge.width).toBeGreaterThan(0);
    expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).not.toContain(edge.border);
  });

  test('a table fills the column, its rows edge to edge, and a wide one scrolls in its own frame', async ({page}) => {
    await page.goto('/guides/deploy/dagster-yaml');
    const widths = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.markdown table')).map((table) => {
        const frame = table.parentElement!;
        const row = table.querySelector('tr')!;
        return {
          frame: frame.className,
          frameWidth: frame.clientWidth,
          row: row.getBoundingClientRect().width,
          scrolls: frame.scrollWidth > frame.clientWidth,
        };
      }),
    );
    expect(widths.length).toBeGreaterThan(3);
    for (const w of widths) {
      expect(w.frame).toBe('table-scroll');
      // Rows reach the frame's edge (or beyond it, when the frame scrolls).
      expect(w.row).toBeGreaterThanOrEqual(w.frameWidth - 2);
    }
    await page.setViewportSize({width: 390, height: 844});
    const page_ = await page.evaluate(() => ({scroll: document.documentElement.scrollWidth, view: window.innerWidth}));
    expect(page_.scroll).toBeLessThanOrEqual(page_.view);
    const scrolling = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.table-scroll')).some((f) => f.scrollWidth > f.clientWidth),
    );
    expect(scrolling).toBe(true);
  });
});
