import {mkdtempSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FileCache} from './file-cache';

describe('FileCache', () => {
  it('computes once per inputs and version, then serves the stored value', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'file-cache-'));
    let calls = 0;
    const compute = () => ({calls: ++calls, list: [1, 2]});
    const first = new FileCache(dir, 'v1');
    expect(first.through(['page a'], compute)).toEqual({calls: 1, list: [1, 2]});
    expect(first.through(['page a'], compute)).toEqual({calls: 1, list: [1, 2]});
    expect(new FileCache(dir, 'v1').through(['page a'], compute)).toEqual({calls: 1, list: [1, 2]});
    expect(new FileCache(dir, 'v2').through(['page a'], compute)).toEqual({calls: 2, list: [1, 2]});
    expect(first.through(['page b'], compute)).toEqual({calls: 3, list: [1, 2]});
  });

  it('prunes what a run did not use', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'file-cache-'));
    const run1 = new FileCache(dir, 'v');
    run1.through(['a'], () => 1);
    run1.through(['b'], () => 2);
    const run2 = new FileCache(dir, 'v');
    expect(run2.through(['a'], () => 99)).toBe(1);
    run2.prune();
    expect(readdirSync(dir)).toHaveLength(1);
    expect(run2.hits).toBe(1);
  });
});
