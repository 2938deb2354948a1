import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {checkContent} from './check-content';
import {FileCache} from '../src/plugins/shared/file-cache';
import {loadDiagramRenderer} from '../src/lib/diagrams';

await loadDiagramRenderer();
const root = join(import.meta.dirname, '../tests/fixtures/content');
// Inventory enforcement gets its own test below; the others look at one rule at a time.
const findings = checkContent(root, [], {enforceInventory: false});
const of = (file: string) => findings.filter((f) => f.file === `docs/${file}`).map((f) => `${f.line}: ${f.message}`);

describe('content check', () => {
  it('reports the same findings from cached page analyses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
    const cold = new FileCache(dir, 'test');
    expect(checkContent(root, [], {enforceInventory: false, cache: cold})).toEqual(findings);
    const warm = new FileCache(dir, 'test');
    expect(checkContent(root, [], {enforceInventory: false, cache: warm})).toEqual(findings);
    expect(warm.misses).toBe(0);
    expect(warm.hits).toBeGreaterThan(5);
  });

  it('passes a page that follows every rule', () => {
    expect(of('good.mdx')).toEqual([]);
    expect(of('guide/linked.mdx')).toEqual([]);
  });

  it('names the file and line of malformed front matter, and only that', () => {
    const problems = of('guide/broken-front-matter.mdx');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^3: malformed front matter: Missing closing "quote/);
  });

  it('reports each problem of a page at its line', () => {
    const problems = of('guide/problems.mdx');
    expect(problems).toContain('3: description is 169 characters; keep it under 160');
    expect(problems).toContain('8: unknown component <UnknownWidget>: register it in src/theme/MDXComponents.tsx');
    expect(problems).toContain('10: broken link /guide/nowhere: no page serves /guide/nowhere');
    expect(problems).toContain('10: broken anchor /guide/linked#nope: /guide/linked has no heading #nope');
    expect(problems).toContain('10: link ./linked: use an absolute route such as /guides/build/assets');
    expect(problems).toContain('13: python block does not parse: invalid syntax');
    expect(problems.filter((p) => p.startsWith('18: YAML block does not load'))).toHaveLength(1);
    expect(problems).toContain(
      '21: code block language "rust" is not highlighted: use python, yaml, bash, toml, sql, json, javascript, docker, ini or text, or load it in src/lib/highlight/prism.ts',
    );
    expect(problems).toHaveLength(8);
  });

  it('checks a shared sample once, as its own file, and names a wrong file= fence at its line', () => {
    expect(of('samples/first.mdx')).toEqual([]);
    expect(of('samples/second.mdx')).toEqual([
      '11: the same sample is on docs/samples/first.mdx:11: move it to a file under /snippets/ and include it on both pages with file=',
      '26: file=/snippets/shared/missing.py does not exist',
      '29: a fence with file=/snippets/shared/daily.py takes its code from the file: leave its body empty',
      '36: file=/docs/good.mdx: a sample file must be under /snippets/',
    ]);
    expect(findings.filter((f) => f.file.startsWith('snippets/')).map((f) => `${f.file}:${f.line}: ${f.message}`)).toEqual([
      'snippets/shared/broken.py:3: python block does not parse: invalid syntax',
    ]);
  });

  it('resolves anchors of generated API entries', () => {
    expect(of('guide/symbols.mdx')).toEqual([]);
  });

  it('fails a sample that uses a dagster name the API reference does not document', () => {
    const strict = checkContent(root, [], {enforceInventory: true}).filter((f) => f.file === 'docs/guide/symbols.mdx');
    expect(strict.map((f) => `${f.line}: ${f.message}`)).toEqual([
      '15: dagster.not_a_real_thing is not in the API reference: check the name exists in Dagster 1.10, then document it in src/data/api/',
      '18: dagster.asset has no parameter group (see its signature in src/data/api)',
    ]);
  });

  it('holds library pages to their front matter: a known logo, where to report issues, the install from `package`', () => {
    expect(of('integrations/libraries/nowhere.mdx')).toEqual([
      '1: a community library needs issues_url: where readers report problems',
      '5: logo "no-such-logo" does not exist: add it to src/data/integration-logos.ts',
      '13: install dagster-nowhere with <IntegrationInstall /> so the command comes from the front matter',
    ]);
  });

  it('names a route of the site map that no page serves', () => {
    expect(findings.filter((f) => f.file === 'src/data/site-map.tsv')).toEqual([
      {file: 'src/data/site-map.tsv', line: 3, message: 'no page serves /guide/absent: add docs/guide/absent.mdx'},
    ]);
  });

  it('holds every page to the word floor', () => {
    expect(of('guide/thin.mdx')).toEqual(['5: 5 words of prose; a page needs at least 300']);
  });
});
