import {describe, expect, it} from 'vitest';
import {comparedSides, comparisonPages} from './comparisons';
import type {TitleData, TitleRow} from './titles';

const row = (path: string, title: string, description: string): TitleRow => [path, title, [], 0, description];
const data: TitleData = {
  pages: [
    row('/guides/automate', 'Automate', 'Choose between schedules, sensors and Declarative Automation to launch runs.'),
    row('/guides/automate/schedules', 'Schedules', 'How schedules turn cron expressions into runs.'),
    row('/guides/automate/sensors', 'Sensors', 'How sensors poll for events, unlike schedules, which run on time.'),
    row('/guides/build/ops', 'Ops', 'What ops are and when to use them instead of assets.'),
    row('/guides/deploy/execution', 'Execution', 'How a run request becomes a finished run.'),
    row('/dagster-plus/serverless', 'Serverless', 'Run on hosted infrastructure, and when to pick it over Hybrid.'),
    row('/integrations/dbt-plus', 'Using dbt with Dagster+', 'Deploy a dbt project to Dagster+ and pick the Serverless or Hybrid guide.'),
    row('/dagster-plus/deployment-types', 'Deployment types', 'Compare Serverless and Hybrid and decide which fits.'),
  ],
  comparingHeadings: [
    [4, 'Launchers versus executors'],
    [6, 'Step 3: compare the results'],
  ],
};
const paths = (query: string) => comparisonPages(query, data).map(([path]) => path);

describe('comparedSides', () => {
  it('finds the two things a query weighs, however the question around them is put', () => {
    expect(comparedSides('schedule vs sensor')).toEqual({sides: [['schedule'], ['sensor']], instead: false});
    expect(comparedSides('should i use a schedule or a sensor')).toEqual({sides: [['schedule'], ['sensor']], instead: false});
    expect(comparedSides('serverless vs. hybrid, which one should we pick')).toEqual({sides: [['serverless'], ['hybrid']], instead: false});
    expect(comparedSides('difference between run launcher and executor')).toEqual({
      sides: [['run', 'launcher'], ['executor']],
      instead: false,
    });
    expect(comparedSides('when should i use ops instead of assets')).toEqual({sides: [['ops'], ['assets']], instead: true});
    expect(comparedSides('dagster open source vs dagster+')).toEqual({sides: [['open', 'source'], ['dagster+']], instead: false});
    expect(comparedSides('whats the difference between ops and assets')).toEqual({sides: [['ops'], ['assets']], instead: false});
    expect(comparedSides('serverless vs hybrid which should i pick')).toEqual({sides: [['serverless'], ['hybrid']], instead: false});
    expect(comparedSides('when do i use a sensor instead of a schedule')).toEqual({sides: [['sensor'], ['schedule']], instead: true});
    expect(comparedSides('how is a dagster asset different from an airflow task')).toEqual({
      sides: [['asset'], ['airflow', 'task']],
      instead: false,
    });
  });

  it('reads three things weighed at once, joined by "vs" or "or"', () => {
    const three = [['schedule'], ['sensor'], ['declarative', 'automation']];
    expect(comparedSides('schedule vs sensor vs declarative automation')).toEqual({sides: three, instead: false});
    expect(comparedSides('schedule or sensor or declarative automation?')).toEqual({sides: three, instead: false});
  });

  it('reads no comparison into a task, a clause or a plain "and"', () => {
    expect(comparedSides('callback when an op succeeds or fails in production')).toBeUndefined();
    expect(comparedSides('schedules and sensors')).toBeUndefined();
    expect(comparedSides('how do i add tags and metadata')).toBeUndefined();
    expect(comparedSides('define a schedule')).toBeUndefined();
  });
});

describe('comparisonPages', () => {
  it('finds the page whose title and description name both sides and help choose', () => {
    expect(paths('schedule vs sensor')).toEqual(['/guides/automate']);
    expect(paths('assets or ops')).toEqual(['/guides/build/ops']);
  });

  it('finds the page that helps choose among three things', () => {
    expect(paths('schedule vs sensor vs declarative automation')).toEqual(['/guides/automate']);
  });

  it('puts first, for "X instead of Y", the page of X that says when to choose it', () => {
    expect(paths('when should i use ops instead of assets')).toEqual(['/guides/build/ops']);
    // Even ahead of a page whose heading weighs the two, which answers when neither comes first.
    const opsAndAssets: TitleData = {
      pages: [row('/guides/build/assets', 'Assets', 'What assets are.'), data.pages[3]],
      comparingHeadings: [[0, 'Assets compared with ops']],
    };
    const ranked = (query: string) => comparisonPages(query, opsAndAssets).map(([path]) => path);
    expect(ranked('when should i use ops instead of assets')).toEqual(['/guides/build/ops', '/guides/build/assets']);
    expect(ranked('difference between ops and assets')).toEqual(['/guides/build/assets', '/guides/build/ops']);
  });

  it('finds a page by a heading that weighs both sides, where its title and description do not', () => {
    expect(paths('run launcher vs executor')).toEqual(['/guides/deploy/execution']);
  });

  it('puts a description that leads with the comparison first, and a page titled by one side last', () => {
    expect(paths('serverless or hybrid')).toEqual(['/dagster-plus/deployment-types', '/integrations/dbt-plus', '/dagster-plus/serverless']);
  });

  it('finds none for a query that compares nothing', () => {
    expect(comparisonPages('schedule', data)).toEqual([]);
  });
});
