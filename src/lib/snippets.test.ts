import {describe, expect, it} from 'vitest';
import {metaWithoutFile, readSnippet, resolveSnippet, sampleKey, SnippetError, snippetRef} from './snippets';

const root = 'tests/fixtures/content';

describe('snippets', () => {
  it('reads the file a fence names, and the rest of its settings', () => {
    expect(snippetRef('file=/snippets/shared/daily.py title="defs.py"')).toBe('snippets/shared/daily.py');
    expect(snippetRef('title="defs.py"')).toBeUndefined();
    expect(snippetRef(null)).toBeUndefined();
    expect(metaWithoutFile('file=/snippets/shared/daily.py title="defs.py"')).toBe('title="defs.py"');
    expect(metaWithoutFile('file=/snippets/shared/daily.py')).toBeNull();
  });

  it('gives the sample without its trailing newline, and refuses files outside snippets/', () => {
    expect(readSnippet(root, 'snippets/shared/daily.py').split('\n')[0]).toBe('import dagster as dg');
    expect(readSnippet(root, 'snippets/shared/daily.py').endsWith('\n')).toBe(false);
    expect(() => readSnippet(root, 'snippets/../docs/good.mdx')).toThrow(SnippetError);
    expect(() => readSnippet(root, 'docs/good.mdx')).toThrow('file=/docs/good.mdx: a sample file must be under /snippets/');
    expect(() => readSnippet(root, 'snippets/none.py')).toThrow('file=/snippets/none.py does not exist');
  });

  it('fills an empty fence and refuses one with a body of its own', () => {
    expect(resolveSnippet(root, {meta: 'title="a.py"', value: 'x = 1'})).toBeUndefined();
    expect(resolveSnippet(root, {meta: 'file=/snippets/shared/daily.py title="a.py"', value: ''})).toMatchObject({meta: 'title="a.py"'});
    expect(() => resolveSnippet(root, {meta: 'file=/snippets/shared/daily.py', value: 'x = 1'})).toThrow(/leave its body empty/);
  });

  it('treats samples as the same when only blank lines and trailing spaces differ, and short ones not at all', () => {
    const long = Array.from({length: 8}, (_, i) => `x${i} = ${i}`).join('\n');
    expect(sampleKey(long)).toBe(sampleKey(long.replace(/\n/g, '  \n\n')));
    expect(sampleKey('x = 1\ny = 2')).toBeUndefined();
  });
});
