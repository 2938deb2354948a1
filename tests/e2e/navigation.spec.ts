/** How pages load and link: painted before the app starts; links prefetch on intent, not on sight. */
import {expect, test} from './fixtures';

test('links in view are not prefetched; a focused or hovered link preloads its page', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto('/guides/build/assets', {waitUntil: 'networkidle'});
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  const loaded = scripts.length;

  await page.locator('article a[href="/guides/automate/declarative-automation"]').first().focus();
  await expect.poll(() => scripts.length, {message: 'focusing a link fetches its chunks'}).toBeGreaterThan(loaded);

  const afterFocus = scripts.length;
  await page.locator('nav a[href="/etl-pipeline-tutorial/refactor-your-project"]').first().hover();
  await expect.poll(() => scripts.length, {message: 'hovering a link fetches its chunks'}).toBeGreaterThan(afterFocus);
});

test('the page is painted from its HTML before the app starts, and then hydrates', async ({page}) => {
  await page.addInitScript(() => {
    const marks: {fcp?: number; hydrated?: number} = {};
    (window as unknown as {marks: typeof marks}).marks = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }).observe({type: 'paint', buffered: true});
    new MutationObserver(() => {
      if (document.documentElement.dataset.hasHydrated === 'true') marks.hydrated ??= performance.now();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto('/guides/deploy/dagster-yaml');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const html = await (await page.request.get('/guides/deploy/dagster-yaml')).text();
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script[^>]*\ssrc=/);
  const marks = await page.evaluate(() => (window as unknown as {marks: {fcp?: number; hydrated?: number}}).marks);
  expect(marks.fcp).toBeDefined();
  expect(marks.hydrated).toBeGreaterThan(marks.fcp ?? Infinity);
});

test('a diagram far down the page loads Mermaid only when the reader scrolls near it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/integrations/libraries/iceberg', {waitUntil: 'networkidle'});
  const pending = page.locator('[data-mermaid-pending]');
  await expect(pending).toHaveCount(1);
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  const loaded = scripts.length;
  await pending.scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(loaded);
});
