import {describe, expect, it} from 'vitest';
import {compileSchemas, configFileOf, configProblems, CONFIG_FILES} from './config-files';

const instance = {
  type: 'object',
  additionalProperties: false,
  properties: {
    run_coordinator: {
      type: 'object',
      additionalProperties: false,
      properties: {module: {type: 'string'}, class: {type: 'string'}, config: {type: 'object'}},
      if: {properties: {class: {const: 'QueuedRunCoordinator'}}},
      then: {
        properties: {
          config: {type: 'object', additionalProperties: false, properties: {max_concurrent_runs: {type: 'integer'}}},
        },
      },
    },
    telemetry: {type: 'object', additionalProperties: false, properties: {enabled: {type: 'boolean'}}},
  },
};
const dg = {
  type: 'object',
  additionalProperties: false,
  properties: {
    directory_type: {enum: ['project', 'workspace']},
    project: {type: 'object', additionalProperties: false, properties: {root_module: {type: 'string'}}},
  },
};
const validators = compileSchemas({'dagster-yaml': instance, 'dg-toml': dg});
const file = (schema: string, label?: string) => CONFIG_FILES.find((f) => f.schema === schema && (!label || f.label === label))!;

describe('configuration blocks', () => {
  it('knows a file by its title, and Dagster+ values.yaml from the open-source chart', () => {
    expect(configFileOf('title="dagster.yaml"', '/guides/deploy', 'yaml')?.schema).toBe('dagster-yaml');
    expect(configFileOf('title="$DAGSTER_HOME/dagster.yaml"', '/x', 'yaml')?.schema).toBe('dagster-yaml');
    expect(configFileOf('title="values.yaml"', '/guides/deploy/deployment-options/kubernetes', 'yaml')?.schema).toBe('helm-values');
    expect(configFileOf('title="values.yaml"', '/dagster-plus/deployment/x', 'yaml')).toBeUndefined();
    expect(configFileOf('title="my-project/pyproject.toml"', '/x', 'toml')?.label).toBe('[tool.dg] of pyproject.toml');
    expect(configFileOf('title="dagster.yaml"', '/x', 'toml')).toBeUndefined();
    expect(configFileOf(null, '/x', 'yaml')).toBeUndefined();
  });

  it('accepts what the schema describes', () => {
    const text =
      'run_coordinator:\n  module: dagster.core.run_coordinator\n  class: QueuedRunCoordinator\n  config:\n    max_concurrent_runs: 5\n';
    expect(configProblems(text, file('dagster-yaml'), validators)).toEqual([]);
  });

  it('names an unknown key at its line, inside a class-specific config', () => {
    const text =
      'run_coordinator:\n  module: dagster.core.run_coordinator\n  class: QueuedRunCoordinator\n  config:\n    max_concurent_runs: 5\n';
    expect(configProblems(text, file('dagster-yaml'), validators)).toEqual([
      {line: 4, message: 'dagster.yaml has no key "max_concurent_runs" under run_coordinator.config in Dagster 1.10.15'},
    ]);
  });

  it('names a wrong type', () => {
    expect(configProblems('telemetry:\n  enabled: "no"\n', file('dagster-yaml'), validators)).toEqual([
      {line: 1, message: 'dagster.yaml: telemetry.enabled must be boolean'},
    ]);
  });

  it('checks only the tool.dg table of a pyproject.toml', () => {
    const pyproject = file('dg-toml', '[tool.dg] of pyproject.toml');
    expect(configProblems('[project]\nname = "x"\n[tool.dg]\ndirectory_type = "project"\n', pyproject, validators)).toEqual([]);
    expect(configProblems('[project]\nname = "x"\n\n[tool.dg.project]\nroot_modul = "x"\n', pyproject, validators)).toEqual([
      {line: 4, message: '[tool.dg] of pyproject.toml has no key "root_modul" under project in Dagster 1.10.15'},
    ]);
    expect(configProblems('[tool.dg]\ndirectory_type = "folder"\n', pyproject, validators)[0].message).toBe(
      '[tool.dg] of pyproject.toml: directory_type must be one of "project", "workspace"',
    );
  });
});
