/** How pages link: links prefetch on intent, not on sight. */
import {expect, test} from './fixtures';

test('links in view are not prefetched; a focused or hovered link preloads its page', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto('/guides/build/assets', {waitUntil: 'networkidle'});
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  const loaded = scripts.length;

  await page.locator('article a[href="/guides/automate/declarative-automation"]').first().focus();
  await expect.poll(() => scripts.length, {message: 'focusing a link fetches its chunks'}).toBeGreaterThan(loaded);

  const afterFocus = scripts.length;
  await page.locator('nav a[href="/etl-pipeline-tutorial/refactor-your-project"]').first().hover();
  await expect.poll(() => scripts.length, {message: 'hovering a link fetches its chunks'}).toBeGreaterThan(afterFocus);
});

test('the navbar marks the section of the current page, also after client-side navigation', async ({page}) => {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const active = navbar.locator('a.navbar__link--active');
  const sections: [string, string][] = [
    ['/guides/build/assets', 'Docs'],
    ['/examples', 'Examples'],
    ['/integrations/libraries/snowflake', 'Integrations'],
    ['/dagster-plus', 'Dagster+'],
    ['/api/dagster/assets', 'API'],
  ];
  for (const [path, label] of sections) {
    await page.goto(path);
    await expect(active).toHaveText([label]);
  }
  await navbar.getByRole('link', {name: 'Integrations', exact: true}).click();
  await expect(page).toHaveURL(/\/integrations/);
  await expect(active).toHaveText(['Integrations']);
  await page.goto('/search');
  await expect(active).toHaveCount(0);
});

/** Whether the current page's sidebar item lies inside the sidebar's visible box. */
async function activeItemInView(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.querySelector('nav[aria-label="Docs sidebar"] .menu__link[aria-current="page"]');
    const menu = link?.closest('nav.menu');
    if (!link || !menu) return false;
    const item = link.getBoundingClientRect();
    const box = menu.getBoundingClientRect();
    return item.top >= box.top && item.bottom <= box.bottom;
  });
}

test('the sidebar shows the current page’s item on a deep page, from the HTML and after navigation', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  const page = await context.newPage();
  // Held app: what the HTML alone shows.
  await page.route(/\/main\.[0-9a-f]+\.js$/, () => undefined);
  await page.goto('/guides/deploy/deployment-options/kubernetes/customizing-your-deployment', {waitUntil: 'domcontentloaded'});
  expect(await activeItemInView(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('after a client-side navigation to a deep page its sidebar item is in view', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/getting-started/installation');
  // A link in the article, to a page far down the sidebar.
  await page.locator('article a[href="/guides/migrate/version-migration"]').first().click();
  await expect(page).toHaveURL(/\/guides\/migrate\/version-migration$/);
  await expect(page.locator('nav[aria-label="Docs sidebar"] .menu__link[aria-current="page"]')).toHaveAttribute(
    'href',
    '/guides/migrate/version-migration',
  );
  await expect.poll(() => activeItemInView(page)).toBe(true);
});

test('the community badge stays whole beside long and collapsible sidebar labels', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/integrations/libraries/deltalake');
  const badges = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '.sidebar-item--community > .menu__list-item-collapsible > .menu__link, .sidebar-item--community > .menu__link',
      ),
    ).map((link) => {
      const badge = getComputedStyle(link, '::before');
      return {label: link.textContent?.trim() ?? '', width: parseFloat(badge.width), transform: badge.transform, content: badge.content};
    }),
  );
  const deltaLake = badges.find((b) => b.label === 'Dagster & Delta Lake');
  expect(deltaLake, 'Delta Lake is a community category').toBeDefined();
  // "COMMUNITY" in 0.65rem capitals needs about 60 px; a squeezed badge was ~20 px and rotated.
  expect(badges.filter((b) => !(b.width > 50) || b.transform !== 'none' || b.content !== '"community"')).toEqual([]);
});

test('pages of every section open in place from any other: the routes each section adds arrive with its first page', async ({page}) => {
  // main.js carries the routes of the pages outside a section only; each section's come in a
  // chunk of their own (src/plugins/route-registry/shards.ts), fetched before the first render.
  await page.goto('/search');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const trail: [string, string][] = [
    ['/getting-started/installation', 'Installing Dagster'],
    ['/guides/build/assets/defining-assets', 'Defining assets'],
    ['/api/dagster/assets', 'Assets'],
    ['/integrations/libraries/snowflake', 'Dagster & Snowflake'],
    ['/dagster-plus', 'About Dagster+'],
    ['/etl-pipeline-tutorial', 'Build an ETL Pipeline'],
    ['/examples', 'Examples'],
    ['/about/changelog', 'Changelog'],
    ['/', 'Overview'],
  ];
  for (const [path, heading] of trail) {
    // The router follows history, as it does for the browser's back and forward buttons.
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    }, path);
    await expect(page).toHaveURL(path === '/' ? /\/$/ : new RegExp(`${path}$`));
    await expect(page.locator('h1').first(), path).toContainText(heading);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument), `${path} opened in place`).toBe(true);
    // Its sidebar arrived with it, and marks the page (the sidebars travel with the sections too).
    // The home page, which main.js keeps, loads its sidebar as it opens.
    const item = path === '/' ? 'a.menu__link[href="/getting-started/installation"]' : `a.menu__link--active[href="${path}"]`;
    await expect(page.locator(`nav[aria-label="Docs sidebar"] ${item}`), path).toBeVisible();
  }
});

test('a page downloads the sidebar it shows, not the other sections’ sidebars', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/guides/build/assets/defining-assets');
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  // Sidebar items are JSON, with quoted keys; links in page content compile to `href:"..."`.
  const sidebarItem = (href: string) => `\\"href\\":\\"${href}\\"`;
  const has = (href: string) => loaded.some((text) => text.includes(sidebarItem(href)) || text.includes(`"href":"${href}"`));
  expect(has('/guides/build/assets/defining-assets'), 'its own sidebar').toBe(true);
  expect(has('/api/libraries/dagster-airlift'), 'the API sidebar').toBe(false);
  expect(has('/dagster-plus/deployment/management/rate-limits'), 'the Dagster+ sidebar').toBe(false);
});

test('the table of contents breaks long identifiers between their words, never mid-word', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  for (const route of ['/api/dagster/errors', '/api/libraries/dagster-dbt', '/api/dagster/schedules-sensors']) {
    await page.goto(route);
    // Each run of letters between break opportunities (a text node between <wbr>s) sits on one line.
    const split = await page
      .locator('.table-of-contents')
      .first()
      .evaluate((toc) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(toc, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (const word of node.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1) found.push(word[0]);
          }
        }
        return found;
      });
    expect(split, route).toEqual([]);
    // The long names do wrap: the column is narrower than they are.
    await expect(page.locator('.table-of-contents wbr').first()).toBeAttached();
  }
});

test('on a phone the page starts with its title, and "On this page" follows it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/guides/build/assets/defining-assets');
  const order = await page.evaluate(() => {
    const article = document.querySelector('article')!;
    const marks = Array.from(article.querySelectorAll('h1, .theme-doc-toc-mobile'));
    return marks.map((el) => (el.tagName === 'H1' ? 'title' : 'toc'));
  });
  expect(order).toEqual(['title', 'toc']);
  await page.getByRole('button', {name: 'On this page'}).click();
  await expect(page.locator('.theme-doc-toc-mobile').getByRole('link', {name: 'Pitfalls'})).toBeVisible();
  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
});
