import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {compareParams, compareWithSource, pageOfStub, readStubs, StubError, type SourceSnapshot} from './source-signatures';
import {apiFileSchema} from './schema';
import type {ApiPage} from './inventory';
import type {PythonParam} from '../python';

const stubText = readFileSync('tests/fixtures/dagster-source-stubs/widgets.py', 'utf8');
const stub = readStubs([{name: 'widgets.py', text: stubText}])['dagster/widgets'];
const readStub = (name: string, text: string) => readStubs([{name, text}]);
const def = (name: string) => stub.definitions.find((d) => d.name === name);

describe('readStub', () => {
  it('reads functions, constructors and members with the file and commit they came from, constants by value', () => {
    expect(def('widget')).toEqual({
      name: 'widget',
      from: 'python_modules/dagster/dagster/_core/definitions/widget.py@0123abc',
      params: [
        {name: 'fn', kind: 'positional', default: 'None'},
        {name: 'name', kind: 'keyword_only', default: 'None'},
        {name: 'retries', kind: 'keyword_only', default: '3'},
        {name: 'kwargs', kind: 'var_keyword'},
      ],
    });
    expect(def('WidgetSpec')?.params.map((p) => `${p.name}=${p.default}`)).toEqual([
      'cls=undefined',
      'key=undefined',
      'owners=()',
      "label='main'",
    ]);
    expect(def('WidgetSpec.replace')?.params.map((p) => p.default)).toEqual([undefined, '...', '...']);
  });

  it('builds a constructor from the fields of a class without __init__, private fields included for the check to drop', () => {
    expect(def('WidgetResource')).toMatchObject({
      from: 'python_modules/dagster/dagster/_core/definitions/widget_resource.py@4567def',
      params: [
        {name: 'host', kind: 'field'},
        {name: 'port', kind: 'field', default: '8080'},
        {name: 'tags', kind: 'field', default: 'FACTORY'},
        {name: '_cache', kind: 'field', default: 'None'},
      ],
    });
  });

  it('lists the symbols the transcriber could not find', () => {
    expect(stub.missing).toEqual(['widget_sensor']);
    expect(readStub('e.py', '# file: e.py @abcdef0\nclass Color:\n    RED = "red"\n')['dagster/e'].classes).toEqual(['Color']);
    expect(stub.constants).toEqual({DEFAULT_RETRIES: '3'});
    expect(Object.keys(readStub('src/data/api-snapshot/source/dagster-dbt.py', '# file: a.py @id123\ndef f(): ...\n'))).toEqual([
      'libraries/dagster-dbt',
    ]);
  });

  it('names the stub and line of a definition with no file line, or of a syntax error', () => {
    expect(() => readStub('bad.py', 'def f(a): ...\n')).toThrow(
      new StubError('bad.py:1: f has no "# file: <path> @<commit>" line above it'),
    );
    expect(() => readStub('bad.py', '# file: a.py @abcdef0\ndef f(a=): ...\n')).toThrow(/^bad\.py:2: does not parse/);
  });

  it('maps a stub to the data file it describes', () => {
    expect(pageOfStub('assets.py')).toBe('dagster/assets');
    expect(pageOfStub('dagster-dbt.py')).toBe('libraries/dagster-dbt');
    expect(pageOfStub('dagstermill.py')).toBe('libraries/dagstermill');
  });
});

const p = (name: string, kind: PythonParam['kind'], dflt?: string): PythonParam => ({
  name,
  kind,
  ...(dflt !== undefined && {default: dflt}),
});

describe('compareParams', () => {
  const source = [
    p('self', 'positional'),
    p('key', 'positional'),
    p('owners', 'keyword_only', '()'),
    p('_internal', 'keyword_only', 'None'),
  ];
  it('accepts the same parameters, leaving out self and private ones', () => {
    expect(compareParams([p('key', 'positional'), p('owners', 'keyword_only', '()')], source)).toEqual({problems: [], notes: []});
  });
  it('holds parameters both name to the source: order, kind and default', () => {
    const problems = (ours: PythonParam[]) => compareParams(ours, source).problems;
    expect(problems([p('owners', 'keyword_only', '()'), p('key', 'positional')])).toEqual(["the source's order is (key, owners)"]);
    expect(problems([p('key', 'positional'), p('owners', 'positional', '()')])).toEqual([
      'owners is keyword-only in the source, positional here',
    ]);
    expect(problems([p('key', 'positional'), p('owners', 'keyword_only', 'None')])).toEqual([
      'owners defaults to () in the source (here None)',
    ]);
    expect(problems([p('key', 'positional', 'None'), p('owners', 'keyword_only', '()')])).toEqual([
      'key has no default in the source (here None)',
    ]);
  });
  it('notes, without failing, a parameter only one side names (the versions may differ)', () => {
    expect(compareParams([p('owners', 'keyword_only', '()')], source)).toEqual({problems: [], notes: ['the source also takes key']});
    expect(compareParams([p('key', 'positional'), p('owners', 'keyword_only', '()'), p('colour', 'keyword_only')], source)).toEqual({
      problems: [],
      notes: ['the source takes no colour'],
    });
  });
  it('takes a field, which a stub cannot tell keyword-only from positional, either way', () => {
    expect(compareParams([p('start', 'positional')], [p('start', 'field')]).problems).toEqual([]);
    expect(compareParams([p('start', 'keyword_only')], [p('start', 'field')]).problems).toEqual([]);
  });
  it('compares a default of ours that names a constant of the stub by its value, and empty dict() as {}', () => {
    expect(
      compareParams([p('retries', 'keyword_only', 'DEFAULT_RETRIES')], [p('retries', 'keyword_only', '3')], {DEFAULT_RETRIES: '3'})
        .problems,
    ).toEqual([]);
    expect(compareParams([p('params', 'keyword_only', '{}')], [p('params', 'keyword_only', 'dict()')]).problems).toEqual([]);
  });
  it('accepts any default where the source builds one with a factory, but not none', () => {
    expect(compareParams([p('tags', 'keyword_only', '{}')], [p('tags', 'keyword_only', 'FACTORY')]).problems).toEqual([]);
    expect(compareParams([p('tags', 'keyword_only')], [p('tags', 'keyword_only', 'FACTORY')]).problems).toEqual([
      'tags defaults to FACTORY in the source (here none)',
    ]);
  });
});

const entry = (over: Record<string, unknown>) => ({summary: 'S.', example: 'x = 1', related: ['/api'], ...over});
const described = (...names: string[]) => names.map((name) => ({name, type: 'object', description: 'D.'}));

function pages(widgetSignature: string): ApiPage[] {
  const data = apiFileSchema.parse({
    module: 'dagster',
    symbols: [
      entry({
        name: 'widget',
        kind: 'decorator',
        signature: widgetSignature,
        returns: {type: 'W', description: 'W.'},
        params: described('fn', 'name', 'retries'),
      }),
      entry({
        name: 'WidgetSpec',
        kind: 'class',
        signature: "WidgetSpec(key, *, owners=(), label='main')",
        params: described('key', 'owners', 'label'),
        members: [
          {name: 'replace', kind: 'method', signature: 'replace(*, key=..., owners=...)', summary: 'R.'},
          {name: 'size', kind: 'property', signature: 'size', summary: 'S.'},
        ],
      }),
      entry({
        name: 'WidgetResource',
        kind: 'class',
        signature: 'WidgetResource(*, host, port=8080, tags={})',
        params: described('host', 'port', 'tags'),
      }),
    ],
  });
  return [{route: '/api/dagster/widgets', file: 'src/data/api/dagster/widgets.yaml', data}];
}

describe('compareWithSource', () => {
  const snapshot: SourceSnapshot = {'dagster/widgets': stub};

  it('accepts signatures that agree with the source, quotes written either way', () => {
    expect(compareWithSource(snapshot, pages('widget(fn=None, *, name=None, retries=3, **kwargs)'))).toEqual({problems: [], notes: []});
  });

  it('names the data file, the entry and the source file of a disagreement', () => {
    expect(compareWithSource(snapshot, pages('widget(fn=None, *, retries=5, name=None, **kwargs)')).problems).toEqual([
      "src/data/api/dagster/widgets.yaml: widget: the source's order is (fn, name, retries, **kwargs); retries defaults to 3 in the source (here 5) (python_modules/dagster/dagster/_core/definitions/widget.py@0123abc)",
    ]);
  });

  it('reports a signature that is not Python, and a snapshot page with no data file', () => {
    expect(compareWithSource(snapshot, pages('widget(fn=None, *, name=)')).problems[0]).toMatch(
      /^src\/data\/api\/dagster\/widgets\.yaml: widget: the signature does not read as Python/,
    );
    expect(compareWithSource({'dagster/gadgets': stub}, pages('widget()')).problems).toEqual([
      "src/data/api/dagster/widgets.yaml: no source stub src/data/api-snapshot/source/widgets.py holds Dagster's definitions for it",
      'src/data/api/dagster/gadgets.yaml: the source snapshot has signatures for it, and there is no such data file',
    ]);
  });

  it('requires every documented callable in the stub: transcribed, a class without a constructor, or listed as missing', () => {
    const withoutSpec: SourceSnapshot = {
      'dagster/widgets': {
        ...stub,
        definitions: stub.definitions.filter((d) => d.name !== 'WidgetSpec'),
        classes: stub.classes.filter((name) => name !== 'WidgetSpec'),
      },
    };
    expect(compareWithSource(withoutSpec, pages('widget(fn=None, *, name=None, retries=3, **kwargs)')).problems).toEqual([
      'src/data/api/dagster/widgets.yaml: WidgetSpec is not in the source stub src/data/api-snapshot/source/widgets.py: transcribe its definition or list it as "# missing: WidgetSpec (why)"',
    ]);
    const asBareClass: SourceSnapshot = {'dagster/widgets': {...withoutSpec['dagster/widgets'], classes: ['WidgetSpec']}};
    expect(compareWithSource(asBareClass, pages('widget(fn=None, *, name=None, retries=3, **kwargs)')).problems).toEqual([]);
    const asMissing: SourceSnapshot = {'dagster/widgets': {...withoutSpec['dagster/widgets'], missing: ['WidgetSpec']}};
    expect(compareWithSource(asMissing, pages('widget(fn=None, *, name=None, retries=3, **kwargs)')).problems).toEqual([]);
  });
});
