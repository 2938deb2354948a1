import {describe, expect, it} from 'vitest';
import {formatSignature, splitParameters} from './signature';

describe('signature layout', () => {
  it('splits at top-level commas only', () => {
    expect(splitParameters('a, b=(1, 2), *, c: dict[str, int] = {}, d="x,y"')).toEqual([
      'a',
      'b=(1, 2)',
      '*',
      'c: dict[str, int] = {}',
      'd="x,y"',
    ]);
  });

  it('keeps short signatures on one line and breaks long ones per parameter', () => {
    expect(formatSignature('AssetKey(path)')).toBe('AssetKey(path)');
    expect(formatSignature('@dagster.asset(compute_fn=None, *, name=None, key_prefix=None, ins=None, deps=None) -> X')).toBe(
      '@dagster.asset(\n    compute_fn=None,\n    *,\n    name=None,\n    key_prefix=None,\n    ins=None,\n    deps=None,\n) -> X',
    );
  });
});
