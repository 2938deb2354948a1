import {describe, expect, it} from 'vitest';
import {commandReference, commandTool} from './commands';
import type {TitleData, TitleRow} from './titles';

const row = (path: string, title: string, keywords: string[] = []): TitleRow => [path, title, keywords, 0, ''];
const data: TitleData = {
  pages: [
    row('/api/dagster/cli', 'Dagster CLI'),
    row('/dagster-plus/cli', 'dagster-cloud CLI'),
    row('/dagster-plus/cli/reference', 'dagster-cloud CLI reference'),
    row('/guides/labs/dg', 'dg', ['dg cli']),
    row('/guides/build/assets/asset-selection-syntax', 'Asset selection syntax'),
  ],
};

describe('commandTool', () => {
  it('reads a command line with an option as its tool', () => {
    expect(commandTool('dagster asset materialize --select my_asset')).toBe('dagster');
    expect(commandTool('dagster dev -m my_project')).toBe('dagster');
    expect(commandTool('dagster-cloud deployment sync-locations -w locations.yaml')).toBe('dagster-cloud');
  });

  it('reads a tool other than the product followed by its subcommands as a command line', () => {
    expect(commandTool('dagster-cloud ci deploy')).toBe('dagster-cloud');
    expect(commandTool('dg scaffold')).toBe('dg');
  });

  it('reads no command into words, the product’s own bare command, a tool named with prose, or a hyphenated word', () => {
    expect(commandTool('dagster dev')).toBeUndefined();
    expect(commandTool('dagster-cloud cli')).toBeUndefined();
    expect(commandTool('dg check yaml errors')).toBeUndefined();
    expect(commandTool('dg component type not found')).toBeUndefined();
    expect(commandTool('run a non-python script')).toBeUndefined();
  });
});

describe('commandReference', () => {
  it('finds the tool’s command-line reference by its title or keyword, the full reference first', () => {
    expect(commandReference('dagster asset materialize --select x', data)?.[0]).toBe('/api/dagster/cli');
    expect(commandReference('dagster-cloud job launch --job etl', data)?.[0]).toBe('/dagster-plus/cli/reference');
    expect(commandReference('dg list defs --json', data)?.[0]).toBe('/guides/labs/dg');
    expect(commandReference('airflow dags list --output json', data)).toBeUndefined();
    expect(commandReference('dagster-cloud ci deploy', data)?.[0]).toBe('/dagster-plus/cli/reference');
    // A first word that is no tool with a reference ("select assets by tag") finds nothing.
    expect(commandReference('select assets by tag', data)).toBeUndefined();
    expect(commandReference('sensor cursor reset', data)).toBeUndefined();
  });
});
