import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {stripModulePaths} = require('./strip-module-paths.cjs') as {stripModulePaths: (source: string) => string};
const {stripSsrTemplate} = require('./strip-ssr-template.cjs') as {stripSsrTemplate: (source: string) => string};

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

describe('stripSsrTemplate', () => {
  it('empties the page template in the browser copy of the site config and keeps every other field', () => {
    const config = [
      'export default {',
      '  "title": "Dagster Docs",',
      '  "ssrTemplate": "<!DOCTYPE html>\\n<script>var a = \\"x\\";</script>\\n",',
      '  "baseUrl": "/",',
      '};',
    ].join('\n');
    expect(stripSsrTemplate(config)).toBe(
      ['export default {', '  "title": "Dagster Docs",', '  "ssrTemplate": "",', '  "baseUrl": "/",', '};'].join('\n'),
    );
  });

  it('passes a config without a template through', () => {
    const other = 'export default {"title": "x"};';
    expect(stripSsrTemplate(other)).toBe(other);
  });
});
