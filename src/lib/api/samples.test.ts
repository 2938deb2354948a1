import {describe, expect, it} from 'vitest';
import {attributeProblems, callablesOf, classMembersOf, contextProblems, keywordProblems} from './samples';
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
        {
          name: 'AssetSpec',
          kind: 'class',
          signature: 'AssetSpec(key, *, deps=None)',
          summary: 'S.',
          params: [
            {name: 'key', type: 'str', description: 'K.'},
            {name: 'deps', type: 'list', description: 'D.'},
          ],
          example: 'x = 1',
          related: ['/api'],
          members: [{name: 'with_io_manager_key', kind: 'method', signature: 'with_io_manager_key(io_manager_key)', summary: 'W.'}],
        },
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

  it('names an attribute a typed value lacks: annotated parameters and constructed values, in their scope', () => {
    const src = `import dagster as dg
from dagster import AssetSpec

spec = dg.AssetSpec("a")
spec.with_io_manager_key("m")
spec.deps
spec.merge_attributes(owners=["x"])

@dg.asset(key=spec.key)
def orders(context: dg.AssetExecutionContext, s: AssetSpec):
    s.nope
    spec = "plain string now"
    spec.upper()

def other(spec):
    spec.anything
`;
    const [analysis] = analyzePython([{id: 'sample', src}]);
    expect(attributeProblems(analysis.attributes, classMembersOf(pages)).map((p) => [p.line, p.message.split(' in the API')[0]])).toEqual([
      [7, 'dagster.AssetSpec has no attribute merge_attributes'],
      [11, 'dagster.AssetSpec has no attribute nope'],
    ]);
  });

  it('requires context to come first in a function Dagster calls with one', () => {
    const src = `import dagster as dg

@dg.asset
def good(context: dg.AssetExecutionContext, upstream): ...

@dg.asset(group_name="g")
def bad(upstream, context: dg.AssetExecutionContext): ...

def helper(x, context): ...
`;
    const [analysis] = analyzePython([{id: 'sample', src}]);
    expect(contextProblems(analysis)).toEqual([
      {line: 7, message: 'bad: Dagster passes the context only as the first parameter; move context first'},
    ]);
  });
});
