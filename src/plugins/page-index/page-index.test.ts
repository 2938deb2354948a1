import {describe, expect, it} from 'vitest';
import {buildPageIndex, type IndexableDoc} from './page-index';

function doc(overrides: Partial<IndexableDoc>): IndexableDoc {
  return {
    id: 'guides/x',
    title: 'X',
    description: 'About X.',
    permalink: '/guides/x',
    unlisted: false,
    frontMatter: {description: 'About X.'},
    ...overrides,
  };
}

describe('buildPageIndex', () => {
  it('keeps id, title, description and sidebar, sorted by path', () => {
    const records = buildPageIndex([
      doc({id: 'b', permalink: '/b', title: 'B', sidebar: 'docs'}),
      doc({id: 'intro', permalink: '/', title: 'Overview', sidebar: 'docs'}),
    ]);
    expect(records).toEqual([
      {id: 'intro', path: '/', title: 'Overview', description: 'About X.', sidebar: 'docs'},
      {id: 'b', path: '/b', title: 'B', description: 'About X.', sidebar: 'docs'},
    ]);
  });

  it('keeps an authored empty description instead of the excerpt Docusaurus falls back to', () => {
    const [record] = buildPageIndex([doc({description: 'First paragraph of the body.', frontMatter: {description: ''}})]);
    expect(record.description).toBe('');
  });

  it('marks unlisted pages and omits the sidebar of pages that have none', () => {
    const [record] = buildPageIndex([doc({unlisted: true})]);
    expect(record.unlisted).toBe(true);
    expect('sidebar' in record).toBe(false);
  });
});
