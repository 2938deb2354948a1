/** Links prefetch on intent (hover, touch, focus), not because they scrolled into view. */
import {expect, test} from '@playwright/test';

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
