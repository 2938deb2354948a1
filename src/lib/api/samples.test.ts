import {describe, expect, it} from 'vitest';
import {callablesOf, keywordProblems} from './samples';
import {apiFileSchema} from './schema';
import {analyzePython} from '../python';

const pages = [
  {
    route: '/api/dagster/assets',
    file: 'assets.yaml',
    data: apiFileSchema.parse({
      module: 'dagster',
      symbols: [
        {
          name: 'asset',
          kind: 'decorator',
          signature: 'asset(compute_fn=None, *, name=None, group_name=None, **kwargs)',
          summary: 'A.',
          returns: {type: 'A', description: 'A.'},
          example: 'x = 1',
          related: ['/api'],
        },
        {name: 'AssetSpec', kind: 'class', signature: 'AssetSpec(key, *, deps=None)', summary: 'S.', example: 'x = 1', related: ['/api']},
        {
          name: 'materialize',
          kind: 'function',
          signature: 'materialize(assets, **kwargs)',
          summary: 'M.',
          params: [{name: '**kwargs', type: 'Any', description: 'Passed on.'}],
          returns: {type: 'R', description: 'R.'},
          example: 'x = 1',
          related: ['/api'],
        },
      ],
    }),
  },
];

const sample = `import dagster as dg
from dagster import AssetSpec as Spec

@dg.asset(grup_name="sales")
def orders(): ...

spec = Spec("x", deps=[], owner="me")
dg.materialize([orders], anything=True)
dg.not_documented(foo=1)
`;

describe('sample keyword arguments', () => {
  it('names each keyword a documented callable does not take, at its line', () => {
    const [analysis] = analyzePython([{id: 'sample', src: sample}]);
    expect(analysis.calls.map((c) => c.callee)).toEqual([
      'dagster.asset',
      'dagster.AssetSpec',
      'dagster.materialize',
      'dagster.not_documented',
    ]);
    expect(keywordProblems(analysis.calls, callablesOf(pages))).toEqual([
      {line: 4, message: 'dagster.asset has no parameter grup_name (see its signature in src/data/api)'},
      {line: 7, message: 'dagster.AssetSpec has no parameter owner (see its signature in src/data/api)'},
    ]);
  });

  it('reports a sample that does not parse, with its line', () => {
    expect(analyzePython([{id: 'bad', src: 'import dagster as dg\n\ndef f(:\n'}])[0].error).toEqual({message: 'invalid syntax', line: 3});
  });
});
