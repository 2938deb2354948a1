/** How pages link: links prefetch on intent, not on sight; Mermaid loads when a diagram comes near. */
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
