/**
 * The browser tests' `test`: Playwright's, with a `page.goto` that returns once the app is live.
 * Pages are complete in their HTML and start the app when the browser is idle after load, or on
 * the reader's first interaction if sooner (see config/ssr-template.ts); `goto` presses a key no
 * page binds (Shift) and waits for the app's own ready signal. loading.spec.ts covers the page
 * before it.
 */
import {expect, test as base, type Page} from '@playwright/test';

/** A reader's first interaction: starts the app if it has not started; resolves once it is live. */
export async function startApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
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
