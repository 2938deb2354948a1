import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseApiDocsPage, replacementIn} from './dagster-docs';

// A page written in the format of Dagster's generated API docs (our own entries, not Dagster's).
const page = readFileSync('tests/fixtures/dagster-api-docs/widgets.mdx', 'utf8');

describe('parseApiDocsPage', () => {
  const entries = parseApiDocsPage(page);

  it('reads each entry with its kind, documented parameters and labels', () => {
    expect(entries.map((e) => [e.id, e.kind])).toEqual([
      ['dagster.widget', 'decorator'],
      ['dagster.WidgetSpec', 'class'],
      ['dagster.WidgetContext', 'class'],
      ['dagster.gadget', 'function'],
    ]);
    // An entry without an anchor keeps its own parameters (not its predecessor's).
    expect(entries[2].params).toEqual([{name: 'instance'}]);
    expect(entries[0].params).toEqual([
      {name: 'name'},
      {name: 'io_manager_def', lifecycle: {stage: 'beta'}},
      {name: 'old_deps', lifecycle: {stage: 'deprecated', use_instead: 'deps'}},
      {name: 'kwargs'},
    ]);
  });

  it('reads an entry label from its admonition, with the replacement it names', () => {
    expect(entries[1].lifecycle).toEqual({stage: 'deprecated', use_instead: 'WidgetDefinition'});
    // Dagster 1.10 calls what older pages flag "experimental" beta.
    expect(entries[3].lifecycle).toEqual({stage: 'beta'});
    expect(entries[0].lifecycle).toBeUndefined();
  });

  it('nests members by indentation, with the single inline parameter form', () => {
    expect(entries[1].params).toEqual([{name: 'key'}]);
    expect(entries[1].members.map((m) => [m.id, m.kind])).toEqual([
      ['dagster.WidgetSpec.replace', 'method'],
      ['dagster.WidgetSpec.key', 'property'],
    ]);
    expect(entries[1].members[0].params).toEqual([{name: 'include_sources', lifecycle: {stage: 'beta'}}]);
  });

  it('finds the replacement in the ways the docs phrase it', () => {
    expect(replacementIn('Use AssetSpec instead. If using ..., use AssetSpec(...).with_io_manager_key(...)..')).toBe('AssetSpec');
    expect(replacementIn('Deprecated, use deps instead.')).toBe('deps');
    expect(replacementIn('- <strong>x</strong> USE: deps')).toBe('deps');
    expect(replacementIn('Will be removed.')).toBeUndefined();
  });
});
