import {describe, expect, it} from 'vitest';
import {breadcrumbOf, createFuzzyIndex, fuzzyDocs, headingSlug, searchFuzzy, symbolKey, FUZZY_SYMBOL_KINDS, type FuzzyData} from './fuzzy';
import {mergeResults, missedTerms, normalizeUrl, type FullTextResult} from './merge';
import {coverage} from './terms';
import {isWalkthroughStep, sectionOf} from './sections';
import {FEW_RESULTS, aboutVariablesFirst, codeAsWords, fullTextQuery, isVariableName, needsFuzzy, otherSpelling} from './engine';

const data: FuzzyData = {
  pages: [
    ['/guides/build/partitions-and-backfills/partitioning-assets', 'Partitioning assets'],
    ['/guides/automate/schedules', 'Schedules'],
    ['/integrations/libraries/snowflake', 'Dagster & Snowflake'],
    ['/api/dagster/execution', 'Execution'],
    ['/api/dagster/assets', 'Assets'],
    ['/api/dagster/asset-checks', 'Asset checks'],
  ],
  headings: [
    [1, 'Define a schedule'],
    [2, 'Snowflake I/O manager', 'io-manager'],
  ],
  symbols: [
    ['dagster.AssetExecutionContext', FUZZY_SYMBOL_KINDS.indexOf('class'), 3],
    ['dagster.asset', FUZZY_SYMBOL_KINDS.indexOf('decorator'), 4],
    ['dagster.asset_check', FUZZY_SYMBOL_KINDS.indexOf('decorator'), 5],
  ],
};
const index = createFuzzyIndex(data);
const top = (query: string) => mergeResults(query, [], searchFuzzy(index, query)).map((r) => r.url);

describe('fuzzy search', () => {
  it('forgives typos and truncation', () => {
    expect(top('partiton')[0]).toBe('/guides/build/partitions-and-backfills/partitioning-assets');
    expect(top('schedul')[0]).toBe('/guides/automate/schedules');
    expect(top('snowflak')[0]).toBe('/integrations/libraries/snowflake');
    expect(top('AssetExecutionContex')[0]).toBe('/api/dagster/execution#dagster.AssetExecutionContext');
  });

  it('rebuilds urls, sections and summaries from the compact data', () => {
    const docs = fuzzyDocs(data);
    expect(docs.find((d) => d.title === 'Define a schedule')?.url).toBe('/guides/automate/schedules#define-a-schedule');
    expect(docs.find((d) => d.title === 'Snowflake I/O manager')?.url).toBe('/integrations/libraries/snowflake#io-manager');
    expect(docs.find((d) => d.title === 'dagster.asset')).toMatchObject({
      url: '/api/dagster/assets#dagster.asset',
      description: 'decorator',
      section: 'api',
    });
    expect(docs.find((d) => d.title === 'Dagster & Snowflake')).toMatchObject({
      section: 'integrations',
      description: 'Integrations › Libraries',
    });
  });

  it('filters by section', () => {
    expect(searchFuzzy(index, 'snowflake', 'docs')).toEqual([]);
  });
});

describe('mergeResults', () => {
  const fullText: FullTextResult[] = [
    {
      url: '/guides/build/assets.html',
      title: 'Assets',
      excerpt: 'Use <mark>asset</mark>',
      section: 'docs',
      subResults: [{title: 'Defining', url: '/guides/build/assets.html#defining', excerpt: 'x'}],
    },
    {url: '/api/dagster/assets.html', title: 'Assets API', excerpt: 'the <mark>asset</mark> decorator', section: 'api', subResults: []},
  ];

  it('puts the exact symbol first, then fuses both lists without duplicates', () => {
    const results = mergeResults('dg.asset', fullText, searchFuzzy(index, 'dg.asset'));
    expect(results[0]).toMatchObject({url: '/api/dagster/assets#dagster.asset', kind: 'symbol', title: 'dagster.asset'});
    const urls = results.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(results.find((r) => r.url === '/guides/build/assets')?.subResults).toEqual([
      {title: 'Defining', url: '/guides/build/assets#defining', excerpt: 'x'},
    ]);
  });

  it('keeps a page that is not reference within the first three for a symbol, after its reference', () => {
    const api = (path: string): FullTextResult => ({url: `${path}.html`, title: path, excerpt: 'x', section: 'api', subResults: []});
    const reference = ['/api/dagster/assets', '/api/dagster/jobs', '/api/dagster/ops', '/api/dagster/io-managers'].map(api);
    const guide: FullTextResult = {url: '/guides/build/assets.html', title: 'Assets', excerpt: 'x', section: 'docs', subResults: []};
    const urls = (query: string) => mergeResults(query, [...reference, guide], []).map((r) => r.url);
    expect(urls('AssetSpec')).toEqual([
      '/api/dagster/assets',
      '/api/dagster/jobs',
      '/guides/build/assets',
      '/api/dagster/ops',
      '/api/dagster/io-managers',
    ]);
    // Words are not a symbol: the order is the merge's own (the reference penalty aside).
    expect(urls('assets').indexOf('/guides/build/assets')).toBe(0);
    // Nothing to move when a guide already stands in the first three.
    expect(mergeResults('AssetSpec', [reference[0], guide, ...reference.slice(1)], []).map((r) => r.url)[1]).toBe('/guides/build/assets');
    // The guide is one whose text holds the symbol, before one the page ranker found by a word of its name.
    const asRanked = (url: string) => ({url: url.replace('.html', ''), title: url, description: ''});
    const ranked = [asRanked('/guides/build'), ...reference.map(({url}) => asRanked(url))];
    const placed = mergeResults('build_asset_context', [...reference, guide], [], {ranked}).map((r) => r.url);
    expect(placed.indexOf('/guides/build')).toBeGreaterThan(2);
    expect(placed[2]).toBe('/guides/build/assets');
  });

  it('adds matching headings as sub-results of fuzzy-only pages', () => {
    const [first] = mergeResults('snowflake', [], searchFuzzy(index, 'snowflake'));
    expect(first.url).toBe('/integrations/libraries/snowflake');
    expect(first.summary).toBe('Integrations › Libraries');
    expect(first.subResults.map((s) => s.url)).toEqual(['/integrations/libraries/snowflake#io-manager']);
  });

  it('copes with hostile and empty input', () => {
    for (const query of ['<img src=x onerror=alert(1)>', '"', '🦄', 'x'.repeat(1000), '   ']) {
      expect(() => mergeResults(query, [], searchFuzzy(index, query))).not.toThrow();
    }
  });
});

describe('helpers', () => {
  it('normalizes Pagefind URLs to site routes', () => {
    expect(normalizeUrl('/a/b.html#x')).toBe('/a/b#x');
    expect(normalizeUrl('/index.html')).toBe('/');
    expect(normalizeUrl('/a/')).toBe('/a');
  });

  it('measures how much of a query a title covers', () => {
    expect(coverage('Migrating from Airflow', ['migrate', 'from', 'airflow'])).toBe(1);
    expect(coverage('Schedules', ['run', 'schedules'])).toBe(0.5);
    expect(coverage('Anything', [])).toBe(0);
  });

  it('meets word forms by their stems, and keeps apart words that only share a beginning', () => {
    expect(coverage('Deployment types', ['deploying'])).toBe(1);
    expect(coverage('Op retries', ['retry', 'op'])).toBe(1);
    expect(coverage('Partitioning assets', ['partitioned'])).toBe(1);
    expect(coverage('Execution', ['executors'])).toBe(0);
    expect(coverage('Analyzing Bluesky data', ['databricks'])).toBe(0);
    // Short words meet whole, as a plural, or as a stem ("running" is "run"); "dagster" is not "dg".
    expect(coverage('Running ops', ['run', 'op'])).toBe(1);
    expect(coverage('Dagster', ['dg'])).toBe(0);
    // A word meets its longer derivations, not its shorter forms.
    expect(coverage('Configuration', ['configs'])).toBe(1);
    expect(coverage('Run executors', ['execution'])).toBe(1);
    expect(coverage('Op retries', ['ops', 'retrying'])).toBe(1);
  });

  it('reads symbol queries the way people type them', () => {
    expect(symbolKey('@dg.asset()')).toBe('dagster.asset');
  });

  it('derives the section from the path', () => {
    expect(sectionOf('/dagster-plus/features')).toBe('dagster-plus');
    expect(sectionOf('/guides/build')).toBe('docs');
    expect(sectionOf('/')).toBe('docs');
  });
});

describe('headingSlug', () => {
  it('makes the anchors Docusaurus makes', () => {
    expect(headingSlug('Snowflake I/O manager')).toBe('snowflake-io-manager');
    expect(headingSlug('Use `dg.asset` with Pandas')).toBe('use-dgasset-with-pandas');
    expect(headingSlug('What’s new in 1.10?')).toBe('whats-new-in-110');
    expect(headingSlug('Über dbt + Dagster')).toBe('über-dbt--dagster');
  });

  it('spells a breadcrumb from the path', () => {
    expect(breadcrumbOf('/guides/build/partitions-and-backfills/partitioning-assets')).toBe('Guides › Build › Partitions and backfills');
  });
});

describe('ranking', () => {
  it('puts the page whose address is the query above pages that only mention it', () => {
    const hits: FullTextResult[] = [
      '/integrations/libraries/dbt/dbt-core',
      '/api/libraries/dagster-dbt',
      '/integrations/libraries/dbt/transform-dbt',
      '/integrations/libraries/dbt',
    ].map((url) => ({url, title: `Dagster & ${url.split('/').pop()} guide`, excerpt: 'dbt', section: sectionOf(url), subResults: []}));
    expect(mergeResults('dbt', hits, [])[0].url).toBe('/integrations/libraries/dbt');
  });
});

describe('needsFuzzy', () => {
  const hit = (title: string, ...marked: string[]): FullTextResult => ({
    url: '/x',
    title,
    excerpt: marked.map((m) => `a <mark>${m}</mark> b`).join(' '),
    section: 'docs',
    subResults: [],
  });
  const many = (...marked: string[]) => Array.from({length: FEW_RESULTS}, () => hit('Page', ...marked));

  it('asks the fuzzy index for code-like queries', () => {
    expect(needsFuzzy('AssetSpec', many('AssetSpec'))).toBe(true);
    expect(needsFuzzy('dg.asset', many('asset'))).toBe(true);
  });

  it('asks it when full-text search finds little', () => {
    expect(needsFuzzy('okta sso', [hit('Okta SSO', 'Okta')])).toBe(true);
  });

  it('asks it when a word of the query is nowhere in the top results, as with a typo', () => {
    expect(needsFuzzy('defning asets', many('as'))).toBe(true);
    expect(missedTerms('schedle partitions', [hit('Iceberg', 'partition', 'DagsterPartitioned')])).toEqual(['schedle']);
  });

  it('does not when every word was found, in any of its forms', () => {
    expect(needsFuzzy('schedules', many('schedule,'))).toBe(false);
    expect(needsFuzzy('defining assets', many('defined', 'Assets.'))).toBe(false);
    expect(needsFuzzy('partiton', many('partition'))).toBe(false);
    expect(needsFuzzy('dbt cloud', many('Cloud'))).toBe(false);
  });
});

describe('codeAsWords', () => {
  it('splits a symbol’s name into the words it is made of, for the pages that explain them in prose', () => {
    expect(codeAsWords('DagsterDbtTranslator get_asset_key')).toBe('Dagster Dbt Translator get asset key');
    expect(codeAsWords('IOManager')).toBe('IO Manager');
    expect(codeAsWords('dg.EnvVar')).toBe('dg Env Var');
    expect(codeAsWords('@dbt_assets')).toBe(' dbt assets');
    expect(codeAsWords('io manager')).toBe('io manager');
  });
});

describe('otherSpelling', () => {
  it('spells a name as the guides write it (dg.) and as the reference does (bare)', () => {
    expect(otherSpelling('build_asset_context')).toBe('dg.build_asset_context');
    expect(otherSpelling('AssetSpec')).toBe('dg.AssetSpec');
    expect(otherSpelling('dg.EnvVar')).toBe('EnvVar');
    expect(otherSpelling('dagster.build_op_context')).toBe('build_op_context');
    // A decorator's @ and a call's () are not in the index; a method keeps its class.
    expect(otherSpelling('@multi_asset')).toBe('dg.multi_asset');
    expect(otherSpelling('AutomationCondition.eager()')).toBe('dg.AutomationCondition.eager');
    expect(otherSpelling('dg.AutomationCondition.on_cron')).toBe('AutomationCondition.on_cron');
  });

  it('leaves alone words of prose, environment variables and names beside other words', () => {
    expect(otherSpelling('dg.asset')).toBeUndefined();
    expect(otherSpelling('@dg.asset')).toBeUndefined();
    expect(otherSpelling('context.log.info')).toBeUndefined();
    expect(otherSpelling('DAGSTER_CLOUD_DEPLOYMENT_NAME')).toBeUndefined();
    expect(otherSpelling('RunRequest run_key sensor')).toBeUndefined();
    expect(otherSpelling('schedules')).toBeUndefined();
  });
});

describe('isVariableName', () => {
  it('knows an environment variable’s name from a symbol’s and from words', () => {
    expect(isVariableName('DAGSTER_CLOUD_DEPLOYMENT_NAME')).toBe(true);
    expect(isVariableName(' DAGSTER_HOME ')).toBe(true);
    expect(isVariableName('DAGSTER')).toBe(false);
    expect(isVariableName('build_asset_context')).toBe(false);
    expect(isVariableName('ECS agent')).toBe(false);
  });
});

describe('aboutVariablesFirst', () => {
  it('puts the pages about environment variables before the others that hold a variable’s name', () => {
    const hit = (url: string, title: string): FullTextResult => ({url, title, excerpt: '', section: 'dagster-plus', subResults: []});
    const ordered = aboutVariablesFirst([
      hit('/a', 'Deployments'),
      hit('/b', 'Built-in environment variables'),
      hit('/c', 'Branch deployments'),
    ]);
    expect(ordered.map((r) => r.url)).toEqual(['/b', '/a', '/c']);
  });
});

describe('fullTextQuery', () => {
  it('leaves a question’s filler words out of the full-text query', () => {
    expect(fullTextQuery('how do i retry a failed op')).toBe('retry failed op');
    expect(fullTextQuery('what is a code location')).toBe('code location');
  });

  it('sends code, quoted phrases and queries of filler words alone as typed', () => {
    expect(fullTextQuery('dg.asset')).toBe('dg.asset');
    expect(fullTextQuery('build_op_context')).toBe('build_op_context');
    expect(fullTextQuery('"run a job"')).toBe('"run a job"');
    expect(fullTextQuery('how to')).toBe('how to');
  });
});

describe('reference pages for words', () => {
  it('rank about five places behind where full-text search puts them, but not for code', () => {
    const hit = (url: string): FullTextResult => ({
      url,
      title: url.split('/').pop() ?? '',
      excerpt: '',
      section: sectionOf(url),
      subResults: [],
    });
    const others = ['/guides/a', '/guides/b', '/guides/c', '/guides/d'].map(hit);
    const fullText = [hit('/api/libraries/dagster-databricks'), ...others, hit('/integrations/libraries/databricks')];
    const order = (query: string) => mergeResults(query, fullText, []).map((r) => r.url);
    expect(order('trigger an existing job').indexOf('/integrations/libraries/databricks')).toBeLessThan(
      order('trigger an existing job').indexOf('/api/libraries/dagster-databricks'),
    );
    expect(order('DatabricksClient')[0]).toBe('/api/libraries/dagster-databricks');
  });
});

describe('Dagster+ pages', () => {
  it('rank behind the open-source docs’ equal when the query says nothing of Dagster+', () => {
    const hit = (url: string): FullTextResult => ({url, title: 'Kubernetes', excerpt: 'helm', section: sectionOf(url), subResults: []});
    const plus = hit('/dagster-plus/deployment/kubernetes');
    const oss = hit('/guides/deploy/kubernetes');
    expect(mergeResults('helm chart', [plus, oss], []).map((r) => r.url)).toEqual([oss.url, plus.url]);
    expect(mergeResults('helm chart for the hybrid agent', [plus, oss], []).map((r) => r.url)).toEqual([plus.url, oss.url]);
  });
});

describe('tutorial and example steps', () => {
  it('knows a step from the tutorial’s or an example’s own page', () => {
    expect(isWalkthroughStep('/etl-pipeline-tutorial/create-a-sensor-asset')).toBe(true);
    expect(isWalkthroughStep('/examples/rag/embeddings')).toBe(true);
    expect(isWalkthroughStep('/etl-pipeline-tutorial')).toBe(false);
    expect(isWalkthroughStep('/examples/rag')).toBe(false);
    expect(isWalkthroughStep('/guides/automate/sensors')).toBe(false);
  });

  it('ranks a step behind the guide a full-text search found just after it, unless a tutorial is asked for', () => {
    const hit = (url: string, title: string): FullTextResult => ({
      url,
      title,
      excerpt: 'a <mark>sensor</mark>',
      section: sectionOf(url),
      subResults: [],
    });
    const fullText = [
      hit('/etl-pipeline-tutorial/create-a-sensor-asset', 'Create a sensor asset'),
      hit('/guides/automate/sensors', 'Sensors'),
    ];
    expect(mergeResults('sensor', fullText, []).map((r) => r.url)[0]).toBe('/guides/automate/sensors');
    expect(mergeResults('sensor tutorial', fullText, []).map((r) => r.url)[0]).toBe('/etl-pipeline-tutorial/create-a-sensor-asset');
  });
});
