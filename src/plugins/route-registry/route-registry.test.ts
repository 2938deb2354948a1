import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const {stripModulePaths} = createRequire(import.meta.url)('./strip-module-paths.cjs') as {stripModulePaths: (source: string) => string};

describe('stripModulePaths', () => {
  it('blanks the module path of each registry entry and keeps the loader and the webpack id', () => {
    const entry =
      '  "d29b807b": [() => import(/* webpackChunkName: "d29b807b" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],';
    expect(stripModulePaths(entry)).toBe(
      '  "d29b807b": [() => import(/* webpackChunkName: "d29b807b" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")],',
    );
  });

  it('passes anything else through', () => {
    const other = 'export default {"x": [load, "@site/docs/a.mdx", 12]};';
    expect(stripModulePaths(other)).toBe(other);
  });
});
