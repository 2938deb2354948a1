import {describe, expect, it} from 'vitest';
import {
  NAMED_WORTH,
  correctQuery,
  namedPagesWithTiers,
  typoSuspects,
  weighNamedPages,
  withConceptPage,
  withSubPage,
  type TitleData,
} from './titles';
import {queryTerms} from './terms';
import {mergeResults, type FullTextResult} from './merge';

const data: TitleData = {
  pages: [
    ['/dagster-plus/hybrid/amazon-ecs', 'Amazon ECS agent', [], 1, ''],
    ['/dagster-plus/hybrid/amazon-ecs/configuration-reference', 'Amazon ECS agent configuration reference', [], 0, ''],
    ['/dagster-plus/hybrid/amazon-ecs/new-vpc', 'Amazon ECS agents in a new VPC', [], 0, ''],
    ['/guides/partitions/partitioning-assets', 'Partitioning assets', [], 0, ''],
    [
      '/guides/partitions/dependencies',
      'Defining dependencies between partitioned assets',
      [],
      0,
      'Map partitions of one asset to another.',
    ],
    ['/guides/schedules/defining-schedules', 'Defining schedules', ['run every day', 'schedule a job'], 0, ''],
    ['/guides/schedules/partitioned', 'Constructing schedules for partitioned assets and jobs', [], 0, ''],
    ['/getting-started/quickstart', 'Build your first Dagster project', ['quickstart'], 0, ''],
    ['/guides/labs/dg', 'dg', ['dg cli'], 1, ''],
    ['/guides/labs/dg/uv', 'Using dg with uv', [], 0, ''],
  ],
};
/** The named pages' rows, the likeliest first. */
const namedPages = (query: string, titles: TitleData, known?: ReadonlySet<string>) =>
  namedPagesWithTiers(query, titles, known).map((n) => n.row);
const paths = (query: string) => namedPages(query, data).map(([path]) => path);

describe('namedPages', () => {
  it('names a section by its own page, ahead of sub-pages whose titles also hold the words', () => {
    expect(paths('ECS agent')[0]).toBe('/dagster-plus/hybrid/amazon-ecs');
  });

  it('meets other word endings, and prefers the shortest title', () => {
    expect(paths('partitioned assets')).toEqual([
      '/guides/partitions/partitioning-assets',
      '/guides/partitions/dependencies',
      '/guides/schedules/partitioned',
    ]);
  });

  it('finds a page by a keyword that names the task, first when the keyword is the query', () => {
    expect(paths('run every day')).toEqual(['/guides/schedules/defining-schedules']);
    expect(paths('schedule a job')[0]).toBe('/guides/schedules/defining-schedules');
    expect(paths('dg cli')[0]).toBe('/guides/labs/dg');
  });

  it('reads title and keywords together', () => {
    expect(paths('first project quickstart')).toEqual(['/getting-started/quickstart']);
  });

  it('does not name a page for one word of a long keyword', () => {
    const withSensors: TitleData = {
      pages: [...data.pages, ['/guides/asset-sensors', 'Asset sensors', ['trigger a job when an asset is materialized'], 0, '']],
    };
    expect(namedPages('materialize', withSensors)).toEqual([]);
    expect(namedPages('trigger a job when an asset is materialized', withSensors).map(([path]) => path)).toEqual(['/guides/asset-sensors']);
  });

  it('keeps short words whole: "dg" is not the start of "dagster"', () => {
    expect(paths('dg')).toEqual(['/guides/labs/dg', '/guides/labs/dg/uv']);
  });

  it('weighs words by how rare they are in titles: a common word does not make a page about the query', () => {
    const withAssets: TitleData = {
      pages: [
        ...data.pages,
        [
          '/guides/asset-sensors',
          'Asset sensors',
          ['run after another asset updates', 'trigger a job when an asset is materialized'],
          0,
          '',
        ],
        ['/tutorial/materialize', 'Create and materialize assets', [], 0, ''],
        ['/guides/assets', 'Assets', [], 1, ''],
        ['/guides/assets/checks', 'Asset checks', [], 1, ''],
      ],
    };
    expect(namedPages('materializing assets', withAssets).map(([path]) => path)).toEqual(['/tutorial/materialize']);
  });

  it('names the subject of a query that adds a qualifier, when the title carries most of its weight', () => {
    const pages: TitleData = {
      pages: [
        ['/integrations/duckdb', 'Dagster & DuckDB', [], 1, ''],
        ['/guides/resources', 'External resources', [], 1, ''],
        ['/guides/resources/a', 'Resources a', [], 0, ''],
        ['/guides/resources/b', 'Resources b', [], 0, ''],
        ['/guides/ops', 'Ops', [], 1, ''],
        ['/guides/ops/retries', 'Op retries', [], 0, ''],
        ['/guides/ops/events', 'Op events', [], 0, ''],
        ['/guides/ops/graphs', 'Op graphs', [], 0, ''],
        ['/guides/failures', 'Failure hooks', [], 0, ''],
      ],
    };
    expect(namedPages('duckdb resource', pages).map(([path]) => path)[0]).toBe('/integrations/duckdb');
    // "Ops" is in the query, but most of its weight is "retry" and "failed".
    expect(namedPages('how do i retry a failed op', pages).map(([path]) => path)).toEqual(['/guides/ops/retries']);
    // Words no title holds ("exponential backoff") cannot tell titles apart, and weigh nothing.
    expect(namedPages('retrying ops with exponential backoff', pages).map(([path]) => path)).toEqual(['/guides/ops/retries']);
  });

  it('does not send a problem to a remedy page whose title names only a slight part of its subject', () => {
    const pages: TitleData = {
      pages: [
        ['/guides/assets', 'Assets', [], 1, ''],
        ['/guides/assets/materializing', 'Materializing assets', [], 0, ''],
        ['/guides/automation', 'Declarative Automation', [], 1, ''],
        ['/guides/assets/metadata', 'Asset metadata', [], 0, ''],
        ['/guides/assets/checks', 'Asset checks', [], 0, ''],
        ['/guides/debugging/pdb', 'Debugging assets during execution', [], 0, ''],
        ['/guides/components', 'Components', [], 1, ''],
        ['/guides/components/customizing', 'Customizing components', [], 0, ''],
        ['/guides/components/troubleshooting', 'Troubleshooting components', [], 0, ''],
        ['/guides/types', 'Dagster types', [], 0, ''],
      ],
    };
    // "asset" is in many titles; what went wrong is in "materialize automatically".
    expect(namedPages('why didnt my asset materialize automatically', pages).map(([path]) => path)).not.toContain('/guides/debugging/pdb');
    expect(namedPages('breakpoint not stopping in asset', pages).map(([path]) => path)[0]).toBe('/guides/debugging/pdb');
    // A title about nothing but the subject answers however rare the other words are.
    expect(namedPages('component type not found', pages).map(([path]) => path)[0]).toBe('/guides/components/troubleshooting');
  });

  it('sends a problem to the troubleshooting page of its subject, or to debugging when none has one', () => {
    const pages: TitleData = {
      pages: [
        ['/guides/schedules', 'Schedules', [], 1, ''],
        ['/guides/schedules/troubleshooting', 'Troubleshooting schedules', [], 0, ''],
        ['/guides/debugging', 'Debugging', [], 1, ''],
        ['/guides/runs', 'Runs', [], 1, ''],
      ],
    };
    expect(namedPages('schedule not running', pages).map(([path]) => path)[0]).toBe('/guides/schedules/troubleshooting');
    // A complaint typed without its apostrophe is still one.
    expect(namedPages('schedule didnt run last night', pages).map(([path]) => path)[0]).toBe('/guides/schedules/troubleshooting');
    expect(namedPages('why did my run fail', pages).map(([path]) => path)).toEqual(['/guides/debugging']);
    expect(namedPages('send slack alert when run fails', pages)).toEqual([]);
    // After "when" or "if", a failure is the condition of a task, not a problem with the subject.
    expect(namedPages('schedules fail', pages).map(([path]) => path)[0]).toBe('/guides/schedules/troubleshooting');
    expect(namedPages('pause schedules when runs fail', pages).map(([path]) => path)).not.toContain('/guides/schedules/troubleshooting');
    expect(namedPages('schedules', pages).map(([path]) => path)).toEqual(['/guides/schedules', '/guides/schedules/troubleshooting']);
    const sensors: TitleData = {
      pages: [
        ['/guides/sensors', 'Sensors', [], 1, ''],
        ['/guides/sensors/monitoring', 'Monitoring sensors in the Dagster UI', [], 0, ''],
        ['/guides/sensors/testing', 'Testing sensors', [], 0, ''],
      ],
    };
    expect(namedPages('sensor not triggering runs', sensors).map(([path]) => path)[0]).toBe('/guides/sensors/monitoring');
    // "No" complains too ("no ticks", "no runs").
    expect(namedPages('sensor has no ticks', sensors).map(([path]) => path)[0]).toBe('/guides/sensors/monitoring');
  });

  it('reads a page’s address as one of its names', () => {
    const pages: TitleData = {
      pages: [
        ['/plus/access/sso', 'Single sign-on', [], 1, ''],
        ['/plus/access/sso/okta-sso', 'Okta', [], 0, ''],
      ],
    };
    expect(namedPages('sso', pages).map(([path]) => path)[0]).toBe('/plus/access/sso');
  });

  it('reads the words of a page’s address as its name when the title says it otherwise', () => {
    const pages: TitleData = {
      pages: [
        ['/etl-pipeline-tutorial', 'Build an ETL pipeline', [], 1, ''],
        ['/guides/components/components-tutorial', 'Components tutorial', [], 0, ''],
      ],
    };
    expect(namedPages('tutorial', pages).map(([path]) => path)).toEqual([
      '/etl-pipeline-tutorial',
      '/guides/components/components-tutorial',
    ]);
  });

  it('puts an API reference page behind guides that name the query as well, but ahead of guides that only mention it', () => {
    const pages: TitleData = {
      pages: [
        ['/api/dagster/assets', 'Assets', [], 0, ''],
        ['/guides/assets', 'Assets', [], 1, ''],
        ['/api/dagster/definitions', 'Definitions', [], 0, ''],
        ['/guides/dg/migrating-definitions', 'Migrating definitions', [], 0, ''],
        ['/guides/components/existing-definitions', 'Existing definitions', [], 0, ''],
      ],
    };
    expect(namedPages('assets', pages).map(([path]) => path)).toEqual(['/guides/assets', '/api/dagster/assets']);
    expect(namedPages('Definitions', pages).map(([path]) => path)[0]).toBe('/api/dagster/definitions');
  });

  it('names a reference page by its title, not as the subject of a qualified query', () => {
    const pages: TitleData = {
      pages: [
        ['/api/dagster/hooks', 'Hooks', [], 0, ''],
        ['/api/libraries/dagster-snowflake-pandas', 'dagster-snowflake-pandas', [], 0, ''],
        ['/guides/ops/op-hooks', 'Op hooks', [], 0, ''],
      ],
    };
    expect(namedPages('hooks', pages).map(([path]) => path)).toContain('/api/dagster/hooks');
    expect(namedPages('failure hooks', pages)).toEqual([]);
    expect(namedPages('snowflake pandas io manager', pages)).toEqual([]);
  });

  it('puts a mistyped word right by the title word one edit away, and leaves known or short words alone', () => {
    const pages: TitleData = {
      pages: [
        ['/guides/automate/declarative-automation', 'Declarative Automation', [], 1, ''],
        ['/guides/deploy/daemon', 'Dagster daemon', [], 0, ''],
        ['/guides/ops', 'Ops', [], 1, ''],
        ['/guides/partitions', 'Partitions', [], 1, ''],
      ],
    };
    expect(correctQuery('declaritive automation', pages)).toBe('declarative automation');
    expect(correctQuery('dagster deamon', pages)).toBe('dagster daemon');
    expect(correctQuery('declarative automations', pages)).toBe('declarative automations');
    expect(correctQuery('opz', pages)).toBe('opz');
    // A last letter more or less is an inflection ("queued" for "queue"), not a typo.
    expect(correctQuery('daemons', pages)).toBe('daemons');
    expect(correctQuery('automatio', pages)).toBe('automatio');
    expect(correctQuery('zzzzzzz', pages)).toBe('zzzzzzz');
    // A word the titles hold only inflected ("Partitions") is still the word a typo is put right to.
    expect(correctQuery('partiton mapping', pages)).toBe('partition mapping');
    expect(namedPages('declaritive automation', pages).map(([path]) => path)).toEqual(['/guides/automate/declarative-automation']);
  });

  it('says which words it might put right, and leaves alone those the pages’ text is known to hold', () => {
    const pages: TitleData = {
      pages: [
        ['/integrations/slack', 'Slack', [], 0, ''],
        ['/guides/logs', 'Compute logs', [], 0, ''],
      ],
    };
    expect(typoSuspects('stack traces leaking into logs', pages)).toEqual(['stack', 'traces', 'leaking']);
    expect(correctQuery('stack traces', pages)).toBe('slack traces');
    expect(correctQuery('stack traces', pages, new Set(['stack']))).toBe('stack traces');
    expect(namedPages('stack', pages, new Set(['stack']))).toEqual([]);
    expect(namedPages('stack', pages).map(([path]) => path)).toEqual(['/integrations/slack']);
  });

  it('does not let a verb that only says "act on it" keep a page from being named', () => {
    const pages: TitleData = {
      pages: [
        ['/guides/schedules', 'Schedules', [], 1, ''],
        ['/guides/schedules/timezone', "Customizing a schedule's execution timezone", [], 0, ''],
        ['/guides/changes', 'Tracking changes', [], 0, ''],
        ['/guides/changes/b', 'Change data capture', [], 0, ''],
      ],
    };
    expect(namedPages('change schedule timezone', pages).map(([path]) => path)).toEqual(['/guides/schedules/timezone']);
  });

  it('reads two words the titles write as one as that word', () => {
    const pages: TitleData = {pages: [['/guides/schedules/timezone', "Customizing a schedule's execution timezone", [], 0, '']]};
    expect(correctQuery('schedule in new york time zone', pages)).toBe('schedule in new york timezone');
    expect(correctQuery('new york', pages)).toBe('new york');
  });

  it('names the page whose title holds more of a qualified query before the section it sits in', () => {
    const pages: TitleData = {
      pages: [
        ['/plus/tokens', 'Tokens', [], 1, ''],
        ['/plus/tokens/agent-tokens', 'Managing agent tokens in Dagster+', [], 0, ''],
        ['/plus/tokens/user-tokens', 'Managing user tokens in Dagster+', [], 0, ''],
        ['/plus/agents', 'Agents', [], 1, ''],
        ['/plus/agents/a', 'Agent settings', [], 0, ''],
      ],
    };
    const named = namedPages('rotate agent token', pages).map(([path]) => path);
    expect(named[0]).toBe('/plus/tokens/agent-tokens');
    expect(named).toContain('/plus/tokens');
    expect(named).not.toContain('/plus/tokens/user-tokens');
  });

  it('puts the open-source docs’ page before the Dagster+ page of the same name', () => {
    const pages: TitleData = {
      pages: [
        ['/dagster-plus/deployment/code-locations', 'Code locations', [], 1, ''],
        ['/guides/deploy/code-locations', 'Code locations', [], 1, ''],
      ],
    };
    expect(namedPages('code locations', pages).map(([path]) => path)).toEqual([
      '/guides/deploy/code-locations',
      '/dagster-plus/deployment/code-locations',
    ]);
  });

  it('puts an open-source guide that covers the query before a Dagster+ page titled with it, unless the query asks for Dagster+', () => {
    const pages: TitleData = {
      pages: [
        ['/dagster-plus/features/insights/asset-metadata', 'Asset metadata', [], 0, ''],
        ['/guides/build/assets/metadata-and-tags', 'Asset metadata and tags', [], 1, ''],
      ],
    };
    expect(namedPages('asset metadata', pages).map(([path]) => path)).toEqual([
      '/guides/build/assets/metadata-and-tags',
      '/dagster-plus/features/insights/asset-metadata',
    ]);
    expect(namedPages('insights asset metadata', pages)[0]?.[0]).toBe('/dagster-plus/features/insights/asset-metadata');
  });

  it('prefers the more general page when two titles say the same', () => {
    const pages: TitleData = {
      pages: [
        ['/plus/deployment/management/deployments', 'Deployments', [], 1, ''],
        ['/guides/deploy', 'Deploying Dagster', [], 1, ''],
      ],
    };
    expect(namedPages('deploying', pages).map(([path]) => path)).toEqual(['/guides/deploy', '/plus/deployment/management/deployments']);
  });

  it('names a tutorial’s or an example’s step only when a tutorial or an example is asked for', () => {
    const pages: TitleData = {
      pages: [
        ['/etl-pipeline-tutorial/ensure-data-quality-with-asset-checks', 'Ensure data quality with asset checks', [], 0, ''],
        ['/guides/test/asset-checks', 'Testing assets with asset checks', [], 0, ''],
        ['/etl-pipeline-tutorial', 'Build an ETL pipeline', [], 1, ''],
      ],
    };
    expect(namedPages('data quality asset checks', pages).map(([path]) => path)).not.toContain(
      '/etl-pipeline-tutorial/ensure-data-quality-with-asset-checks',
    );
    expect(namedPages('data quality asset checks tutorial', pages)[0]?.[0]).toBe(
      '/etl-pipeline-tutorial/ensure-data-quality-with-asset-checks',
    );
    expect(namedPages('etl pipeline', pages)[0]?.[0]).toBe('/etl-pipeline-tutorial');
  });

  it('names nothing for an empty query, only stop words, or a long question', () => {
    expect(paths('')).toEqual([]);
    expect(paths('how to the')).toEqual([]);
    expect(paths('why does my agent on amazon ecs stop polling for runs')).toEqual([]);
    expect(queryTerms('Run something after another asset updates')).toEqual(['run', 'after', 'asset', 'updates']);
  });
});

describe('a section of two subjects', () => {
  const pages: TitleData = {
    pages: [
      ['/guides/assets/metadata-and-tags', 'Asset metadata and tags', [], 1, ''],
      ['/guides/assets/metadata-and-tags/tags', 'Tags', [], 0, ''],
      ['/guides/assets/metadata-and-tags/kind-tags', 'Kind tags', [], 0, ''],
      ['/guides/assets/metadata-and-tags/table-metadata', 'Table metadata', [], 0, ''],
      // "asset" is in many titles, as on the site: it says little about which page.
      ['/guides/assets/defining', 'Defining assets', [], 0, ''],
      ['/guides/assets/checks', 'Asset checks', [], 0, ''],
      ['/guides/assets/sensors', 'Asset sensors', [], 0, ''],
      ['/guides/assets/jobs', 'Asset jobs', [], 0, ''],
    ],
  };
  const first = (query: string) => namedPages(query, pages)[0]?.[0];

  it('gives a query naming one subject the page about that subject alone', () => {
    expect(first('tagging assets')).toBe('/guides/assets/metadata-and-tags/tags');
    expect(first('tags')).toBe('/guides/assets/metadata-and-tags/tags');
  });

  it('keeps the section first for both subjects, or when no page is about the one named alone', () => {
    expect(first('metadata and tags')).toBe('/guides/assets/metadata-and-tags');
    expect(first('metadata')).toBe('/guides/assets/metadata-and-tags');
  });
});

describe('a section named with a qualifier', () => {
  const pages: TitleData = {
    pages: [
      ['/sso', 'Single sign-on', [], 1, ''],
      ['/sso/okta-sso', 'Okta SSO', [], 0, ''],
      ['/sso/google-workspace-sso', 'Google Workspace SSO', [], 0, ''],
      ['/examples/llm', 'LLM fine-tuning', [], 1, ''],
      ['/examples/llm/model-validation', 'Validating an OpenAI model', [], 0, ''],
    ],
  };
  it('puts first the page inside the section whose title holds the qualifier', () => {
    expect(namedPages('okta single sign on', pages).map(([path]) => path)).toEqual(['/sso/okta-sso', '/sso']);
  });
  it('leaves the section first when no page inside it holds the qualifier, or the page is an example’s step', () => {
    expect(namedPages('single sign on', pages).map(([path]) => path)[0]).toBe('/sso');
    expect(namedPages('azure single sign on', pages).map(([path]) => path)[0]).toBe('/sso');
    expect(namedPages('openai llm fine tuning', pages).map(([path]) => path)[0]).toBe('/examples/llm');
  });
});

describe('a query about the product itself', () => {
  const pages: TitleData = {
    pages: [
      ['/', 'Overview', [], 1, 'What Dagster is.'],
      ['/guides/deploy/dagster-daemon', 'Dagster daemon', [], 0, ''],
      ['/dagster-plus', 'About Dagster+', [], 1, ''],
    ],
  };
  it('names the home page when the query is the product’s name and words asking what it is', () => {
    for (const query of [
      'dagster',
      'what is dagster',
      'What is Dagster and why would I use it?',
      'why dagster',
      'what is dagster and where do i start',
    ])
      expect(namedPages(query, pages).map(([path]) => path)).toEqual(['/']);
  });
  it('leaves every other query alone, Dagster+ included', () => {
    expect(namedPages('dagster daemon', pages).map(([path]) => path)).not.toContain('/');
    expect(namedPages('what is dagster+', pages).map(([path]) => path)).not.toContain('/');
  });
});

describe('withSubPage', () => {
  const sections: TitleData = {
    pages: [
      ['/guides/partitions', 'Partitions and backfills', [], 1, ''],
      ['/guides/partitions/backfilling', 'Backfilling data', [], 0, ''],
      ['/sso', 'Single sign-on', [], 1, ''],
      ['/sso/okta', 'Okta SSO', [], 0, ''],
      ['/guides/other', 'Other', [], 0, ''],
    ],
  };
  const page = (url: string) => ({url, title: url, description: ''});

  it('puts first the page inside a named section that the page ranker puts first', () => {
    const named = [sections.pages[0]];
    expect(withSubPage('backfills', named, [page('/guides/partitions/backfilling')], sections).map(([path]) => path)).toEqual([
      '/guides/partitions/backfilling',
      '/guides/partitions',
    ]);
  });

  it('keeps the section first when the query is its name or address, or the ranker’s page lies elsewhere', () => {
    const named = [sections.pages[2]];
    expect(withSubPage('sso', named, [page('/sso/okta')], sections)[0]?.[0]).toBe('/sso');
    expect(withSubPage('single sign on', named, [page('/sso/okta')], sections)[0]?.[0]).toBe('/sso');
    expect(withSubPage('sso okta', named, [page('/sso/okta')], sections)[0]?.[0]).toBe('/sso/okta');
    const backfills = [sections.pages[0]];
    expect(withSubPage('backfills', backfills, [page('/guides/other')], sections)).toEqual(backfills);
    expect(withSubPage('backfills', backfills, [], sections)).toEqual(backfills);
  });
});

describe('withConceptPage', () => {
  const pages: TitleData = {
    pages: [
      ['/jobs', 'Jobs', [], 1, 'Group assets into a job.'],
      ['/sensors/run-status', 'Run status sensors', [], 0, 'Start a job when another job succeeds.'],
      ['/sensors', 'Sensors', [], 1, 'Watch for events outside Dagster.'],
    ],
  };
  const page = ([url, title, , , description]: TitleData['pages'][number]) => ({url, title, description});
  const [jobs, runStatus] = pages.pages;

  it('puts first the ranker’s first page about the concept a task describes, ahead of the page its words name', () => {
    const ranked = [page(jobs), page(runStatus)];
    expect(withConceptPage('start a job when another job finishes', [jobs], ranked, pages).map(([path]) => path)).toEqual([
      '/sensors/run-status',
      '/jobs',
    ]);
  });

  it('prefers the page that holds more of the concept, and whose title holds it, to the ranker’s first', () => {
    const retries: TitleData = {
      pages: [
        ['/runs/retries', 'Run retries', [], 0, 'Retry a whole run; combine with op retries.'],
        ['/ops/retries', 'Op retries', [], 0, 'Retry failed ops automatically with a policy.'],
        ['/sensors/run-status', 'Run status sensors', [], 0, 'Start a job when a run succeeds.'],
        ['/sensors', 'Sensors', [], 1, 'Poll for events and deduplicate with run keys.'],
      ],
    };
    const [runRetries, opRetries, statusSensors, sensors] = retries.pages;
    expect(withConceptPage('retry policy', [], [page(runRetries), page(opRetries)], retries, ['op', 'retries'])[0]).toBe(opRetries);
    const ranked = [page(statusSensors), page(sensors)];
    expect(withConceptPage('sensor launches the same run twice', [], ranked, retries, ['run', 'keys', 'deduplicate'])[0]).toBe(sensors);
  });

  it('keeps first a named page that is about the concept too, unless only the concept’s page is about the Dagster+ asked for', () => {
    const alerts: TitleData = {
      pages: [
        [
          '/dagster-plus/alerts/services',
          'Configuring an alert notification service',
          [],
          0,
          'Email, Slack or Microsoft Teams for alerts.',
        ],
        ['/integrations/teams', 'Microsoft Teams', [], 0, 'Post alerts to Microsoft Teams channels.'],
        ['/guides/env-vars', 'Using environment variables and secrets', [], 0, 'Read settings from the environment.'],
        ['/dagster-plus/env-vars', 'Dagster+ environment variables', [], 1, 'Set environment variables and secrets in Dagster+.'],
      ],
    };
    const [service, teams, ossVars, plusVars] = alerts.pages;
    const ranked = [page(service), page(teams)];
    expect(withConceptPage('notify a microsoft teams channel when a job fails', [teams], ranked, alerts, ['alerts'])[0]).toBe(teams);
    const vars = [page(plusVars), page(ossVars)];
    const concept = ['environment', 'variables'];
    expect(withConceptPage('add a secret environment variable in dagster+', [ossVars], vars, alerts, concept)[0]).toBe(plusVars);
  });

  it('between pages equally about the concept, prefers the open-source one unless the query asks for Dagster+', () => {
    const logs: TitleData = {
      pages: [
        ['/dagster-plus/compute-logs', 'Managing compute logs', [], 0, 'Where Dagster+ keeps stdout.'],
        ['/guides/logging', 'Logging', [], 1, 'Structured logs and raw compute logs.'],
      ],
    };
    const ranked = logs.pages.map(page);
    expect(withConceptPage('print statements not showing', [], ranked, logs, ['logging'])[0][0]).toBe('/guides/logging');
    expect(withConceptPage('print statements not showing in dagster+', [], ranked, logs, ['logging'])[0][0]).toBe(
      '/dagster-plus/compute-logs',
    );
  });

  it('changes nothing for a query that describes no concept, or when no ranked page is about it', () => {
    expect(withConceptPage('jobs', [jobs], [page(runStatus)], pages)).toEqual([jobs]);
    expect(withConceptPage('start a job when another job finishes', [jobs], [page(jobs)], pages)).toEqual([jobs]);
  });
});

describe('weighNamedPages', () => {
  const worthOf = (query: string) => {
    const tiers = namedPagesWithTiers(query, data);
    return Object.fromEntries(
      weighNamedPages(
        tiers.map((n) => n.row),
        tiers,
      ).map((page) => [page.url, page.worth]),
    );
  };

  it('sends a page whose title or keyword is the query first, and weighs the rest by their place', () => {
    expect(worthOf('partitioning assets')['/guides/partitions/partitioning-assets']).toBe(NAMED_WORTH.firm + NAMED_WORTH.first);
    expect(worthOf('run every day')).toEqual({'/guides/schedules/defining-schedules': NAMED_WORTH.firm + NAMED_WORTH.first});
  });

  it('weighs a title that holds every word above its place, and the query’s subject with a qualifier below it', () => {
    // "Amazon ECS agent" holds every word of "ecs agent"; "partitioning assets hourly" is a subject and a qualifier.
    expect(worthOf('ecs agent')).toEqual({
      '/dagster-plus/hybrid/amazon-ecs': NAMED_WORTH.first + 0.1,
      '/dagster-plus/hybrid/amazon-ecs/configuration-reference': NAMED_WORTH.second + 0.1,
      '/dagster-plus/hybrid/amazon-ecs/new-vpc': 0.1,
    });
    expect(worthOf('partitioning assets hourly')).toEqual({'/guides/partitions/partitioning-assets': NAMED_WORTH.first - 0.1});
  });

  it('never makes a named page worth less than one not named', () => {
    const rows = data.pages.slice(0, 3);
    const weak = rows.map((row) => ({row, tier: 'most' as const}));
    expect(weighNamedPages(rows, weak).map((page) => page.worth)).toEqual([NAMED_WORTH.first - 0.2, 0, 0]);
  });

  it('gives a page put first by another rule (withSubPage, withConceptPage) the first place’s worth', () => {
    const row = data.pages[1];
    expect(weighNamedPages([row], [])).toEqual([{url: row[0], title: row[1], description: row[4], worth: NAMED_WORTH.first}]);
  });
});

describe('named pages in the merge', () => {
  const hit = (url: string): FullTextResult => ({url: `${url}.html`, title: url, excerpt: 'x', section: 'docs', subResults: []});
  const fullText = ['/a', '/b', '/guides/partitions/partitioning-assets', '/c'].map(hit);
  const merged = (query: string) => {
    const tiers = namedPagesWithTiers(query, data);
    return mergeResults(query, fullText, [], {
      named: weighNamedPages(
        tiers.map((n) => n.row),
        tiers,
      ),
    });
  };

  it('puts a page the query names first, and adds one no list found, by its title and description', () => {
    const out = merged('partitioned assets');
    expect(out.map((r) => r.url).slice(0, 2)).toEqual(['/guides/partitions/partitioning-assets', '/guides/partitions/dependencies']);
    expect(out[1]).toMatchObject({
      title: 'Defining dependencies between partitioned assets',
      excerpt: null,
      summary: 'Map partitions of one asset to another.',
      kind: 'page',
    });
    expect(out.filter((r) => r.url === '/guides/partitions/partitioning-assets')).toHaveLength(1);
  });

  it('lets every list together outrank a page named only by a qualified subject', () => {
    const page = {url: '/a', title: 'A', description: ''};
    const query = 'partitioning assets hourly';
    const tiers = namedPagesWithTiers(query, data);
    const named = weighNamedPages(
      tiers.map((n) => n.row),
      tiers,
    );
    expect(mergeResults(query, fullText, [], {named})[0].url).toBe('/guides/partitions/partitioning-assets');
    const out = mergeResults(query, fullText, [], {ranked: [page], body: [{...page, passage: 1, phrase: 1}], named});
    expect(out[0].url).toBe('/a');
  });
});
