import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './config/chromium';

const PORT = 4173;

/** Browser tests run Debian's Chromium against the production build served on 127.0.0.1. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  },
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${PORT} --no-open`,
    url: `http://127.0.0.1:${PORT}/page-index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
