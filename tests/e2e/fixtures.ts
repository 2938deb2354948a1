/**
 * The browser tests' `test`: Playwright's, with a `page.goto` that returns once the app has
 * started and hydrated. Pages are complete in their HTML and start the app on the reader's first
 * interaction (see config/ssr-template.ts); a test acts the way a reader does, so `goto` presses
 * a key no page binds (Shift) and waits for hydration. loading.spec.ts covers the page before it.
 */
import {expect, test as base, type Page} from '@playwright/test';

/** A reader's first interaction: starts the app; resolves once the page has hydrated. */
export async function startApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export const test = base.extend({
  page: async ({page}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await startApp(page);
      return response;
    };
    await use(page);
  },
});

export {expect};
