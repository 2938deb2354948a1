import {describe, expect, it} from 'vitest';
import {createPageRanker} from './page-ranker';
import {mergeResults, type FullTextResult} from './merge';
import type {TitleData} from './titles';

const data: TitleData = {
  pages: [
    ['/guides/build/jobs', 'Jobs', [], 1, 'Group assets or ops into a job you can run, schedule and monitor as a unit.'],
    ['/guides/build/jobs/job-execution', 'Job execution', [], 0, 'Launch a job from the UI, the CLI or Python.'],
    ['/guides/build/jobs/op-jobs', 'Op jobs', [], 0, 'Build a job from a graph of ops.'],
    ['/api/dagster/jobs', 'Jobs', [], 0, 'The job API.'],
    [
      '/guides/automate/sensors/run-status-sensors',
      'Run status sensors',
      [],
      0,
      'React to runs that succeed or fail: send alerts, or chain jobs so one starts when another finishes.',
    ],
    [
      '/guides/deploy/code-locations/workspace-yaml',
      'workspace.yaml',
      ['load several code locations'],
      0,
      'Tell the webserver where code lives.',
    ],
    ['/dagster-plus/deployment/code-locations', 'Code locations', [], 1, 'Deploy code to Dagster+.'],
  ],
};
const rank = createPageRanker(data);
const urls = (query: string) => rank(query).map((page) => page.url);

describe('createPageRanker', () => {
  it('ranks a page by the words its description shares with a question worded unlike its title', () => {
    expect(urls('start a job when another job finishes')[0]).toBe('/guides/automate/sensors/run-status-sensors');
  });

  it('needs only some of the query’s words, and weighs a title or keyword above a description', () => {
    expect(urls('jobs')).toContain('/guides/build/jobs');
    expect(urls('jobs')).not.toContain('/dagster-plus/deployment/code-locations');
    expect(urls('several code locations workspace')[0]).toBe('/guides/deploy/code-locations/workspace-yaml');
  });

  it('ignores the product’s name and stop words, and finds nothing for them alone', () => {
    expect(urls('dagster')).toEqual([]);
    expect(urls('how do i')).toEqual([]);
  });

  it('weighs Dagster’s word for a task the reader described above the reader’s own words', () => {
    const withSchedules = createPageRanker({
      pages: [
        ...data.pages,
        ['/guides/automate/schedules', 'Schedules', [], 1, 'Run jobs at fixed times with cron expressions.'],
        ['/guides/build/external-pipelines', 'External pipelines', [], 1, 'Run a pipeline written in another language.'],
      ],
    });
    const first = (query: string) => withSchedules(query)[0]?.url;
    // "pipeline" is in one title; the time of day says a schedule is wanted.
    expect(first('run my pipeline every morning at 6am')).toBe('/guides/automate/schedules');
    expect(first('run my pipeline in another language')).toBe('/guides/build/external-pipelines');
  });

  it('returns each page with its title and description', () => {
    expect(rank('chain jobs on success')[0]).toEqual({
      url: '/guides/automate/sensors/run-status-sensors',
      title: 'Run status sensors',
      description: expect.stringContaining('chain jobs') as unknown as string,
    });
  });
});

describe('mergeResults with ranked pages', () => {
  const fullText: FullTextResult[] = [
    {url: '/guides/build/jobs.html', title: 'Jobs', excerpt: 'a <mark>job</mark>', section: 'docs', subResults: []},
    {url: '/api/dagster/jobs.html', title: 'Jobs', excerpt: 'the <mark>job</mark> API', section: 'api', subResults: []},
  ];

  it('brings in the page the ranker puts first when full-text search did not find it', () => {
    const query = 'start a job when another job finishes';
    expect(mergeResults(query, fullText, []).map((r) => r.url)).not.toContain('/guides/automate/sensors/run-status-sensors');
    const merged = mergeResults(query, fullText, [], {ranked: rank(query)}).map((r) => r.url);
    expect(merged.slice(0, 3)).toContain('/guides/automate/sensors/run-status-sensors');
    expect(merged[0]).toBe('/guides/build/jobs');
  });

  it('shows a ranked page that full-text search missed with its description', () => {
    const merged = mergeResults('chain jobs on success', [], [], {ranked: rank('chain jobs on success')});
    expect(merged[0]).toMatchObject({url: '/guides/automate/sensors/run-status-sensors', excerpt: null});
    expect(merged[0].summary).toContain('chain jobs');
  });

  it('changes nothing when the ranker finds nothing', () => {
    expect(mergeResults('jobs', fullText, []).map((r) => r.url)).toEqual(['/guides/build/jobs', '/api/dagster/jobs']);
  });
});

describe('mergeResults with a page shown by its description', () => {
  it('keeps its rank among the full-text results and shows its summary, with no excerpt', () => {
    const fullText: FullTextResult[] = [
      {url: '/guides/automate/schedules.html', title: 'Schedules', excerpt: 'a <mark>schedule</mark>', section: 'docs', subResults: []},
      {
        url: '/api/dagster/schedules-sensors',
        title: 'Schedules and sensors',
        excerpt: '',
        summary: 'The schedule APIs.',
        section: 'api',
        subResults: [],
      },
    ];
    const merged = mergeResults('schedule', fullText, []);
    expect(merged.map((r) => r.url)).toEqual(['/guides/automate/schedules', '/api/dagster/schedules-sensors']);
    expect(merged[1]).toMatchObject({excerpt: null, summary: 'The schedule APIs.'});
  });
});
