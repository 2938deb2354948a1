/** Search as a reader uses it: relevance, typos, keyboard, filters, hostile input. */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

async function openSearch(page: Page, from = '/getting-started/installation') {
  await page.goto(from);
  await page.getByRole('button', {name: 'Search (Ctrl+K)'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the docs'});
  await expect(dialog).toBeVisible();
  return dialog;
}

async function topResults(page: Page, query: string, count = 3): Promise<string[]> {
  const dialog = page.getByRole('dialog', {name: 'Search the docs'});
  await dialog.getByRole('combobox').fill(query);
  // Wait until the list reflects this query (results render as the engine answers).
  const list = dialog.getByRole('listbox', {name: `Results for ${query}`});
  await expect(list.getByRole('option').first()).toBeVisible();
  const hrefs = await list
    .locator('[role=option][data-kind=result]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.slice(0, count);
}

/** What a reader types, and the page that must be among the first three results. */
const RELEVANCE: [string, string][] = [
  ['defining assets', '/guides/build/assets/defining-assets'],
  ['testing assets with checks', '/guides/test/asset-checks'],
  ['backfill', '/guides/build/partitions-and-backfills/backfilling-data'],
  ['sensor cursor', '/guides/automate/sensors'],
  ['dbt', '/integrations/libraries/dbt'],
  ['snowflake io manager', '/integrations/libraries/snowflake/using-snowflake-with-dagster-io-managers'],
  ['install dagster', '/getting-started/installation'],
  ['declarative automation', '/guides/automate/declarative-automation'],
  ['eager condition', '/guides/automate/declarative-automation/customizing-automation-conditions/customizing-eager-condition'],
  ['dagster.yaml reference', '/guides/deploy/dagster-yaml'],
  ['workspace.yaml', '/guides/deploy/code-locations/workspace-yaml'],
  ['run retries', '/guides/deploy/execution/run-retries'],
  ['concurrency pools', '/guides/operate/managing-concurrency'],
  ['graphql python client', '/guides/operate/graphql/graphql-client'],
  ['pipes subprocess', '/guides/build/external-pipelines/using-dagster-pipes/create-subprocess-asset'],
  ['airlift', '/integrations/libraries/airlift'],
  ['branch deployments', '/dagster-plus/features/ci-cd/branch-deployments'],
  ['okta sso', '/dagster-plus/features/authentication-and-access-control/sso/okta-sso'],
  ['rate limits', '/dagster-plus/deployment/management/rate-limits'],
  ['serverless', '/dagster-plus/deployment/deployment-types/serverless'],
  ['agent tokens', '/dagster-plus/deployment/management/tokens/agent-tokens'],
  ['io manager', '/guides/build/io-managers'],
  ['telemetry opt out', '/about/telemetry'],
  ['changelog', '/about/changelog'],
  ['etl pipeline tutorial', '/etl-pipeline-tutorial'],
  ['bluesky', '/examples/bluesky'],
  ['unit testing assets', '/guides/test/unit-testing-assets-and-ops'],
  ['op retries', '/guides/build/ops/op-retries'],
  ['kind tags', '/guides/build/assets/metadata-and-tags/kind-tags'],
  ['column lineage', '/guides/build/assets/metadata-and-tags/column-level-lineage'],
  ['timezone schedule', '/guides/automate/schedules/customizing-execution-timezone'],
  ['run status sensor', '/guides/automate/sensors/run-status-sensors'],
  // A query that names a section finds the section's own page; word endings meet.
  ['ECS agent', '/dagster-plus/deployment/deployment-types/hybrid/amazon-ecs'],
  ['dg cli', '/guides/labs/dg'],
  ['airflow migration', '/guides/migrate/airflow-to-dagster'],
  ['partitioned assets', '/guides/build/partitions-and-backfills/partitioning-assets'],
  ['hybrid deployment', '/dagster-plus/deployment/deployment-types/hybrid'],
  // A task, worded as a reader would, finds the page that does it (front matter `keywords`).
  ['run every day', '/guides/automate/schedules/defining-schedules'],
  ['schedule a job', '/guides/automate/schedules/defining-schedules'],
  ['first project quickstart', '/getting-started/quickstart'],
  ['run something after another asset updates', '/guides/automate/asset-sensors'],
  ['migrate from airflow', '/guides/migrate/airflow-to-dagster'],
  // A problem goes to the troubleshooting page of its subject; filler words and qualifiers do
  // not hide the page a query names; an address names its page; stems keep apart what differs.
  ['schedule not running', '/guides/automate/schedules/troubleshooting-schedules'],
  ['why did my run fail', '/guides/monitor/debugging'],
  ['how do i retry a failed op', '/guides/build/ops/op-retries'],
  ['pass data from one asset to another', '/guides/build/assets/passing-data-between-assets'],
  ['duckdb resource', '/integrations/libraries/duckdb'],
  ['deployment kubernetes', '/guides/deploy/deployment-options/kubernetes/deploying-to-kubernetes'],
  ['sso', '/dagster-plus/features/authentication-and-access-control/sso'],
  ['deploying', '/guides/deploy'],
  ['executors', '/guides/operate/run-executors'],
  ['databricks', '/integrations/libraries/databricks'],
  // Readers' words for a page whose title says it otherwise, kept as the page's `keywords`.
  ['release notes', '/about/changelog'],
  ['dagster ui', '/guides/operate/webserver'],
  ['api keys', '/guides/deploy/using-environment-variables-and-secrets'],
  // A mistyped word meets the title word one edit away; a reference page is named by its title
  // (behind the guides' section pages); a navbar label names the page it opens; so does an address.
  ['run coordinaters', '/guides/deploy/execution/run-coordinators'],
  ['resources', '/api/dagster/resources'],
  ['mlflow tracking', '/api/libraries/dagster-mlflow'],
  ['integrations', '/integrations/libraries'],
  ['tutorial', '/etl-pipeline-tutorial'],
  // A question worded unlike the page that answers it meets the page's description; a typo of a
  // word the titles only inflect is put right; a qualified section name goes to the part of the
  // section it asks for; "never" says something is wrong.
  ['schedule in new york time zone', '/guides/automate/schedules/customizing-execution-timezone'],
  ['run history lost after restarting dagster dev', '/guides/deploy/deployment-options/running-dagster-locally'],
  ['keep passwords out of code', '/guides/deploy/using-environment-variables-and-secrets'],
  ['partiton mapping', '/guides/build/partitions-and-backfills/defining-dependencies-between-partitioned-assets'],
  ['branch deployments github', '/dagster-plus/features/ci-cd/branch-deployments/setting-up-branch-deployments'],
  ['sensor never fires', '/guides/automate/sensors/monitoring-sensors-in-the-dagster-ui'],
  ['deploy dagster on k8s with helm', '/guides/deploy/deployment-options/kubernetes/deploying-to-kubernetes'],
  // A task described in a reader's words finds the page on Dagster's concept for it: a time of day
  // is a schedule, a file that arrives a sensor, a job after a job a run status sensor.
  ['refresh my tables every night at 2am', '/guides/automate/schedules/defining-schedules'],
  ['start a run when a file arrives in a bucket', '/guides/automate/sensors'],
  ['launch the report job once the ingest job completes', '/guides/automate/sensors/run-status-sensors'],
  ['recompute downstream tables automatically when upstream changes', '/guides/automate/declarative-automation'],
  ['no module named dagster', '/getting-started/installation'],
  ['store the database password outside the repo', '/guides/deploy/using-environment-variables-and-secrets'],
  ['an asset that depends on a table from another asset', '/guides/build/assets/defining-assets-with-asset-dependencies'],
  ['test every pull request in its own environment', '/dagster-plus/features/ci-cd/branch-deployments'],
  ['reprocess the previous quarter of data', '/guides/build/partitions-and-backfills/backfilling-data'],
  ['only allow 3 runs at a time', '/guides/operate/managing-concurrency'],
  ['my dashboard table is stale', '/guides/test/data-freshness-testing'],
  ['share a dataframe with the next asset', '/guides/build/assets/passing-data-between-assets'],
  ['run a bash script from dagster', '/guides/build/external-pipelines'],
  // A page one of whose passages holds most of the question, though no title or description does
  // and no page holds every word (Pagefind asked word by word).
  ['migrate from sqlite to postgres', '/guides/deploy/dagster-instance-configuration'],
  ['more memory for one job on kubernetes', '/guides/deploy/deployment-options/kubernetes/customizing-your-deployment'],
  ['which assets changed in my pull request', '/dagster-plus/features/ci-cd/branch-deployments/change-tracking'],
  ['purge old sensor ticks', '/guides/deploy/dagster-yaml'],
  // A subject's guide, not the tutorial's step that shows it inside one project.
  ['trigger a run when a new file lands in a folder', '/guides/automate/sensors'],
  // A symbol with more words asks how to use it: the words its name is made of find the guide.
  ['DagsterGraphQLClient submit_job_execution', '/guides/operate/graphql/graphql-client'],
  ['RunRequest run_key sensor', '/guides/automate/sensors'],
  // Two things weighed against each other find the page whose description or heading compares them.
  ['schedule vs sensor', '/guides/automate'],
  ['agent token vs user token', '/dagster-plus/deployment/management/tokens'],
  ['run launcher vs executor', '/guides/deploy/execution'],
  ['how is an asset different from an airflow task', '/guides/migrate/airflow-to-dagster/airflow-operator-migration'],
  // A symbol's guide writes it as the samples do (`dg.build_asset_context`): either spelling finds it.
  ['build_asset_context', '/guides/test/unit-testing-assets-and-ops'],
  ['dg.asset', '/api/dagster/assets#dagster.asset'],
  // A command line with an option finds its tool's command-line reference.
  ['dagster asset materialize --select my_asset', '/api/dagster/cli'],
  // An environment variable's name finds the pages that hold it, not pages titled with its parts.
  ['DAGSTER_CLOUD_DEPLOYMENT_NAME', '/dagster-plus/deployment/management/environment-variables/built-in'],
  ['AssetSpec', '/api/dagster/assets#dagster.AssetSpec'],
  // The product's name alone, or asking what it is, finds the home page.
  ['what is dagster', '/'],
  // More readers' words for Dagster's concepts (each was outside the first three before).
  ['give a teammate read-only access in dagster+', '/dagster-plus/features/authentication-and-access-control/rbac/user-roles-permissions'],
  [
    'let a user launch runs but not change settings',
    '/dagster-plus/features/authentication-and-access-control/rbac/user-roles-permissions',
  ],
  ['sensor launches the same run twice', '/guides/automate/sensors'],
  ['rerun a step automatically if it throws an exception', '/guides/build/ops/op-retries'],
  ["why didn't my asset auto materialize", '/guides/automate/declarative-automation'],
  ['print statements not showing up in run logs', '/guides/monitor/logging'],
  ['rerun six months of daily partitions', '/guides/build/partitions-and-backfills/backfilling-data'],
  ['hello world example to get started', '/getting-started/quickstart'],
  // Three things weighed at once; a tool's subcommands without an option.
  ['schedule vs sensor vs declarative automation', '/guides/automate'],
  ['dagster-cloud ci deploy', '/dagster-plus/deployment/management/dagster-cloud-cli/dagster-cloud-cli-reference'],
  ['dg scaffold', '/guides/labs/dg'],
  ['pass a pandas dataframe from one asset to the next', '/guides/build/assets/passing-data-between-assets'],
  ['rerun just the partitions that failed', '/guides/build/partitions-and-backfills/backfilling-data'],
];

test.describe('relevance', () => {
  test.describe.configure({mode: 'parallel'});
  const size = Math.ceil(RELEVANCE.length / 4);
  const chunks = [0, 1, 2, 3].map((i) => RELEVANCE.slice(i * size, (i + 1) * size));
  chunks.forEach((chunk, i) => {
    test(`queries find their page in the top 3 (part ${i + 1})`, async ({page}) => {
      await openSearch(page);
      const misses: string[] = [];
      for (const [query, expected] of chunk) {
        const top = await topResults(page, query);
        if (!top.includes(expected)) misses.push(`${query} → ${top.join(', ')} (wanted ${expected})`);
      }
      expect(misses).toEqual([]);
    });
  });

  test('forgives typos and unfinished words', async ({page}) => {
    await openSearch(page);
    const cases: [string, RegExp][] = [
      ['partiton', /^\/guides\/build\/partitions-and-backfills/],
      ['schedul', /^\/guides\/automate\/schedules/],
      ['snowflak', /^\/integrations\/libraries\/snowflake/],
      ['defning asets', /^\/guides\/build\/assets/],
    ];
    for (const [query, expected] of cases) {
      const top = await topResults(page, query);
      expect(
        top.some((href) => expected.test(href)),
        `${query} → ${top.join(', ')}`,
      ).toBe(true);
    }
  });

  test('an environment variable’s name is answered from the pages that hold it, without the fuzzy index', async ({page}) => {
    const fuzzy: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/fuzzy.json')) fuzzy.push(request.url());
    });
    await openSearch(page);
    const top = await topResults(page, 'DAGSTER_HOME', 3);
    expect(top[0]).toBe('/guides/deploy/dagster-instance-configuration');
    // A symbol still loads it, so the listener would have seen a request.
    expect(fuzzy).toEqual([]);
    await topResults(page, 'AssetSpec', 3);
    await expect.poll(() => fuzzy.length).toBeGreaterThan(0);
  });

  test('words show API reference pages by their description, without downloading their text', async ({page}) => {
    const titles = (await (await page.request.get('/search-index/titles.json')).json()) as {
      pages: [string, string, string[], number, string][];
      pageIds: Record<string, number>;
    };
    const referenceIds = new Set(Object.keys(titles.pageIds).filter((id) => titles.pages[titles.pageIds[id]][0].startsWith('/api/')));
    expect(referenceIds.size).toBeGreaterThan(20);
    const fragments: string[] = [];
    page.on('request', (request) => {
      const id = /\/pagefind\/fragment\/([^/]+)\.pf_fragment$/.exec(request.url())?.[1];
      if (id) fragments.push(id);
    });
    const dialog = await openSearch(page);
    const top = await topResults(page, 'schedule', 10);
    const reference = top.find((href) => href.startsWith('/api/'));
    expect(reference, top.join(', ')).toBeTruthy();
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.filter((id) => referenceIds.has(id))).toEqual([]);
    // The result reads as the page's description.
    const description = titles.pages.find(([path]) => path === reference)?.[4] ?? '';
    expect(description.length).toBeGreaterThan(20);
    await expect(dialog.locator(`[role=option][data-kind=result][href="${reference}"]`)).toContainText(description.slice(0, 40));
    // Code is the reference's business: its text is fetched for its excerpt.
    await topResults(page, 'ScheduleDefinition', 10);
    await expect.poll(() => fragments.filter((id) => referenceIds.has(id)).length).toBeGreaterThan(0);
  });

  test('an exact symbol name ranks its API entry first', async ({page}) => {
    await openSearch(page);
    expect((await topResults(page, 'AssetSpec', 1))[0]).toBe('/api/dagster/assets#dagster.AssetSpec');
  });

  test('unlisted pages never show up', async ({page}) => {
    await openSearch(page);
    for (const query of ['glossary', 'freshness policies', 'dagster plus settings']) {
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      await dialog.getByRole('combobox').fill(query);
      await expect(
        dialog.getByRole('listbox', {name: `Results for ${query}`}).or(dialog.getByText(`No results for “${query}”.`)),
      ).toBeVisible();
      const hrefs = await dialog.getByRole('option').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((h) => /glossary|labs\/freshness|settings\/dagster-plus-settings/.test(h))).toEqual([]);
    }
  });
});

test.describe('typing at once', () => {
  /** Opens search the way a reader does and types straight away, at `delay` ms a key. */
  async function typeAtOnce(page: Page, open: 'Control+k' | '/' | 'click', delay: number) {
    if (open === 'click') await page.getByRole('button', {name: 'Search (Ctrl+K)'}).click();
    else await page.keyboard.press(open);
    await page.keyboard.type('schedule', {delay});
    const combobox = page.getByRole('dialog', {name: 'Search the docs'}).getByRole('combobox');
    await expect(combobox).toHaveValue('schedule');
    await expect(combobox).toBeFocused();
    await expect(page.getByRole('listbox', {name: 'Results for schedule'}).getByRole('option').first()).toBeVisible();
  }

  for (const cpu of [1, 4]) {
    test(`no key is lost on the first and second open of a visit (CPU slowed ${cpu}x)`, async ({page, context}) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
      await page.goto('/getting-started/installation');
      await typeAtOnce(page, 'Control+k', 0);
      await page.keyboard.press('Escape');
      await typeAtOnce(page, '/', 120);
      await page.keyboard.press('Escape');
      await page.goto('/guides/build/assets/defining-assets');
      await typeAtOnce(page, 'click', 200);
    });
  }
});

test.describe('dialog', () => {
  test('opens from the keyboard, moves with arrows, opens with Enter, restores focus', async ({page}) => {
    await page.goto('/getting-started/installation');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Search the docs'});
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await input.fill('schedules');
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const target = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    // The query is remembered, and closing with Escape returns focus to the search button.
    const button = page.getByRole('button', {name: 'Search (Ctrl+K)'});
    await button.click();
    await expect(dialog.getByRole('button', {name: 'schedules'})).toBeVisible();
    await expect(dialog.getByRole('link', {name: 'Build your first Dagster project'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  test('traps focus while open', async ({page}) => {
    await openSearch(page);
    // Read in one step: the plain box may hand over to the app's dialog between two reads.
    const inSearch = () =>
      page.evaluate(() => {
        const dialog = document.activeElement?.closest('dialog[open], [role=dialog]');
        return dialog?.getAttribute('aria-label') === 'Search the docs';
      });
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await inSearch()).toBe(true);
    }
    // Past the hand-over too.
    await expect(page.locator('[data-search-dialog]')).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await inSearch()).toBe(true);
    }
  });

  test('shows titles, sections, sub-results and highlighted excerpts, and filters by section', async ({page}) => {
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox').fill('materialize');
    const first = dialog.getByRole('option').first();
    await expect(first.locator('mark').first()).toBeVisible();
    await dialog.getByRole('button', {name: 'API', exact: true}).click();
    await expect(dialog.getByRole('button', {name: 'API', exact: true})).toHaveAttribute('aria-pressed', 'true');
    // Results re-render when the filtered answer arrives; then every result is an API page.
    const sections = () =>
      dialog.locator('[role=option][data-kind=result]').evaluateAll((a) => a.map((x) => x.getAttribute('href')?.split('/')[1]));
    await expect.poll(async () => [...new Set(await sections())]).toEqual(['api']);
    await dialog.getByRole('combobox').fill('schedules');
    await dialog.getByRole('button', {name: 'Docs', exact: true}).click();
    await expect(dialog.locator('[role=option][data-kind=section]').first()).toBeVisible();
  });

  test('shows hostile input as text and never breaks', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`a script opened a dialog: ${d.message()}`);
      void d.dismiss();
    });
    const dialog = await openSearch(page);
    const input = dialog.getByRole('combobox');
    for (const query of ['<img src=x onerror=alert(1)>', 'x'.repeat(1000), '🦄 asset', '"', "'", '<script>alert(1)</script>']) {
      await input.fill(query);
      await expect(
        dialog.getByRole('listbox', {name: `Results for ${query}`}).or(dialog.getByText(`No results for “${query}”.`)),
      ).toBeVisible();
      await expect(dialog.locator('img[src="x"], script')).toHaveCount(0);
      await expect(input).toHaveValue(query);
    }
    expect(errors).toEqual([]);
  });
});

test('the /search page shows shareable results', async ({page}) => {
  await page.goto('/search?q=asset%20checks&section=docs');
  await expect(page.getByRole('heading', {level: 1, name: 'Search the docs'})).toBeVisible();
  await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue('asset checks');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Docs', exact: true})).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('searchbox', {name: 'Search the docs'}).fill('sensors');
  await expect(page).toHaveURL(/q=sensors/);
});

test('excerpts carry the page’s words, not the text of its buttons', async ({page}) => {
  const dialog = await openSearch(page);
  for (const query of ['AssetSpec replace_attributes', 'materialize result metadata']) {
    await topResults(page, query);
    const texts = await dialog
      .getByRole('listbox', {name: `Results for ${query}`})
      .getByRole('option')
      .allInnerTexts();
    expect(texts.join('\n')).not.toMatch(/Copy link/);
  }
});

test('excerpts keep the cells of a table apart, as the index does', async ({page}) => {
  const dialog = await openSearch(page);
  const query = 'DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT';
  await topResults(page, query);
  const result = dialog
    .getByRole('listbox', {name: `Results for ${query}`})
    .locator('[role=option][data-kind=result][href="/dagster-plus/deployment/management/environment-variables/built-in"]');
  // The variable's row: its name, then its type in the next cell.
  await expect(result).toContainText(/DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT\s+string\b/);
  await expect(result).not.toContainText(/BRANCH_DEPLOYMENTstring/);
});

test('titles mark where a word begins with a query word, never a stop word inside another word', async ({page}) => {
  const dialog = await openSearch(page);
  const query = 'run stuck in starting';
  await topResults(page, query);
  const marks = await dialog
    .getByRole('listbox', {name: `Results for ${query}`})
    .locator('mark')
    .allInnerTexts();
  expect(marks.map((mark) => mark.toLowerCase())).toContain('run');
  // "Managing", "Debugging" and "instances" hold "in", which is no word of the query's meaning.
  expect(marks.filter((mark) => mark.toLowerCase() === 'in')).toEqual([]);
});

test('a screen reader hears how many results there are, not the whole list', async ({page}) => {
  const dialog = await openSearch(page);
  await topResults(page, 'schedules');
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^\d+ results? for “schedules”$/);
  // Nothing else in the dialog is a live region: the list is read when the reader moves into it.
  expect(await dialog.locator('[aria-live]').count()).toBe(0);
});

test.describe('when an index fails to load', () => {
  test('a missing fuzzy index leaves the full-text results on screen', async ({page}) => {
    await page.route('**/search-index/fuzzy.json', (route) => route.fulfill({status: 404, body: ''}));
    const dialog = await openSearch(page);
    // A code-like query asks the fuzzy index too; Pagefind's answer must still show.
    const hrefs = await topResults(page, 'AssetSpec', 6);
    expect(
      hrefs.some((href) => href.startsWith('/api/dagster/assets')),
      hrefs.join(', '),
    ).toBe(true);
    await expect(dialog).not.toContainText('could not load');
  });

  test('a missing full-text index leaves the fuzzy results on screen', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.fulfill({status: 404, body: ''}));
    await openSearch(page);
    expect(await topResults(page, 'dg.asset')).toContain('/api/dagster/assets#dagster.asset');
  });

  test('with neither index, the reader gets a message for readers, not for authors', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.route('**/search-index/fuzzy.json', (route) => route.fulfill({status: 404, body: ''}));
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox').fill('assets');
    await expect(dialog.getByText('Search could not load just now.')).toBeVisible();
    await expect(dialog).not.toContainText('npm run');
  });
});

test('in dark mode the search dialog stands out from the page behind it', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  const dialog = await openSearch(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const look = await dialog.evaluate((el) => {
    const style = getComputedStyle(el);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const page = getComputedStyle(document.body).backgroundColor;
    const [a, b] = [lum(style.backgroundColor), lum(page)].sort((x, y) => y - x);
    return {
      ratio: (a + 0.05) / (b + 0.05),
      border: parseFloat(style.borderTopWidth),
      edge: style.borderTopColor,
      fill: style.backgroundColor,
    };
  });
  // A lighter panel than the page (Infima's surface colour alone is about 1.1:1), with an edge of its own.
  expect(look.ratio).toBeGreaterThan(1.3);
  expect(look.border).toBeGreaterThan(0);
  expect(look.edge).not.toBe(look.fill);
});
