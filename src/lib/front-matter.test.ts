import {describe, expect, it} from 'vitest';
import {readFrontMatter, splitFrontMatter} from './front-matter';

describe('front matter', () => {
  it('splits it from the body and says on which file line the body starts', () => {
    const source = '---\ntitle: "Assets"\nkeywords: ["a", "b"]\n---\n\nBody.\n';
    expect(splitFrontMatter(source)).toEqual({yaml: 'title: "Assets"\nkeywords: ["a", "b"]', body: '\nBody.\n', bodyLine: 5});
    expect(readFrontMatter(source)).toEqual({title: 'Assets', keywords: ['a', 'b']});
  });

  it('reads nothing from a page without it, or with YAML that is not a mapping', () => {
    expect(splitFrontMatter('# Title\n')).toEqual({yaml: undefined, body: '# Title\n', bodyLine: 1});
    expect(readFrontMatter('# Title\n')).toEqual({});
    expect(readFrontMatter('---\n- a\n---\n')).toEqual({});
  });

  it('fails on YAML that does not parse', () => {
    expect(() => readFrontMatter('---\ntitle: "open\n---\n')).toThrow();
  });
});
