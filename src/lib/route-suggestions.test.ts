import {describe, expect, it} from 'vitest';
import {suggestRoutes} from './route-suggestions';

const pages = [
  {path: '/', title: 'Overview'},
  {path: '/guides/build/assets', title: 'Assets'},
  {path: '/guides/build/assets/defining-assets', title: 'Defining assets'},
  {path: '/guides/automate/schedules', title: 'Schedules'},
  {path: '/getting-started/glossary', title: 'Glossary', unlisted: true},
];

describe('suggestRoutes', () => {
  it('finds a moved page by its last segment', () => {
    expect(suggestRoutes('/guides/assets', pages)[0].path).toBe('/guides/build/assets');
  });

  it('matches title words and never suggests unlisted pages', () => {
    expect(suggestRoutes('/concepts/schedules', pages).map((p) => p.path)).toEqual(['/guides/automate/schedules']);
    expect(suggestRoutes('/glossary', pages)).toEqual([]);
  });

  it('finds the page a near miss meant: a typo, another word ending, a swapped pair of letters', () => {
    expect(suggestRoutes('/guides/build/asets', pages)[0].path).toBe('/guides/build/assets');
    expect(suggestRoutes('/guides/automate/schedule', pages)[0].path).toBe('/guides/automate/schedules');
    expect(suggestRoutes('/guides/build/assets/defnining-assets', pages)[0].path).toBe('/guides/build/assets/defining-assets');
    expect(suggestRoutes('/guides/automate/shcedules', pages)[0].path).toBe('/guides/automate/schedules');
  });

  it('survives an address with a malformed escape', () => {
    expect(suggestRoutes('/guides/%', pages).map((p) => p.path)).toContain('/guides/build/assets');
  });

  it('returns nothing for a path with no words', () => {
    expect(suggestRoutes('/%20/', pages)).toEqual([]);
  });
});
