/**
 * Every page of the build, in a real browser: status 200, no console error or warning, no
 * failed request, no hydration error. Listed pages come from the sitemap, unlisted ones from
 * the page index.
 */
import {expect, test, type APIRequestContext} from '@playwright/test';
import {ALLOWED_PROBLEMS} from './allowed-problems';
import {startApp} from './fixtures';

const SHARDS = 8;

async function allPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  const index = (await (await request.get('/page-index.json')).json()) as {path: string; unlisted?: boolean}[];
  const unlisted = index.filter((p) => p.unlisted).map((p) => p.path);
  return [...new Set([...listed, ...unlisted])].sort();
}

const allowed = (text: string) => ALLOWED_PROBLEMS.some((a) => a.pattern.test(text));

test.describe.configure({mode: 'parallel'});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every page loads cleanly (shard ${shard + 1} of ${SHARDS})`, async ({page, request}) => {
    test.setTimeout(240_000);
    const paths = (await allPaths(request)).filter((_, i) => i % SHARDS === shard);
    expect(paths.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !allowed(message.text())) {
        problems.push(`${current}: console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
    page.on('requestfailed', (req) => {
      const text = `request failed ${req.url()} (${req.failure()?.errorText})`;
      if (!allowed(text)) problems.push(`${current}: ${text}`);
    });
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith('http://127.0.0.1') && response.status() >= 400 && !allowed(url)) {
        problems.push(`${current}: ${response.status()} for ${url}`);
      }
    });
    for (const path of paths) {
      current = path;
      const response = await page.goto(path, {waitUntil: 'load'});
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      await startApp(page);
    }
    expect(problems).toEqual([]);
  });
}
