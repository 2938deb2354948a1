import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiReferenceFor, loadApiReference} from './load';

const fixture = 'tests/fixtures/content';

/** A copy of the fixture site whose snapshot of Dagster's API is `pages`. */
function siteWithSnapshot(pages: unknown, amendments = '[]'): string {
  const root = mkdtempSync(join(tmpdir(), 'api-load-'));
  cpSync(join(fixture, 'src'), join(root, 'src'), {recursive: true});
  writeFileSync(join(root, 'src/data/api-snapshot/dagster-docs.json'), JSON.stringify({source: 'test', version: '1.10.2', pages}));
  writeFileSync(join(root, 'src/data/api-snapshot/amendments.yaml'), amendments);
  return root;
}

describe('loadApiReference against the snapshot of Dagster’s API', () => {
  it('loads data that agrees with the snapshot', () => {
    expect(loadApiReference(fixture).inventory.map((e) => e.symbol)).toEqual(['dagster.asset']);
  });

  it('fails naming the data file and symbol when a documented parameter or symbol is missing', () => {
    const root = siteWithSnapshot({
      assets: [
        {id: 'dagster.asset', kind: 'decorator', params: [{name: 'name'}, {name: 'pool'}], members: []},
        {id: 'dagster.AssetSpec', kind: 'class', params: [], members: []},
      ],
    });
    expect(() => loadApiReference(root)).toThrow(
      [
        "The API reference disagrees with Dagster's own API (src/data/api-snapshot/README.md):",
        '  src/data/api/dagster/assets.yaml: dagster.asset: parameter pool, which Dagster documents, is missing from the signature',
        '  src/data/api/dagster/assets.yaml: dagster.AssetSpec (a class on Dagster\'s "assets" API page) is not in the reference',
      ].join('\n'),
    );
    // The same data is reported, not thrown, when asked for a report.
    expect(loadApiReference(root, {againstDagster: false}).pages).toHaveLength(1);
  });

  it('applies amendments, and fails naming the amendments file when one names nothing', () => {
    const snapshot = {assets: [{id: 'dagster.asset', kind: 'decorator', params: [{name: 'name'}, {name: 'pool'}], members: []}]};
    const fixed = siteWithSnapshot(snapshot, '- {id: dagster.asset, version: 1.10.2, source: a test, remove_params: [pool]}\n');
    expect(() => loadApiReference(fixed)).not.toThrow();
    const wrong = siteWithSnapshot(snapshot, '- {id: dagster.nothing, version: 1.10.2, source: a test, set_lifecycle: null}\n');
    expect(() => loadApiReference(wrong)).toThrow(
      'src/data/api-snapshot/amendments.yaml: amendment for dagster.nothing (a test): no entry dagster.nothing in the snapshot',
    );
  });
});

describe('loadApiReference against the stubs of Dagster’s source', () => {
  const withStub = (stub: string) => {
    const root = siteWithSnapshot({assets: [{id: 'dagster.asset', kind: 'decorator', params: [{name: 'name'}], members: []}]});
    writeFileSync(join(root, 'src/data/api-snapshot/source/assets.py'), stub);
    return root;
  };

  it('loads data whose signature agrees with the stub', () => {
    expect(() => loadApiReference(withStub('# file: a/asset.py @abcdef0\ndef asset(compute_fn=None, *, name=None): ...\n'))).not.toThrow();
  });

  it('fails naming the data file, entry and source file when a default differs', () => {
    expect(() => loadApiReference(withStub('# file: a/asset.py @abcdef0\ndef asset(compute_fn=None, *, name="x"): ...\n'))).toThrow(
      "src/data/api/dagster/assets.yaml: asset: name defaults to 'x' in the source (here None) (a/asset.py@abcdef0)",
    );
  });

  it('fails naming the data file that has no stub, and the entry its stub does not account for', () => {
    const root = withStub('');
    rmSync(join(root, 'src/data/api-snapshot/source/assets.py'));
    expect(() => loadApiReference(root)).toThrow(
      "src/data/api/dagster/assets.yaml: no source stub src/data/api-snapshot/source/assets.py holds Dagster's definitions for it",
    );
    expect(() => loadApiReference(withStub('# file: a/asset.py @abcdef0\ndef multi_asset(): ...\n'))).toThrow(
      'src/data/api/dagster/assets.yaml: asset is not in the source stub src/data/api-snapshot/source/assets.py',
    );
    expect(() => loadApiReference(withStub('# missing: asset (not found)\n'))).not.toThrow();
  });

  it('fails naming the stub and line of a stub that does not parse', () => {
    expect(() => loadApiReference(withStub('# file: a/asset.py @abcdef0\ndef asset(compute_fn=: ...\n'))).toThrow(
      /^src\/data\/api-snapshot\/source\/assets\.py:2: does not parse/,
    );
  });
});

describe('apiReferenceFor', () => {
  it('loads once per site, and a failure once: every later call throws the same error', () => {
    const broken = siteWithSnapshot({assets: [{id: 'dagster.asset', kind: 'decorator', params: [{name: 'pool'}], members: []}]});
    let first: unknown;
    try {
      apiReferenceFor(broken);
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(Error);
    expect(() => apiReferenceFor(broken)).toThrow(first as Error);
    expect(apiReferenceFor(fixture)).toBe(apiReferenceFor(fixture));
  });
});
