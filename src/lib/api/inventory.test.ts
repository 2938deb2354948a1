import {describe, expect, it} from 'vitest';
import {buildInventory, createSymbolResolver, dagsterNames, type ApiPage} from './inventory';
import {apiFileSchema} from './schema';

const data = apiFileSchema.parse({
  module: 'dagster',
  symbols: [
    {
      name: 'asset',
      kind: 'decorator',
      signature: 'asset(compute_fn=None, *, name=None, io_manager_def=None)',
      summary: 'Defines an asset.',
      params: [
        {name: 'name', type: 'Optional[str]', default: 'None', description: 'The asset name.'},
        {name: 'io_manager_def', type: 'Optional[object]', default: 'None', description: 'An I/O manager.', lifecycle: {stage: 'beta'}},
      ],
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
      lifecycle: {stage: 'deprecated', use_instead: 'AssetSpec.replace_attributes'},
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

  it('lists symbols and members with stable anchors and lifecycle labels, parameters included', () => {
    expect(inventory.slice(0, 3)).toEqual([
      {
        symbol: 'dagster.asset',
        name: 'asset',
        module: 'dagster',
        kind: 'decorator',
        url: '/api/dagster/assets#dagster.asset',
        param_lifecycle: {io_manager_def: {stage: 'beta'}},
      },
      {
        symbol: 'dagster.AssetSpec',
        name: 'AssetSpec',
        module: 'dagster',
        kind: 'class',
        url: '/api/dagster/assets#dagster.AssetSpec',
        lifecycle: 'deprecated',
        use_instead: 'AssetSpec.replace_attributes',
      },
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

  it('anchors a symbol under its own module when it is imported from a submodule', () => {
    const aws = apiFileSchema.parse({
      module: 'dagster_aws.s3',
      symbols: [
        {name: 'S3Resource', kind: 'class', signature: 'S3Resource()', summary: 'S3.', example: 'x = 1', related: ['/api']},
        {
          name: 'PipesLambdaClient',
          module: 'dagster_aws.pipes',
          kind: 'class',
          signature: 'PipesLambdaClient()',
          summary: 'Lambda.',
          example: 'x = 1',
          related: ['/api'],
        },
      ],
    });
    const entries = buildInventory([{route: '/api/libraries/dagster-aws', file: 'aws.yaml', data: aws}]);
    expect(entries.map((e) => [e.symbol, e.module, e.url])).toEqual([
      ['dagster_aws.s3.S3Resource', 'dagster_aws.s3', '/api/libraries/dagster-aws#dagster_aws.s3.S3Resource'],
      ['dagster_aws.pipes.PipesLambdaClient', 'dagster_aws.pipes', '/api/libraries/dagster-aws#dagster_aws.pipes.PipesLambdaClient'],
    ]);
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
