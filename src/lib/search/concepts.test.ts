import {describe, expect, it} from 'vitest';
import {conceptWords, conceptsOf} from './concepts';

describe('conceptWords', () => {
  it('reads a time of day or a repeating interval as a schedule', () => {
    expect(conceptWords('run my pipeline every morning at 6am')).toEqual(['schedule']);
    expect(conceptWords('refresh the table every 15 minutes')).toEqual(['schedule']);
    expect(conceptWords('Nightly export to S3')).toEqual(['schedule']);
  });

  it('leaves a daily partition to the partitions pages', () => {
    expect(conceptWords('daily partitioned asset')).toEqual([]);
  });

  it('reads data split by time, a slice at a time, as partitions, not a schedule', () => {
    expect(conceptWords('how do i split an asset into daily chunks')).toEqual(['partitions']);
    expect(conceptWords('process data one day at a time')).toEqual(['partitions']);
  });

  it('reads a file that arrives as what a sensor watches for, but not a file the reader creates', () => {
    expect(conceptWords('kick off a run when a new csv file shows up in a folder')).toEqual(['sensor', 'poll']);
    expect(conceptWords('trigger a job when a file lands in s3')).toEqual(['sensor', 'poll']);
    expect(conceptWords('create a new python file for my assets')).toEqual([]);
  });

  it('reads one job starting when another ends as a run status sensor; a failure alert is not one', () => {
    expect(conceptWords('start a job when another job finishes')).toEqual(['run', 'status', 'sensor']);
    expect(conceptWords('start job b after job a succeeds')).toEqual(['run', 'status', 'sensor']);
    expect(conceptWords('start a second job after the first one succeeds')).toEqual(['run', 'status', 'sensor']);
    expect(conceptWords('send a slack alert when a run fails')).toEqual([]);
  });

  it('reads an alert about an agent that goes down as agent downtime, and a credit limit as the credit budget', () => {
    expect(conceptWords('get alerted when the dagster+ hybrid agent goes down')).toEqual(['agent', 'downtime']);
    expect(conceptWords('kubernetes agent pod keeps restarting')).toEqual([]);
    expect(conceptWords('alert when we hit the monthly credit limit')).toEqual(['credit', 'budget']);
  });

  it('reads working from a terminal instead of the UI as the command line', () => {
    expect(conceptWords('materialize assets from the terminal without the ui')).toEqual(['cli']);
  });

  it('reads runs waiting in the queue as the run coordinator, and jumping it as the queue’s priority', () => {
    expect(conceptWords('runs sit in queued forever and never start')).toEqual(['run', 'coordinators', 'queue']);
    expect(conceptWords('let urgent runs jump ahead of backfill runs in the queue')).toEqual(['run', 'queue', 'priority']);
  });

  it('reads a span of history run again as a backfill, and a run stuck once started as run monitoring', () => {
    expect(conceptWords('rerun six months of daily partitions')).toEqual(['backfill']);
    expect(conceptWords('rerun just the partitions that failed')).toEqual(['backfill']);
    expect(conceptWords('rerun two years of history for a partitioned asset')).toEqual(['backfill']);
    expect(conceptWords('run stuck in started forever after the pod was killed')).toEqual(['run', 'monitoring']);
  });

  it('reads stopping work that happens at once as concurrency', () => {
    expect(conceptWords('stop assets hammering the same database at once')).toEqual(['concurrency']);
  });

  it('reads a time in a named place, or clocks changing, as a schedule’s timezone; times shown in the UI are not', () => {
    expect(conceptWords('make a schedule run at 9am new york time')).toEqual(['schedule', 'timezone']);
    expect(conceptWords('hourly schedule skipped when the clocks changed')).toEqual(['schedule', 'timezone']);
    expect(conceptWords('show times in utc in the ui')).toEqual([]);
  });

  it('reads values given as a run is launched as run configuration', () => {
    expect(conceptWords('pass parameters to a job when i launch it')).toEqual(['run', 'configuration']);
    expect(conceptWords('set a parameter for an asset when i launch it')).toEqual(['run', 'configuration']);
  });

  it('reads credits spent per asset as Insights, and a credit limit as neither Insights nor a schedule', () => {
    expect(conceptWords('how many credits is each asset using')).toEqual(['insights']);
    expect(conceptWords('which assets cost the most')).toEqual(['insights']);
    expect(conceptWords('email alert when the organization hits its monthly credit limit')).toEqual(['credit', 'budget']);
  });

  it('reads a first program or where to begin as the first project', () => {
    expect(conceptWords('hello world example to get started')).toEqual(['first', 'project']);
    expect(conceptWords('where do i start as a beginner')).toEqual(['first', 'project']);
  });

  it('reads "auto materialize" as Declarative Automation', () => {
    expect(conceptWords("why didn't my asset auto materialize")).toEqual(['declarative', 'automation']);
  });

  it('reads letting someone do one thing but not another as roles and permissions', () => {
    expect(conceptWords('let a user launch runs but not change settings')).toEqual(['roles', 'permissions']);
  });

  it('reads a step retried by itself as op retries, but not a whole run, nor steps re-executed by hand', () => {
    expect(conceptWords('rerun a step automatically if it throws an exception')).toEqual(['op', 'retries']);
    expect(conceptWords('retry policy')).toEqual(['op', 'retries']);
    expect(conceptWords('retry an asset when the api call times out')).toEqual(['op', 'retries']);
    expect(conceptWords('rerun only the failed steps')).toEqual([]);
    expect(conceptWords('automatically retry failed runs')).toEqual(['run', 'retries']);
  });

  it('reads a sensor that launches a run twice as run keys; a schedule that runs twice is left to its pages', () => {
    expect(conceptWords('sensor launches the same run twice')).toEqual(['run', 'keys', 'deduplicate']);
    expect(conceptWords('schedule ran twice daylight saving time')).toEqual(['timezone']);
  });

  it('reads read-only or granted access as roles and permissions', () => {
    expect(conceptWords('give a teammate read-only access in dagster+')).toContain('roles');
    expect(conceptWords('view only access')).toEqual(['roles', 'permissions']);
  });

  it('reads assets in order, or depending on each other, as asset dependencies', () => {
    expect(conceptWords('make one asset run after another without passing data between them')).toContain('dependencies');
    expect(conceptWords('make one asset wait until another one is built')).toEqual(['dependencies']);
    expect(conceptWords('make an asset run after another asset')).toEqual(['dependencies']);
    expect(conceptWords('make one asset depend on another')).toEqual(['dependencies']);
    expect(conceptWords('asset that depends on two upstream assets')).toEqual(['dependencies']);
  });

  it('reads keeping up with upstream by itself as Declarative Automation; an automatic retry is a run retry', () => {
    expect(conceptWords('rebuild an asset automatically whenever its upstream data changes')).toEqual(
      expect.arrayContaining(['declarative', 'automation']),
    );
    expect(conceptWords('asset not materializing automatically')).toEqual(['declarative', 'automation']);
    expect(conceptWords('retry failed runs automatically')).toEqual(['run', 'retries']);
  });

  it('reads a missing command or module as an installation problem, and secrets out of code as environment variables', () => {
    expect(conceptWords('dagster: command not found')).toEqual(['installing']);
    expect(conceptWords('ModuleNotFoundError: No module named dagster_dbt')).toEqual(['installing']);
    expect(conceptWords('keep api keys out of code')).toEqual(['secrets', 'environment', 'variables']);
  });

  it('reads where a password goes as secrets, a copy per pull request as branch deployments, a past period run again as a backfill', () => {
    expect(conceptWords('where do i put my database password')).toEqual(['secrets', 'environment', 'variables']);
    expect(conceptWords('preview environment for every pull request')).toEqual(['branch', 'deployments']);
    expect(conceptWords('rerun everything for last month')).toEqual(['backfill']);
    expect(conceptWords('rerun a failed step')).toEqual([]);
    expect(conceptWords('retry the failed partitions after an outage')).toEqual(['backfill']);
  });

  it('reads print output as logging, SQLite or Postgres storage as the instance’s, and failover as multiple agents', () => {
    expect(conceptWords('print() output not showing')).toEqual(['logging']);
    expect(conceptWords('switch from sqlite to postgres storage')).toEqual(['instance', 'configuration']);
    expect(conceptWords('agent high availability')).toEqual(['multiple', 'agents']);
    expect(conceptWords('connect to postgres')).toEqual([]);
  });

  it('reads "after the tables update" as no asset dependency: only assets are ordered', () => {
    expect(conceptWords('refresh tableau workbook after the tables update')).toEqual([]);
  });

  it('reads limits on runs at once, notifications, dev and prod, data handed on, mocks, stale data, validation, scripts, roles and laptops', () => {
    expect(conceptWords('only allow 3 runs at a time')).toEqual(['concurrency']);
    expect(conceptWords('run ops in parallel')).toEqual([]);
    expect(conceptWords('let at most 4 assets hit the database at the same time')).toEqual(['concurrency']);
    expect(conceptWords('get notified when a run fails')).toEqual(['alerts']);
    expect(conceptWords('different credentials for staging and production')).toEqual(['development', 'production']);
    expect(conceptWords('share a dataframe with the next asset')).toEqual(['passing', 'data']);
    expect(conceptWords('pass a pandas dataframe from one asset to the next')).toEqual(['passing', 'data']);
    expect(conceptWords('mock a resource in pytest')).toEqual(['unit', 'testing']);
    expect(conceptWords('my dashboard table is stale')).toEqual(['freshness']);
    expect(conceptWords("warn me if the orders table hasn't been updated since yesterday")).toEqual(['freshness']);
    expect(conceptWords('asset not updated in 3 days')).toEqual(['freshness']);
    expect(conceptWords('asset not updated after deploy')).toEqual([]);
    expect(conceptWords('validate rows in a table after it loads')).toEqual(['asset', 'checks']);
    expect(conceptWords('run a bash script from dagster')).toEqual(['external', 'pipelines', 'pipes']);
    expect(conceptWords('who can launch runs')).toEqual(['roles', 'permissions']);
    expect(conceptWords('run the pipeline on my laptop')).toEqual(['running', 'locally']);
  });

  it('reads an agent’s network questions as Hybrid’s architecture, a run started by another program as the GraphQL client, and another team’s table as an external asset', () => {
    expect(conceptWords('which outbound ports does the agent use')).toEqual(['hybrid', 'architecture']);
    expect(conceptWords('is the hybrid agent allowed through our firewall')).toEqual(['hybrid', 'architecture']);
    expect(conceptWords('agent tokens')).toEqual([]);
    expect(conceptWords('launch a job from our flask app')).toEqual(['graphql', 'client']);
    expect(conceptWords('start a run via the api')).toEqual(['graphql', 'client']);
    expect(conceptWords('launch a job from the ui')).toEqual([]);
    expect(conceptWords('a table another team loads every night')).toEqual(expect.arrayContaining(['external', 'assets']));
    expect(conceptWords('files written outside dagster')).toEqual(['external', 'assets']);
    expect(conceptWords('another asset in the same group')).toEqual([]);
  });

  it('reads code split over files as structuring a project, and failed runs launched again by themselves as run retries', () => {
    expect(conceptWords('split my definitions into several files')).toEqual(['structuring', 'project']);
    expect(conceptWords('assets in multiple modules')).toEqual(['structuring', 'project']);
    expect(conceptWords('write a parquet file')).toEqual([]);
    expect(conceptWords('automatically rerun failed runs')).toEqual(['run', 'retries']);
    expect(conceptWords('rerun a failed run from the ui')).toEqual([]);
  });

  it('reads a csv that shows up as a sensor’s business, inviting people as managing users, who did it as the audit log, a Dagster+ secret as its environment variables, and a run stuck in STARTING as run monitoring', () => {
    expect(conceptWords('kick off a pipeline when a new csv shows up')).toEqual(['sensor', 'poll']);
    expect(conceptWords('read a csv file in an asset')).toEqual([]);
    expect(conceptWords('invite a coworker to our org')).toEqual(['managing', 'users']);
    expect(conceptWords('add a column to a table')).toEqual([]);
    expect(conceptWords('who turned off this schedule')).toEqual(['audit', 'logs']);
    expect(conceptWords('add a secret in dagster+')).toEqual(['environment', 'variables']);
    expect(conceptWords('run stuck in STARTING')).toEqual(['run', 'monitoring']);
    expect(conceptWords('starting a run from the launchpad')).toEqual([]);
    expect(conceptWords('logs from the requests library not showing in the ui')).toEqual(['python', 'logging']);
    expect(conceptWords('python logger messages missing from run logs')).toEqual(['python', 'logging']);
    expect(conceptWords('install a python library')).toEqual([]);
    expect(conceptWords('different secret value in branch deployments')).toEqual(['environment', 'variables']);
  });

  it('reads the query as typed and as corrected, so a correction cannot hide a reader’s word', () => {
    expect(conceptsOf('my dashboard table is stale', 'my dashboard table is state')).toEqual(['freshness']);
    expect(conceptsOf('run it every mornign', 'run it every morning')).toEqual(['schedule']);
  });

  it('finds nothing in a query that names its subject', () => {
    expect(conceptWords('defining schedules')).toEqual([]);
    expect(conceptWords('AssetSpec')).toEqual([]);
  });
});
