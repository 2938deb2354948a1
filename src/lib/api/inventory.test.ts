import {describe, expect, it} from 'vitest';
import {buildInventory, createSymbolResolver, dagsterNames, type ApiPage} from './inventory';
import {apiFileSchema} from './schema';

const data = apiFileSchema.parse({
  module: 'dagster',
  symbols: [
    {
      name: 'asset',
      kind: 'decorator',
      signature: 'asset(compute_fn=None, *, name=None)',
      summary: 'Defines an asset.',
      params: [{name: 'name', type: 'Optional[str]', default: 'None', description: 'The asset name.'}],
      returns: {type: 'AssetsDefinition', description: 'The asset.'},
      example: 'import dagster as dg',
      related: ['/guides/build/assets'],
    },
    {
      name: 'AssetSpec',
      kind: 'class',
      signature: 'AssetSpec(key, *, deps=None)',
      summary: 'Describes an asset.',
      example: 'import dagster as dg',
      related: ['/guides/build/assets'],
      lifecycle: {stage: 'beta', since: '1.9.0'},
      members: [{name: 'replace_attributes', kind: 'method', signature: 'replace_attributes(self, **kwargs)', summary: 'Copies the spec.'}],
    },
  ],
});
const pages: ApiPage[] = [
  {route: '/api/dagster/assets', file: 'src/data/api/dagster/assets.yaml', data},
  {
    route: '/api/libraries/dagster-dbt',
    file: 'x.yaml',
    data: apiFileSchema.parse({
      module: 'dagster_dbt',
      symbols: [{name: 'AssetSpec', kind: 'class', signature: 'AssetSpec()', summary: 'A clash.', example: 'x = 1', related: ['/api']}],
    }),
  },
];

describe('inventory', () => {
  const inventory = buildInventory(pages);

  it('lists symbols and members with stable anchors and lifecycle', () => {
    expect(inventory.slice(0, 3)).toEqual([
      {symbol: 'dagster.asset', name: 'asset', module: 'dagster', kind: 'decorator', url: '/api/dagster/assets#dagster.asset'},
      {symbol: 'dagster.AssetSpec', name: 'AssetSpec', module: 'dagster', kind: 'class', url: '/api/dagster/assets#dagster.AssetSpec', lifecycle: 'beta'},
      {
        symbol: 'dagster.AssetSpec.replace_attributes',
        name: 'AssetSpec.replace_attributes',
        module: 'dagster',
        kind: 'method',
        url: '/api/dagster/assets#dagster.AssetSpec.replace_attributes',
      },
    ]);
    expect([...dagsterNames(inventory)]).toEqual(['asset', 'AssetSpec']);
  });

  it('resolves the ways prose names a symbol', () => {
    const resolve = createSymbolResolver(inventory);
    expect(resolve('dg.asset')?.url).toBe('/api/dagster/assets#dagster.asset');
    expect(resolve('@dg.asset')?.symbol).toBe('dagster.asset');
    expect(resolve('dagster.asset(name="x")')?.symbol).toBe('dagster.asset');
    expect(resolve('dg.AssetSpec.replace_attributes')?.symbol).toBe('dagster.AssetSpec.replace_attributes');
    expect(resolve('dagster_dbt.AssetSpec')?.symbol).toBe('dagster_dbt.AssetSpec');
    // A bare name documented by two modules is ambiguous, so it is not linked.
    expect(resolve('AssetSpec')).toBeUndefined();
    expect(resolve('dg.nothing')).toBeUndefined();
    expect(resolve('x = 1')).toBeUndefined();
  });
});
