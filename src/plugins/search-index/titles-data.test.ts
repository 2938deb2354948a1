import {describe, expect, it} from 'vitest';
import {buildTitleData} from './titles-data';
import {parseSiteMap} from '../../lib/site-map';

describe('buildTitleData', () => {
  it('lists listed pages outside the API reference with their keywords, and marks section pages from the site map', () => {
    const siteMap = parseSiteMap(
      'path\ttitle\tsidebar\tflags\n/guides/labs/dg\tdg\tdocs\tcategory-index\n/guides/labs/dg/uv\tUv\tdocs\t\n',
    );
    const docs = [
      {permalink: '/guides/labs/dg/uv', title: 'Using dg with uv', description: 'uv.', unlisted: false, frontMatter: {}},
      {permalink: '/guides/labs/dg', title: 'dg', description: 'The CLI.', unlisted: false, frontMatter: {keywords: ['dg cli', 3]}},
      {permalink: '/glossary', title: 'Glossary', description: 'Terms.', unlisted: true, frontMatter: {}},
      {permalink: '/api/dagster/assets', title: 'Assets', description: 'API.', unlisted: false, frontMatter: {}},
    ];
    expect(buildTitleData(docs, siteMap)).toEqual({
      pages: [
        ['/guides/labs/dg', 'dg', ['dg cli'], 1],
        ['/guides/labs/dg/uv', 'Using dg with uv', [], 0],
      ],
    });
  });
});
