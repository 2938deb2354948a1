import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildAtomically} from './atomic-build';

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'atomic-build-'));
  const out = join(dir, 'build');
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), 'previous build');
  return {out, scratch: join(dir, '.build-partial')};
}

const writes = (content: string, status: number) => (dir: string) => {
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'index.html'), content);
  return status;
};

describe('buildAtomically', () => {
  it('replaces the previous build with a successful one', () => {
    const {out, scratch} = workspace();
    expect(buildAtomically(writes('new build', 0), out, scratch)).toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new build');
    expect(existsSync(scratch)).toBe(false);
  });

  it('leaves no build folder when the build fails, neither the old one nor the partial one', () => {
    const {out, scratch} = workspace();
    expect(buildAtomically(writes('half written', 1), out, scratch)).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(scratch, 'index.html'))).toBe(true);
  });
});
