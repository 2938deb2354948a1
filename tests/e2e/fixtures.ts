/**
 * The browser tests' `test`: Playwright's, with a `page.goto` that returns once the page has
 * hydrated. Pages paint from their HTML first and start the app after (see
 * config/ssr-template.ts); a test acts the way a reader's click needs, on a live page.
 */
import {expect, test as base} from '@playwright/test';

export const test = base.extend({
  page: async ({page}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      return response;
    };
    await use(page);
  },
});

export {expect};
