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
  ],
};

describe('comparedSides', () => {
  it('finds the two things a query weighs, however the question around them is put', () => {
    expect(comparedSides('schedule vs sensor')).toEqual([['schedule'], ['sensor']]);
    expect(comparedSides('should i use a schedule or a sensor')).toEqual([['schedule'], ['sensor']]);
    expect(comparedSides('serverless vs. hybrid, which one should we pick')).toEqual([['serverless'], ['hybrid']]);
    expect(comparedSides('difference between run launcher and executor')).toEqual([['run', 'launcher'], ['executor']]);
    expect(comparedSides('when should i use ops instead of assets')).toEqual([['ops'], ['assets']]);
    expect(comparedSides('dagster open source vs dagster+')).toEqual([['open', 'source'], ['dagster+']]);
  });

  it('reads no comparison into a task, a clause or a plain "and"', () => {
    expect(comparedSides('callback when an op succeeds or fails in production')).toBeUndefined();
    expect(comparedSides('schedules and sensors')).toBeUndefined();
    expect(comparedSides('define a schedule')).toBeUndefined();
  });
});

describe('comparisonPages', () => {
  it('finds the page whose title and description name both sides and help choose', () => {
    expect(comparisonPages('schedule vs sensor', data).map(([path]) => path)).toEqual(['/guides/automate']);
    expect(comparisonPages('assets or ops', data).map(([path]) => path)).toEqual(['/guides/build/ops']);
  });

  it('finds none for a query that compares nothing', () => {
    expect(comparisonPages('schedule', data)).toEqual([]);
  });
});
