import {describe, expect, it} from 'vitest';
import {lineProblems, shellLines, simpleCommands, toolSchema, unquotedExtras, type ToolSpec} from './commands';

const dagster: ToolSpec = toolSchema.parse({
  tool: 'dagster',
  version: '1.10.15',
  sources: [{id: 'docs', repo: 'dagster-io/dagster', path: 'cli.mdx', commit: '16e63a495877f98e97652a3834e447046fa77dcb'}],
  commands: {
    dev: {
      options: [
        {names: ['-p', '--port'], value: true},
        {names: ['-m', '--module-name'], value: true},
      ],
    },
    asset: {
      commands: {
        materialize: {
          options: [
            {names: ['--select'], value: true},
            {names: ['-c', '--config'], value: true},
          ],
        },
        wipe: {options: [{names: ['--all'], value: false}], args: [{name: 'KEY', variadic: true}]},
      },
    },
    instance: {commands: {migrate: {}}},
  },
});
const tools = new Map([[dagster.tool, dagster]]);
const problems = (line: string) => lineProblems(line, tools).map((p) => p.message);

describe('command lines', () => {
  it('accepts commands, options with values and flags as the tool defines them', () => {
    expect(problems('dagster dev -p 3001 -m my_project')).toEqual([]);
    expect(problems('dagster asset materialize --select "tag:nightly" -c run.yaml')).toEqual([]);
    expect(problems('dagster asset materialize --select=a,b')).toEqual([]);
    expect(problems('dagster asset wipe --all')).toEqual([]);
    expect(problems('dagster asset wipe one two three')).toEqual([]);
    expect(problems('dagster instance migrate --help')).toEqual([]);
  });

  it('names an option the command lacks, with the ones it takes', () => {
    expect(problems('dagster asset materialize --select x --config-json \'{"ops": {}}\'')).toEqual([
      '`dagster asset materialize` has no option --config-json in Dagster 1.10.15 (it takes --select, --config)',
    ]);
  });

  it('names a subcommand the tool lacks', () => {
    expect(problems('dagster asset launch --select x')).toEqual([
      '`dagster asset` has no command "launch" in Dagster 1.10.15 (its commands: materialize, wipe)',
    ]);
  });

  it('counts arguments', () => {
    expect(problems('dagster instance migrate now')).toEqual([
      '`dagster instance migrate` takes no arguments, not "now" (Dagster 1.10.15)',
    ]);
  });

  it('finds the tool after environment variables, wrappers, pipes and &&', () => {
    expect(problems('DAGSTER_HOME=/tmp uv run dagster dev --bogus')[0]).toMatch(/no option --bogus/);
    expect(problems('cd project && dagster asset nope')[0]).toMatch(/no command "nope"/);
    expect(problems('echo hi | dagster dev --bogus')[0]).toMatch(/no option --bogus/);
    expect(problems('pip install dagster dagster-webserver')).toEqual([]);
    expect(problems('sudo -u dagster mkdir -p /opt/dagster')).toEqual([]);
    expect(problems('uv run --with dagster-dbt dagster asset nope')[0]).toMatch(/no command "nope"/);
    expect(problems('dagster dev # --bogus in a comment')).toEqual([]);
  });

  it('lets placeholders stand for values and commands', () => {
    expect(problems('dagster dev -m <your_module>')).toEqual([]);
    expect(problems('dagster asset <command> --anything')).toEqual([]);
    expect(problems('dagster asset materialize --select $ASSET')).toEqual([]);
    expect(problems('dagster asset wipe [KEY ...]')).toEqual([]);
  });

  it('joins continued lines and drops prompts', () => {
    expect(shellLines('$ dagster asset materialize \\\n  --select x \\\n  --nope\nls')).toEqual([
      {text: 'dagster asset materialize    --select x    --nope', offset: 0},
      {text: 'ls', offset: 3},
    ]);
  });

  it('splits simple commands', () => {
    expect(simpleCommands('a b && c; d | e')).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
  });
});

describe('unquoted extras', () => {
  const extras = (line: string) => unquotedExtras(line).map((p) => p.message);

  it('asks for quotes around a package with extras in an install command', () => {
    expect(extras('pip install dagster-dlt dlt[duckdb]')).toEqual([
      'quote dlt[duckdb] ("dlt[duckdb]"): zsh, the default shell on macOS, reads the brackets as a file pattern',
    ]);
    expect(extras('cd app && uv add dagster-iceberg[pandas]')).toHaveLength(1);
    expect(extras('python -m pip install dagster-aws[redshift]')).toHaveLength(1);
    expect(extras('uv pip install dagster-airlift[in-airflow]')).toHaveLength(1);
  });

  it('accepts quoted extras, and brackets outside an install command', () => {
    expect(extras(`pip install "dlt[duckdb]" 'dagster-dbt[duckdb]'`)).toEqual([]);
    expect(extras('ls logs[0-9]')).toEqual([]);
    expect(extras('pip install -r requirements.txt')).toEqual([]);
  });
});
