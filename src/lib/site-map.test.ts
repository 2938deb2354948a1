import {describe, expect, it} from 'vitest';
import {parseSiteMap, routeProblems} from './site-map';

const map = parseSiteMap(
  'path\ttitle\tsidebar\tflags\n/\tOverview\tdocs\t\n/guides/build/assets\tAssets\tdocs\t\n/getting-started/glossary\tGlossary\t\tunlisted\n',
);

describe('site map', () => {
  it('reads rows with their flags and file lines', () => {
    expect(map.map((r) => [r.path, r.flags, r.line])).toEqual([
      ['/', [], 2],
      ['/guides/build/assets', [], 3],
      ['/getting-started/glossary', ['unlisted'], 4],
    ]);
  });

  it('accepts a build that wrote exactly the site map and the site’s own pages', () => {
    expect(routeProblems(map, ['/', '/guides/build/assets/', '/getting-started/glossary', '/search', '/404.html'])).toEqual([]);
  });

  it('names a route that vanished from the build, and a built route the map does not list', () => {
    expect(routeProblems(map, ['/', '/getting-started/glossary', '/guides/build/assets-draft', '/search'])).toEqual([
      'src/data/site-map.tsv:3: /guides/build/assets is in the site map but the build did not write it',
      'the build wrote /guides/build/assets-draft, which is not in src/data/site-map.tsv: add it there (with its flags) or remove its page',
    ]);
  });
});
