import {describe, expect, it} from 'vitest';
import {dagsterSymbolUses} from './symbols';

describe('dagsterSymbolUses', () => {
  it('finds dg.X, dagster.X and from-imports with their lines', () => {
    const source = [
      'import dagster as dg',
      'from dagster import (',
      '    AssetKey,',
      '    asset as a,',
      ')',
      '@dg.asset  # not dg.Ignored in a comment',
      'def x(context: dagster.AssetExecutionContext): ...',
    ].join('\n');
    expect(dagsterSymbolUses(source)).toEqual([
      {name: 'asset', line: 6},
      {name: 'AssetExecutionContext', line: 7},
      {name: 'AssetKey', line: 2},
      {name: 'asset', line: 2},
    ]);
  });

  it('ignores other modules that merely end in dg', () => {
    expect(dagsterSymbolUses('import mydg\nmydg.thing()\nfrom dagster_dbt import DbtCliResource')).toEqual([]);
    expect(dagsterSymbolUses('url = "https://dagster.plus/org"')).toEqual([]);
    expect(dagsterSymbolUses('from dagster.components import load_defs\nimport dagster._core.x as y')).toEqual([]);
  });
});
