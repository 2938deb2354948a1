/**
 * Screenshots of each page type, light and dark, for the README's "Look" section:
 *
 *   npm run build && npm run screenshots
 *
 * Serves build/ on 127.0.0.1 and writes design/screenshots/<page>-<mode>.jpg (1280x800, and a
 * phone view of the guide). Figures for authors, not a test.
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../config/chromium';
import {startStaticServer} from './lib/static-server';

const OUT = 'design/screenshots';
const PAGES: [string, string][] = [
  ['home', '/'],
  ['guide', '/guides/build/assets/defining-assets'],
  ['integration', '/integrations/libraries/dbt'],
  ['catalog', '/integrations/libraries'],
  ['api', '/api/dagster/assets'],
];

async function main(): Promise<void> {
  mkdirSync(OUT, {recursive: true});
  const server = await startStaticServer('build', 3471);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const shots: [string, string, 'light' | 'dark', {width: number; height: number}][] = [
      ...PAGES.flatMap(([name, path]) =>
        (['light', 'dark'] as const).map((mode): [string, string, 'light' | 'dark', {width: number; height: number}] => [
          name,
          path,
          mode,
          {width: 1280, height: 800},
        ]),
      ),
      ['guide-phone', '/guides/build/assets/defining-assets', 'light', {width: 390, height: 844}],
    ];
    for (const [name, path, mode, viewport] of shots) {
      const page = await browser.newPage({viewport, colorScheme: mode});
      await page.goto(`${server.url}${path}`, {waitUntil: 'networkidle'});
      // Fonts loaded by the first view are used from here on, as on a reader's second page.
      await page.reload({waitUntil: 'networkidle'});
      await page.keyboard.press('Shift');
      await page.waitForSelector('html[data-app-ready]');
      const file = join(OUT, `${name}-${mode}.jpg`);
      await page.screenshot({path: file, type: 'jpeg', quality: 72});
      console.log(file);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
