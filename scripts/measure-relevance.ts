/**
 * `npm run relevance -- <queries.tsv> [more.tsv ...] [--misses] [--port N]`: how often the search
 * dialog puts an intended page first and in its first three, for reader queries kept outside the
 * project (a set the ranking was tuned on measures nothing). Each line of a set is
 * `query<TAB>route[<TAB>route...]`, any route counting as intended. Runs the real dialog in
 * headless Chromium against the build, served on 127.0.0.1; prints figures, fails nothing.
 */
import {existsSync, readFileSync} from 'node:fs';
import {basename, join, resolve} from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../config/chromium';
import {startStaticServer} from './lib/static-server';

type Case = {query: string; wanted: string[]};

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : 4181;
const files = args.filter((arg, i) => arg.endsWith('.tsv') && args[i - 1] !== '--port');
const buildDir = resolve(import.meta.dirname, '..', 'build');

function readSet(file: string): Case[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/\r$/, '').split('\t'))
    .filter(([query, ...routes]) => query && !query.startsWith('#') && routes.length > 0)
    .map(([query, ...routes]) => ({query: query.trim(), wanted: routes.map((route) => route.trim()).filter(Boolean)}));
}

async function topResults(page: Page, query: string): Promise<string[]> {
  const input = page.getByRole('combobox');
  await input.fill(query);
  const list = page.getByRole('listbox', {name: `Results for ${query.trim()}`});
  try {
    await list.waitFor({timeout: 10_000});
  } catch {
    return []; // no results: the dialog says so instead of showing a list
  }
  return list.locator('[role=option][data-kind=result]').evaluateAll((links) =>
    links.map((link) => {
      const url = new URL(link.getAttribute('href') ?? '', location.href);
      return (url.pathname.replace(/\/$/, '') || '/') + url.hash;
    }),
  );
}

async function main(): Promise<void> {
  if (files.length === 0) throw new Error('usage: npm run relevance -- <queries.tsv> [more.tsv ...] [--misses]');
  if (!existsSync(join(buildDir, 'pagefind'))) throw new Error('no build with a search index: run npm run build first');
  const server = await startStaticServer(buildDir, port);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/getting-started/installation`);
    await page.getByRole('button', {name: 'Search (Ctrl+K)'}).click();
    await page.getByRole('dialog', {name: 'Search the docs'}).waitFor();
    let allFirst = 0;
    let allTop3 = 0;
    let allCount = 0;
    for (const file of files) {
      const cases = readSet(file);
      if (cases.length === 0) throw new Error(`${file}: no lines of the form query<TAB>route`);
      let first = 0;
      let top3 = 0;
      for (const {query, wanted} of cases) {
        const results = await topResults(page, query);
        // A route with an anchor wants that entry; without one, any part of the page will do.
        const rank = results.findIndex((url) => wanted.some((want) => (want.includes('#') ? url === want : url.split('#')[0] === want)));
        if (rank === 0) first++;
        if (rank >= 0 && rank < 3) top3++;
        if (showMisses && rank !== 0) {
          console.log(`${rank < 0 ? 'MISS' : `#${rank + 1}  `}  ${query}  →  want ${wanted.join(' | ')}`);
          console.log(`        got ${results.slice(0, 3).join('  ') || '(nothing)'}`);
        }
      }
      const pct = (n: number) => `${((100 * n) / cases.length).toFixed(1)}%`;
      console.log(`${basename(file)}: ${cases.length} queries, first ${pct(first)}, top 3 ${pct(top3)}`);
      allFirst += first;
      allTop3 += top3;
      allCount += cases.length;
    }
    if (files.length > 1) {
      const pct = (n: number) => `${((100 * n) / allCount).toFixed(1)}%`;
      console.log(`all: ${allCount} queries, first ${pct(allFirst)}, top 3 ${pct(allTop3)}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
