import {describe, expect, it} from 'vitest';
import {applyAmendments, amendmentSchema, publicName, snapshotProblems, undescribedParameters, type ApiSnapshot} from './snapshot';
import {apiFileSchema} from './schema';
import type {ApiPage} from './inventory';

const snapshot: ApiSnapshot = {
  source: 'test',
  version: '1.10.2',
  pages: {
    widgets: [
      {
        id: 'dagster.widget',
        kind: 'decorator',
        params: [{name: 'name'}, {name: 'io_manager_def', lifecycle: {stage: 'beta'}}],
        members: [],
      },
      {
        id: 'dagster.WidgetSpec',
        kind: 'class',
        lifecycle: {stage: 'deprecated', use_instead: 'WidgetDefinition'},
        params: [{name: 'key'}],
        members: [{id: 'dagster.WidgetSpec.replace', kind: 'method', params: [], members: []}],
      },
    ],
    // A page the site has no data file for is not checked.
    cli: [{id: 'dagster.cli_thing', kind: 'function', params: [], members: []}],
  },
};

const entry = (over: Record<string, unknown>) => ({summary: 'S.', example: 'x = 1', related: ['/api'], ...over});

function pageWith(symbols: Record<string, unknown>[]): ApiPage[] {
  return [
    {route: '/api/dagster/widgets', file: 'src/data/api/dagster/widgets.yaml', data: apiFileSchema.parse({module: 'dagster', symbols})},
  ];
}

const widgetParams = [
  {name: 'fn', type: 'Callable', default: 'None', description: 'F.'},
  {name: 'name', type: 'str', default: 'None', description: 'N.'},
  {name: 'io_manager_def', type: 'object', default: 'None', description: 'I.', lifecycle: {stage: 'beta'}},
];
const good = [
  entry({
    name: 'widget',
    kind: 'decorator',
    signature: 'widget(fn=None, *, name=None, io_manager_def=None)',
    returns: {type: 'W', description: 'W.'},
    params: widgetParams,
  }),
  entry({
    name: 'WidgetSpec',
    kind: 'class',
    signature: 'WidgetSpec(key)',
    params: [{name: 'key', type: 'str', description: 'K.'}],
    lifecycle: {stage: 'deprecated', use_instead: 'dagster.WidgetDefinition'},
    members: [{name: 'replace', kind: 'method', signature: 'replace(**kwargs)', summary: 'R.'}],
  }),
];

describe('snapshotProblems', () => {
  it('accepts a reference that agrees with the snapshot', () => {
    expect(snapshotProblems(snapshot, pageWith(good))).toEqual([]);
    expect(undescribedParameters(pageWith(good))).toEqual([]);
  });

  it('names the file and symbol for a missing symbol, member, parameter or label', () => {
    const [widget, spec] = good;
    const broken = [
      {
        ...widget,
        signature: 'widget(fn=None, *, io_manager_def=None)',
        params: [widgetParams[0], {...widgetParams[2], lifecycle: undefined}],
      },
      {...spec, lifecycle: undefined, members: []},
    ];
    expect(snapshotProblems(snapshot, pageWith(broken))).toEqual([
      'src/data/api/dagster/widgets.yaml: dagster.widget: parameter name, which Dagster documents, is missing from the signature',
      'src/data/api/dagster/widgets.yaml: dagster.widget: parameter io_manager_def is labelled with no label here, beta in Dagster 1.10',
      'src/data/api/dagster/widgets.yaml: dagster.WidgetSpec: labelled with no label here, deprecated in Dagster 1.10',
      'src/data/api/dagster/widgets.yaml: dagster.WidgetSpec.replace (a method on Dagster\'s "widgets" API page) is not in the reference',
    ]);
    expect(snapshotProblems(snapshot, pageWith([spec]))).toEqual([
      'src/data/api/dagster/widgets.yaml: dagster.widget (a decorator on Dagster\'s "widgets" API page) is not in the reference',
    ]);
  });

  it('matches an entry Dagster names by its private module under the package that exports it', () => {
    expect(publicName('dagster._loggers.colored_console_logger')).toBe('dagster.colored_console_logger');
    expect(publicName('dagster._core.scheduler.DagsterDaemonScheduler')).toBe('dagster.DagsterDaemonScheduler');
    expect(publicName('dagster_aws.s3.S3Resource')).toBe('dagster_aws.s3.S3Resource');
    const privateIds: ApiSnapshot = {
      ...snapshot,
      pages: {widgets: [{...snapshot.pages.widgets[0], id: 'dagster._widgets.widget'}, snapshot.pages.widgets[1]]},
    };
    expect(snapshotProblems(privateIds, pageWith(good))).toEqual([]);
  });

  it('rejects a label Dagster does not give', () => {
    const [widget, spec] = good;
    const extra = {...widget, lifecycle: {stage: 'preview'}};
    expect(snapshotProblems(snapshot, pageWith([extra, spec]))).toEqual([
      'src/data/api/dagster/widgets.yaml: dagster.widget: labelled preview here, with no label in Dagster 1.10',
    ]);
  });

  it('lists parameters a signature names without describing them', () => {
    const [widget] = good;
    expect(undescribedParameters(pageWith([{...widget, params: []}]))).toEqual([
      'src/data/api/dagster/widgets.yaml: dagster.widget: parameter fn is in the signature but not described',
      'src/data/api/dagster/widgets.yaml: dagster.widget: parameter name is in the signature but not described',
      'src/data/api/dagster/widgets.yaml: dagster.widget: parameter io_manager_def is in the signature but not described',
    ]);
  });
});

describe('applyAmendments', () => {
  const amend = (a: Record<string, unknown>) => amendmentSchema.parse({version: '1.10.15', source: 'CHANGES.md 1.10.15', ...a});

  it('brings the docs to a later version: labels, parameters, entries', () => {
    const next = applyAmendments(snapshot, [
      amend({id: 'dagster.WidgetSpec', set_lifecycle: null}),
      amend({id: 'dagster.widget', add_params: ['pool'], set_param_lifecycle: {io_manager_def: null}}),
      amend({id: 'dagster.WidgetSpec.merge', add_entry: {page: 'widgets', kind: 'method'}}),
    ]);
    const [widget, spec] = next.pages.widgets;
    expect(spec.lifecycle).toBeUndefined();
    expect(widget.params).toEqual([{name: 'name'}, {name: 'io_manager_def'}, {name: 'pool'}]);
    expect(spec.members.map((m) => m.id)).toEqual(['dagster.WidgetSpec.replace', 'dagster.WidgetSpec.merge']);
    // The input is left as it was.
    expect(snapshot.pages.widgets[1].lifecycle?.stage).toBe('deprecated');
  });

  it('fails naming the amendment when it names something that is not there', () => {
    expect(() => applyAmendments(snapshot, [amend({id: 'dagster.nothing', set_lifecycle: null})])).toThrow(
      'amendment for dagster.nothing (CHANGES.md 1.10.15): no entry dagster.nothing in the snapshot',
    );
    expect(() => applyAmendments(snapshot, [amend({id: 'dagster.widget', remove_params: ['pool']})])).toThrow(
      /documents no parameter pool/,
    );
    expect(() => amendmentSchema.parse({id: 'dagster.widget', version: '1.10.15', source: 'x'})).toThrow(/must change something/);
  });
});
