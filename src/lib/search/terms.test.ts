import {describe, expect, it} from 'vitest';
import {asksForDagsterPlus, nearMiss, spelledOut} from './terms';

describe('nearMiss', () => {
  it('holds for words one edit apart: a letter changed, added, dropped, or two neighbours swapped', () => {
    expect(nearMiss('declaritive', 'declarative')).toBe(true);
    expect(nearMiss('deamon', 'daemon')).toBe(true);
    expect(nearMiss('schedle', 'schedule')).toBe(true);
    expect(nearMiss('sensorss', 'sensors')).toBe(true);
  });

  it('does not hold for the same word, two edits, or a swap that is not of neighbours', () => {
    expect(nearMiss('daemon', 'daemon')).toBe(false);
    expect(nearMiss('daemon', 'demon1')).toBe(false);
    expect(nearMiss('abcdef', 'fbcdea')).toBe(false);
    expect(nearMiss('sensor', 'sensors12')).toBe(false);
  });
});

describe('spelledOut', () => {
  it('spells out the short forms readers type, as whole words', () => {
    expect(spelledOut('deploy on K8s with helm')).toBe('deploy on kubernetes with helm');
    expect(spelledOut('use env vars for secrets')).toBe('use environment variables for secrets');
    expect(spelledOut('move to Dagster Cloud')).toBe('move to dagster+');
    expect(spelledOut('add a secret in dagster plus')).toBe('add a secret in dagster+');
  });

  it('leaves other clouds and words that only contain a short form alone', () => {
    expect(spelledOut('dbt cloud')).toBe('dbt cloud');
    expect(spelledOut('k8sx environment')).toBe('k8sx environment');
  });
});

describe('asksForDagsterPlus', () => {
  it('hears Dagster+ in its names and in the parts only it has', () => {
    expect(asksForDagsterPlus('alerts in Dagster Cloud')).toBe(true);
    expect(asksForDagsterPlus('dagster plus sso')).toBe(true);
    expect(asksForDagsterPlus('kubernetes agent not starting')).toBe(true);
    expect(asksForDagsterPlus('helm chart')).toBe(false);
    expect(asksForDagsterPlus('deploy dagster on kubernetes')).toBe(false);
  });
});
