/**
 * `npm run bench`: measures the site against its speed and size goals and prints one table.
 * Figures only; nothing here fails a test. Runs a cold and a warm build, the dev server,
 * headless Chromium for JavaScript weight and search timings, and Lighthouse (mobile).
 *
 *   npm run bench [-- --skip-build] [--runs N (Lighthouse, default 3)] [--only builds,dev,diagrams,js,taps,search,typing,lighthouse,peers] [--verbose]
 *
 * `peers` builds two peer sites in bench/peers (a bare Docusaurus site and a bare Starlight site,
 * each with its own package.json) around the same bench page, this site's long guide as Markdown,
 * and measures them in the same run and under the same conditions as this site.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {CHROMIUM_ARGS as CHROME_FLAGS, CHROMIUM_PATH as CHROMIUM} from '../config/chromium';
import {startStaticServer} from './lib/static-server';
import {COLUMN_PX} from '../src/lib/diagrams';

const root = resolve(import.meta.dirname, '..');
const buildDir = join(root, 'build');

const args = process.argv.slice(2);
/** Lighthouse runs per page; the table shows the median (single runs vary by 100 ms of TBT here). */
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;

type Row = {metric: string; value: string; goal: string; met?: boolean};
const rows: Row[] = [];
const add = (metric: string, value: string, goal: string, met?: boolean) => rows.push({metric, value, goal, met});

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function timed(command: string, commandArgs: string[]): number {
  const start = Date.now();
  const result = spawnSync(command, commandArgs, {cwd: root, stdio: 'ignore', env: {...process.env, FORCE_COLOR: '0'}});
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
  return Date.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function pageCount(): number {
  return (JSON.parse(readFileSync(join(buildDir, 'page-index.json'), 'utf8')) as unknown[]).length;
}

function benchBuilds(): void {
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
  const cold = timed('npm', ['run', 'build']);
  const pages = pageCount();
  add(`cold build (${pages} pages, search and generated files)`, seconds(cold), '< 60 s', cold < 60_000);
  // Right after the build: the dev server (and tests that load the site) rewrite these modules.
  benchRouteManifest();

  const page = join(root, 'docs/guides/build/assets/defining-assets.mdx');
  const original = readFileSync(page, 'utf8');
  try {
    writeFileSync(page, `${original}\nA sentence added by the benchmark to measure a rebuild.\n`);
    const warm = timed('npm', ['run', 'build']);
    add('rebuild after changing one page', seconds(warm), '< 25 s', warm < 25_000);
  } finally {
    writeFileSync(page, original);
  }
}

/** Time until the dev server reports its first compile done (it then serves every page). */
async function benchDevServer(): Promise<void> {
  const start = Date.now();
  const child = spawn('npx', ['docusaurus', 'start', '--port', '4190', '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let ready = Number.NaN;
  try {
    ready = await new Promise<number>((resolvePromise) => {
      const timer = setTimeout(() => resolvePromise(Number.NaN), 300_000);
      const onData = (chunk: Buffer) => {
        if (/compiled successfully/.test(chunk.toString())) {
          clearTimeout(timer);
          resolvePromise(Date.now() - start);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      // A dev server that exits (the port is taken, the config fails) is not going to get ready.
      child.once('exit', () => {
        clearTimeout(timer);
        resolvePromise(Number.NaN);
      });
    });
  } finally {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  add('dev server ready (first compile done)', Number.isNaN(ready) ? 'did not start' : seconds(ready), '< 15 s', ready < 15_000);
}

/** Gzip size of the page's inline scripts (the loader; JSON-LD is not code). */
async function inlineScriptBytes(page: Page): Promise<number> {
  const bodies = await page
    .locator('script:not([src]):not([type])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
}

/** Phone conditions for the first-tap figure: a 390x844 touch screen, CPU 4x slower, slow 4G. */
const PHONE = {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true, deviceScaleFactor: 2};
const SLOW_4G = {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};

/** A new page on the slowed phone (PHONE, CPU 4x, SLOW_4G); close its context when done. */
async function slowPhone(browser: Browser): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  return {context, page};
}

/** The controls a first tap is measured on. */
type Control = 'menu' | 'search' | 'tab';

/**
 * How to tap a control and see that it answered: `tap` selects the element tapped (the first
 * match), `shown` is a JavaScript expression, true in the first frame that shows the answer, in
 * which `tapped` is the element tapped.
 */
type Tappable = {tap: string; shown: string};

/** A site the benchmark measures: this one, or a peer built from the same bench page. */
type Site = {
  name: string;
  base: string;
  dir: string;
  /** The phone menu, the search button and the second tab of the first tab group; absent if the site has none. */
  controls: Partial<Record<Control, Tappable>>;
  /** Resolves once the page's JavaScript has started (this site starts its app on idle). */
  ready: (page: Page) => Promise<void>;
};

/** A visible search box in an open dialog: the answer to a tap on the search button. */
const SEARCH_BOX_SHOWN = `[...document.querySelectorAll('dialog[open] input, [role=dialog] input[type=search]')].some((box) => box.getClientRects().length > 0)`;
/** A tab that is now the selected one: the answer to a tap on a tab. */
const TAB_SELECTED = `tapped.getAttribute('aria-selected') === 'true'`;

/** When the reader taps after the page has loaded: at once, after a second, after reading a while. */
const TAP_WAITS_MS = [500, 1000, 5000];

/**
 * The reader's first tap on a slow phone: the page loads, the reader waits `wait` ms, then taps
 * the control. Time from the touch (the event's own time stamp, so a busy main thread cannot hide
 * the wait) to the first frame that shows the answer; NaN if none comes within 15 s, undefined if
 * the page has no such control.
 */
async function firstTapMs(browser: Browser, site: Site, path: string, control: Control, wait: number): Promise<number | undefined> {
  const target = site.controls[control];
  if (!target) return undefined;
  const {context, page} = await slowPhone(browser);
  await page.goto(`${site.base}${path}`, {waitUntil: 'load'});
  await page.waitForTimeout(wait);
  const tapped = page.locator(target.tap).first();
  if ((await tapped.count()) === 0) {
    await context.close();
    return undefined;
  }
  // Scrolled to before the clock starts (a tab may be below the fold), as a reader would.
  await tapped.scrollIntoViewIfNeeded();
  // A string, not a function: tsx would wrap inner named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const tapped = document.querySelector(${JSON.stringify(target.tap)});
    addEventListener('pointerdown', (event) => {
      const check = () => {
        if (${target.shown}) window.__tapAnsweredMs = performance.now() - event.timeStamp;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, {capture: true, once: true});
  })()`);
  await tapped.tap({timeout: 15_000});
  const ms = await page
    .waitForFunction('window.__tapAnsweredMs !== undefined', undefined, {timeout: 15_000})
    .then(() => page.evaluate<number>('window.__tapAnsweredMs'))
    .catch(() => Number.NaN);
  await context.close();
  return ms;
}

/** Median of three first taps on one control at one moment; undefined if the page has no such control. */
async function medianFirstTap(browser: Browser, site: Site, path: string, control: Control, wait: number): Promise<number | undefined> {
  const taps: number[] = [];
  for (let i = 0; i < 3; i++) {
    const ms = await firstTapMs(browser, site, path, control, wait);
    if (ms === undefined) return undefined;
    taps.push(ms);
  }
  if (args.includes('--verbose'))
    console.log(`first ${control} taps ${wait} ms after load on ${site.name} ${path}: ${taps.map((t) => t.toFixed(0)).join(', ')} ms`);
  return taps.some(Number.isNaN) ? Number.NaN : median(taps);
}

/**
 * One row per control and page: the first tap at each moment of TAP_WAITS_MS, on the slowed
 * phone. `goal` is this site's goal (every moment under 100 ms); peers are reported beside it.
 */
async function benchFirstTaps(browser: Browser, site: Site, label: string, path: string, goal: boolean): Promise<void> {
  for (const control of ['menu', 'search', 'tab'] as const) {
    const who = site === THIS_SITE ? '' : `peer ${site.name}: `;
    const metric = `${who}first ${control} tap to visible answer, ${label} (phone, CPU 4x, slow 4G; at ${TAP_WAITS_MS.map((w) => `${w / 1000}`).join(' / ')} s)`;
    const times: number[] = [];
    for (const wait of TAP_WAITS_MS) {
      const ms = await medianFirstTap(browser, site, path, control, wait);
      if (ms === undefined) break;
      times.push(ms);
    }
    if (times.length === 0) {
      add(metric, site.controls[control] ? `no ${control} here` : `site has no ${control}`, 'report');
      continue;
    }
    const value = times.map((t) => (Number.isNaN(t) ? 'none' : t.toFixed(0))).join(' / ') + ' ms';
    if (goal)
      add(
        metric,
        value,
        '< 100 ms',
        times.every((t) => t < 100),
      );
    else add(metric, value, 'report');
  }
}

/**
 * How long a page takes on the slowed phone until the app is live with no interaction at all
 * (from the start of navigation; median of three).
 */
async function appReadyMs(browser: Browser, path: string): Promise<number> {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const {context, page} = await slowPhone(browser);
    await page.addInitScript(`new MutationObserver((records, observer) => {
      if (document.documentElement.dataset.appReady !== 'true') return;
      window.__appReadyMs = performance.now();
      observer.disconnect();
    }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-app-ready']})`);
    await page.goto(`${BASE}${path}`, {waitUntil: 'load'});
    await THIS_SITE.ready(page);
    times.push(await page.evaluate<number>('window.__appReadyMs'));
    await context.close();
  }
  return median(times);
}

/** Gzip bytes of all the JavaScript a page loads once its app has started: inline and files. */
async function pageJavaScriptBytes(browser: Browser, site: Site, path: string): Promise<{bytes: number; files: number}> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(`${site.base}${path}`, {waitUntil: 'load'});
  await site.ready(page);
  await page.waitForLoadState('networkidle');
  const files = [...scripts].reduce((sum, url) => {
    const file = join(site.dir, new URL(url).pathname);
    return sum + (existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  }, 0);
  const bytes = (await inlineScriptBytes(page)) + files;
  await page.close();
  return {bytes, files: scripts.size};
}

const THIS_SITE: Site = {
  name: 'this site',
  base: BASE,
  dir: buildDir,
  controls: {
    // The app's sidebar, or the plain menu the page opens before the app (src/lib/quick-menu.ts).
    menu: {tap: '.navbar__toggle', shown: `document.querySelector('.navbar-sidebar--show, dialog#quick-menu[open]')`},
    search: {tap: '[data-search-open]', shown: SEARCH_BOX_SHOWN},
    tab: {tap: '.tabs-container [role=tab]:nth-of-type(2)', shown: TAB_SELECTED},
  },
  ready: async (page) => {
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, {timeout: 30_000});
  },
};

/** The four page types the JavaScript and first-tap figures are taken on. */
const PAGE_TYPES: [string, string][] = [
  ['a long guide', '/guides/deploy/dagster-yaml'],
  ['an integration page', '/integrations/libraries/snowflake'],
  ['the catalog', '/integrations/libraries'],
  ['an API page', '/api/dagster/assets'],
];

/** JavaScript per page type, all of it (the inline loader and every file the page loads once the app has started by itself). */
async function benchJavaScript(browser: Browser): Promise<void> {
  for (const [label, path] of PAGE_TYPES) {
    const {bytes, files} = await pageJavaScriptBytes(browser, THIS_SITE, path);
    add(`JavaScript a page loads, all of it: ${label} (inline + ${files} files, gzip)`, kb(bytes), '<= 120 KB', bytes <= 120 * 1024);
  }
}

/** The first minute on a slow phone, per page type: first taps at three moments, and when the app is live. */
async function benchTaps(browser: Browser): Promise<void> {
  for (const [label, path] of PAGE_TYPES) {
    await benchFirstTaps(browser, THIS_SITE, label, path, true);
    add(`app live with no interaction: ${label} (phone, CPU 4x, slow 4G; median of 3)`, seconds(await appReadyMs(browser, path)), 'report');
  }
}

/**
 * Search at any moment of the first visit, on the slowed phone: `wait` ms after the load event the
 * reader presses Ctrl+K and types a word at once (no delay between keys), or taps the search
 * button. Reports how long until a focused search box shows, and how many of the typed keys the
 * box holds once the app's dialog has taken over.
 */
async function searchAtOnce(site: Site, browser: Browser, wait: number, how: 'keys' | 'tap'): Promise<{boxMs: number; kept: string}> {
  const word = 'schedule';
  const {context, page} = await slowPhone(browser);
  await page.goto(`${site.base}/guides/build/assets/defining-assets`, {waitUntil: 'load'});
  await page.waitForTimeout(wait);
  // From the reader's first key or touch (the event's own time) to the first frame with a focused
  // search box. As a string: tsx would wrap named inner functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const onFirst = (event) => {
      ['keydown', 'pointerdown'].forEach((type) => removeEventListener(type, onFirst, true));
      const check = () => {
        const box = document.activeElement;
        if (box && box.matches('input[type=search]') && box.closest('dialog[open], [role=dialog]')) window.__searchShownMs = performance.now() - event.timeStamp;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    ['keydown', 'pointerdown'].forEach((type) => addEventListener(type, onFirst, true));
  })()`);
  const shown = page
    .waitForFunction('window.__searchShownMs !== undefined', undefined, {timeout: 20_000})
    .then(() => page.evaluate<number>('window.__searchShownMs'))
    .catch(() => NaN);
  if (how === 'keys') {
    await page.keyboard.press('Control+k');
    await page.keyboard.type(word);
  } else {
    await page.getByRole('button', {name: 'Search (Ctrl+K)'}).tap();
  }
  const boxMs = await shown;
  let kept = '';
  if (how === 'keys') {
    await site.ready(page);
    await page
      .locator('[data-search-dialog] input')
      .waitFor({timeout: 30_000})
      .catch(() => undefined);
    const value = await page
      .locator('[data-search-dialog] input')
      .inputValue()
      .catch(() => '');
    kept = `${value === word ? word.length : [...word].filter((c, i) => value[i] === c).length}/${word.length}`;
  }
  await context.close();
  return {boxMs, kept};
}

async function benchTyping(browser: Browser): Promise<void> {
  for (const wait of [500, 1000, 5000]) {
    const keys = await searchAtOnce(THIS_SITE, browser, wait, 'keys');
    add(
      `Ctrl+K ${wait / 1000} s after load, "schedule" typed at once: keys kept (phone, CPU 4x, slow 4G)`,
      keys.kept,
      'all',
      keys.kept === '8/8',
    );
    add(`Ctrl+K ${wait / 1000} s after load: focused search box shown`, `${keys.boxMs.toFixed(0)} ms`, '< 100 ms', keys.boxMs < 100);
    const tap = await searchAtOnce(THIS_SITE, browser, wait, 'tap');
    add(
      `search button tapped ${wait / 1000} s after load: focused search box shown`,
      `${tap.boxMs.toFixed(0)} ms`,
      '< 100 ms',
      tap.boxMs < 100,
    );
  }
}

/** Every HTML file of the build, recursively. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}

/**
 * How many diagrams are wider than the article column on a 1440 px desktop (COLUMN_PX), read from
 * the drawings' widths in the built pages: each of them scrolls sideways there.
 */
function benchDiagrams(): void {
  const widths = htmlFiles(buildDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<figure[^>]*>.*?<svg[^>]*?\swidth="?([\d.]+)/g)].map((m) => Number(m[1])),
  );
  const wide = widths.filter((w) => w > COLUMN_PX).length;
  add(
    `diagrams wider than the 1440 px column (${widths.length} diagrams)`,
    `${wide} (${((wide / widths.length) * 100).toFixed(0)}%)`,
    '<= 20%',
    wide <= widths.length / 5,
  );
}

/**
 * What the route manifest (every route's path, component and chunks) costs. Docusaurus puts all of
 * it in main.js, so it grows with the page count; here main.js carries the layout routes and the
 * pages outside a section, and each section's routes come with its first page
 * (src/plugins/route-registry/shards.ts). Measured on the generated modules, gzip.
 */
function benchRouteManifest(): void {
  const generated = join(root, '.docusaurus');
  const gzipped = (dir: string, files: string[]) => gzipSync(Buffer.concat(files.map((file) => readFileSync(join(dir, file))))).length;
  const routes = (readFileSync(join(generated, 'routes.js'), 'utf8').match(/\bpath: '/g) ?? []).length;
  add(
    `route manifest, whole (${routes} routes, gzip)`,
    kb(gzipped(generated, ['routes.js', 'registry.js', 'routesChunkNames.json'])),
    'report',
  );
  const shards = join(generated, 'route-shards');
  if (!existsSync(shards)) return;
  add(
    'route manifest in main.js (gzip)',
    kb(gzipped(shards, ['main-routes.js', 'main-registry.js', 'main-routesChunkNames.json'])),
    'report',
  );
  const files = readdirSync(shards);
  const sections = files.filter((file) => !/^(main-|sidebar-|version-props)/.test(file) && file !== 'index.js');
  const largest = Math.max(...sections.map((file) => gzipped(shards, [file])));
  add(`route manifest, largest of ${sections.length} section shards (gzip)`, kb(largest), 'report');
  // Each page loads the sidebars its section shows, not all of them.
  const sidebars = files.filter((file) => file.startsWith('sidebar-'));
  if (sidebars.length) {
    add(`docs sidebars, all ${sidebars.length} (gzip)`, kb(gzipped(shards, sidebars)), 'report');
    add('docs sidebars, largest (gzip)', kb(Math.max(...sidebars.map((file) => gzipped(shards, [file])))), 'report');
  }
}

function directoryBytes(dir: string): number {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
    .reduce((sum, file) => sum + statSync(file).size, 0);
}

async function benchSearch(browser: Browser): Promise<void> {
  const indexBytes = directoryBytes(join(buildDir, 'pagefind')) + statSync(join(buildDir, 'search-index/fuzzy.json')).size;
  add('search index on disk (Pagefind + fuzzy)', kb(indexBytes), 'report');

  const start = Date.now();
  execFileSync(join(root, 'node_modules/.bin/pagefind'), ['--site', buildDir, '--output-subdir', 'pagefind', '--force-language', 'en'], {
    stdio: 'ignore',
  });
  const indexing = Date.now() - start;
  add('time search indexing adds to the build', seconds(indexing), '< 20 s', indexing < 20_000);

  const page = await browser.newPage();
  await page.goto(`${BASE}/guides/build/assets`, {waitUntil: 'networkidle'});
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  // Everything fetched from here on is what search costs: the dialog's code, Pagefind, indexes.
  const bytesFor = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    const body = await response.body().catch(() => Buffer.alloc(0));
    // Pagefind's index files are already compressed; JSON and scripts would be gzipped.
    bytesFor.set(url, /\.(pf_\w+)$|\.pagefind$/.test(url) ? body.length : gzipSync(body).length);
  });
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await input.fill('schedule');
  await page.getByRole('listbox', {name: 'Results for schedule'}).waitFor();
  await page.waitForLoadState('networkidle');
  const first = [...bytesFor.values()].reduce((a, b) => a + b, 0);
  if (args.includes('--verbose')) for (const [url, bytes] of bytesFor) console.log(`  first query: ${kb(bytes).padStart(9)}  ${url}`);
  add('bytes transferred for a first query', kb(first), '< 150 KB', first < 150 * 1024);

  const before = new Set(bytesFor.keys());
  await input.fill('partitioned asset backfill');
  await page.getByRole('listbox', {name: 'Results for partitioned asset backfill'}).waitFor();
  await page.waitForLoadState('networkidle');
  const nextFiles = [...bytesFor.entries()].filter(([url]) => !before.has(url));
  if (args.includes('--verbose')) for (const [url, bytes] of nextFiles) console.log(`  next query: ${kb(bytes).padStart(9)}  ${url}`);
  const next = nextFiles.reduce((a, [, b]) => a + b, 0);
  add('bytes transferred for the next query', kb(next), 'report');

  const queries = [
    'asset',
    'sensor',
    'dbt',
    'snowflake',
    'partition',
    'schedule',
    'resource',
    'job',
    'op',
    'graph',
    'deploy',
    'kubernetes',
    'pipes',
    'check',
    'config',
    'io manager',
    'backfill',
    'airflow',
    'alerts',
    'tokens',
    'branch',
    'insights',
  ];
  // Timed in the page: from the input event to the frame after the results for that query are
  // in the DOM. (Timing Playwright's waitFor would measure its polling back-off instead.)
  const timings: number[] = [];
  for (const query of queries) {
    await input.fill('');
    const timing = page.evaluate(
      (q) =>
        new Promise<number>((resolve) => {
          const field = document.querySelector<HTMLInputElement>('[role=combobox]');
          let typedAt = 0;
          field?.addEventListener('input', (event) => (typedAt = event.timeStamp), {once: true});
          const observer = new MutationObserver(() => {
            if (!typedAt || !document.querySelector(`[role=listbox][aria-label="Results for ${CSS.escape(q)}"]`)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - typedAt));
          });
          observer.observe(document.body, {subtree: true, childList: true, attributes: true});
        }),
      query,
    );
    await page.waitForTimeout(50);
    await input.fill(query);
    timings.push(await timing);
  }
  const med = median(timings);
  add(`keystroke to results (median of ${timings.length}, index loaded)`, `${med.toFixed(0)} ms`, '< 100 ms', med < 100);
  await page.close();
}

type LighthouseRun = (url: string, flags: Record<string, unknown>) => Promise<{lhr: LighthouseResult} | undefined>;
type LighthouseResult = {categories: Record<string, {score: number | null}>; audits: Record<string, {numericValue?: number}>};

/** Lighthouse mobile on one page, median of `runs`, as table rows labelled `label`. */
async function lighthousePage(lighthouse: LighthouseRun, port: number, label: string, url: string): Promise<void> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (result) results.push(result.lhr);
  }
  const pick = (fn: (lhr: LighthouseResult) => number) => median(results.map(fn));
  const score = (id: string) => Math.round(pick((lhr) => (lhr.categories[id]?.score ?? 0) * 100));
  const audit = (id: string) => pick((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
  const perf = score('performance');
  add(`Lighthouse ${label}: performance`, String(perf), '>= 95', perf >= 95);
  for (const [id, name] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ] as const) {
    const value = score(id);
    add(`Lighthouse ${label}: ${name}`, String(value), '100', value === 100);
  }
  const lcp = audit('largest-contentful-paint');
  const tbt = audit('total-blocking-time');
  const cls = audit('cumulative-layout-shift');
  add(`Lighthouse ${label}: LCP`, seconds(lcp), '< 1.5 s', lcp < 1500);
  add(`Lighthouse ${label}: TBT`, `${tbt.toFixed(0)} ms`, '< 150 ms', tbt < 150);
  add(`Lighthouse ${label}: CLS`, cls.toFixed(3), '< 0.01', cls < 0.01);
}

/** Runs `fn` with Lighthouse and a Chromium it drives; the browser is closed afterwards. */
async function withLighthouse(fn: (lighthouse: LighthouseRun, port: number) => Promise<void>): Promise<void> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
  try {
    await fn(lighthouse as unknown as LighthouseRun, chrome.port);
  } finally {
    await chrome.kill();
  }
}

async function benchLighthouse(): Promise<void> {
  const pages: [string, string][] = [
    ['long guide', '/guides/deploy/dagster-yaml'],
    ['integration', '/integrations/libraries/snowflake'],
    ['catalog', '/integrations/libraries'],
    ['API page', '/api/dagster/assets'],
  ];
  await withLighthouse(async (lighthouse, port) => {
    for (const [label, path] of pages) await lighthousePage(lighthouse, port, label, `${BASE}${path}`);
  });
}

function printTable(): void {
  const width = Math.max(...rows.map((r) => r.metric.length));
  console.log(`\n${'metric'.padEnd(width)}  ${'value'.padStart(12)}  ${'goal'.padEnd(10)}  met`);
  for (const r of rows) {
    const met = r.met === undefined ? '' : r.met ? 'yes' : 'NO';
    console.log(`${r.metric.padEnd(width)}  ${r.value.padStart(12)}  ${r.goal.padEnd(10)}  ${met}`);
  }
}

const BENCH_PAGE = '/guides/deploy/dagster-yaml';

/** A peer: its page file (overwritten with the bench page while it builds), and a tab group in its own components. */
type Peer = Site & {pageFile: string; frontMatter: (title: string) => string; tabs: string};

/** The install commands the tab group shows, as this site's integration pages do. */
const INSTALL_TABS = [
  ['uv', 'uv add dagster-snowflake'],
  ['pip', 'pip install dagster-snowflake'],
];

const peersDir = join(root, 'bench/peers');
const PEERS: Peer[] = [
  {
    name: 'Docusaurus 3.10 (bare, faster)',
    base: 'http://127.0.0.1:4181',
    dir: join(peersDir, 'docusaurus/build'),
    controls: {
      menu: {tap: '.navbar__toggle', shown: `document.querySelector('.navbar-sidebar--show')`},
      tab: {tap: '.tabs-container [role=tab]:nth-of-type(2)', shown: TAB_SELECTED},
    },
    ready: async () => {},
    pageFile: join(peersDir, 'docusaurus/docs/guide.md'),
    frontMatter: (title) => `---\ntitle: ${JSON.stringify(title)}\nsidebar_position: 2\n---\n`,
    tabs: [
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>",
      ...INSTALL_TABS.map(
        ([name, command]) => `<TabItem value="${name}" label="${name}">\n\n\`\`\`shell\n${command}\n\`\`\`\n\n</TabItem>`,
      ),
      '</Tabs>',
    ].join('\n'),
  },
  {
    name: 'Starlight 0.42',
    base: 'http://127.0.0.1:4182',
    dir: join(peersDir, 'starlight/dist'),
    controls: {
      menu: {tap: 'button.sl-menu-button', shown: `document.querySelector('#starlight__sidebar:popover-open')`},
      search: {tap: 'button[data-open-modal]', shown: SEARCH_BOX_SHOWN},
      tab: {tap: 'starlight-tabs [role=tablist] li:nth-of-type(2) [role=tab]', shown: TAB_SELECTED},
    },
    ready: async () => {},
    pageFile: join(peersDir, 'starlight/src/content/docs/guide.mdx'),
    frontMatter: (title) => `---\ntitle: ${JSON.stringify(title)}\n---\n`,
    tabs: [
      "import {Tabs, TabItem} from '@astrojs/starlight/components';\n\n<Tabs>",
      ...INSTALL_TABS.map(([name, command]) => `<TabItem label="${name}">\n\n\`\`\`shell\n${command}\n\`\`\`\n\n</TabItem>`),
      '</Tabs>',
    ].join('\n'),
  },
];

/**
 * The peers, built around this site's long guide (its Markdown twin, so the same words, headings,
 * tables and code, plus one tab group in the peer's own components) and measured like this site:
 * the JavaScript the page loads, first taps on a slow phone, and Lighthouse mobile. Each peer installs from its own lock file the first time.
 */
async function benchPeers(browser: Browser): Promise<void> {
  const twin = readFileSync(join(buildDir, `${BENCH_PAGE}.md`), 'utf8');
  const title = /^# (.+)$/m.exec(twin)?.[1] ?? 'Guide';
  const body = twin.replace(/^# .+\n+(> .+\n+)?/, '');
  for (const peer of PEERS) {
    const cwd = dirname(peer.dir);
    if (!existsSync(join(cwd, 'node_modules'))) execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd, stdio: 'ignore'});
    const placeholder = readFileSync(peer.pageFile, 'utf8');
    try {
      writeFileSync(peer.pageFile, `${peer.frontMatter(title)}\n${body}\n\n## Install\n\n${peer.tabs}\n`);
      const built = timed('npm', ['run', 'build', '--prefix', cwd]);
      add(`peer ${peer.name}: build (five pages)`, seconds(built), 'report');
    } finally {
      writeFileSync(peer.pageFile, placeholder);
    }
    const server = await startStaticServer(peer.dir, Number(new URL(peer.base).port));
    try {
      const {bytes, files} = await pageJavaScriptBytes(browser, peer, '/guide');
      add(`peer ${peer.name}: JavaScript the bench page loads (inline + ${files} files, gzip)`, kb(bytes), 'report');
      await benchFirstTaps(browser, peer, 'the bench page', '/guide', false);
      if (wanted('lighthouse'))
        await withLighthouse((lighthouse, port) => lighthousePage(lighthouse, port, `peer ${peer.name}`, `${peer.base}/guide`));
    } finally {
      await server.close();
    }
  }
}

/** `--only builds,dev,diagrams,js,taps,search,typing,lighthouse,peers` runs a subset (the build must exist for the others). */
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1]?.split(',')) : undefined;
const wanted = (part: string) => (only ? only.has(part) : !(part === 'builds' && args.includes('--skip-build')));

async function main(): Promise<void> {
  if (wanted('builds')) benchBuilds();
  else if (!existsSync(join(buildDir, 'page-index.json'))) throw new Error('no build: run npm run build first');
  if (wanted('dev')) await benchDevServer();
  if (wanted('diagrams')) benchDiagrams();
  const server = await startStaticServer(buildDir, PORT);
  try {
    if (['js', 'taps', 'search', 'typing', 'peers'].some(wanted)) {
      const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROME_FLAGS});
      try {
        if (wanted('js')) await benchJavaScript(browser);
        if (wanted('taps')) await benchTaps(browser);
        if (wanted('search')) await benchSearch(browser);
        if (wanted('typing')) await benchTyping(browser);
        // Peers right after this site's figures, so both are measured on the same machine state.
        if (wanted('peers')) await benchPeers(browser);
      } finally {
        await browser.close();
      }
    }
    if (wanted('lighthouse')) await benchLighthouse();
  } finally {
    await server.close();
  }
  printTable();
}

main().catch((error: unknown) => {
  printTable();
  console.error(error);
  process.exit(1);
});
