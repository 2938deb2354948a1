import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkBuiltLinks} from './check-built-links';

describe('checkBuiltLinks', () => {
  it('finds missing pages and anchors, and skips external links and redirect stubs', () => {
    const result = checkBuiltLinks(join(import.meta.dirname, '../tests/fixtures/built-site'));
    expect(result.pages).toBe(3);
    expect(result.broken).toEqual([
      {page: 'guides/a.html', href: '/guides/missing', reason: 'no such page or file'},
      {page: 'guides/a.html', href: '/#nowhere', reason: 'no element with id "nowhere"'},
    ]);
    expect(result.links).toBe(6);
  });
});
