import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {documentTitles} from './document-titles';
import {parseSiteMap, SITE_MAP_FILE} from './site-map';

const row = (path: string, title: string, sidebar = 'docs') => ({path, title, sidebar});

describe('documentTitles', () => {
  it('leaves a title that only one page has alone', () => {
    expect(documentTitles([row('/guides', 'Guides'), row('/guides/build', 'Build')])).toEqual({});
  });

  it('says the API page is the API reference, and leaves the one guide of that title alone', () => {
    const rows = [row('/guides/build/assets', 'Assets'), row('/api/dagster/assets', 'Assets', 'api')];
    expect(documentTitles(rows)).toEqual({'/api/dagster/assets': 'Assets: API reference'});
  });

  it('adds the nearest section that differs, skipping sections the pages share', () => {
    const rows = [
      row('/migrate', 'Migrate'),
      row('/migrate/dag', 'DAG level'),
      row('/migrate/dag/setup', 'Setup'),
      row('/migrate/task', 'Task level'),
      row('/migrate/task/setup', 'Setup'),
    ];
    expect(documentTitles(rows)).toEqual({
      '/migrate/dag/setup': 'Setup: DAG level',
      '/migrate/task/setup': 'Setup: Task level',
    });
  });

  it('gives every page of the site map a document title no other page has', () => {
    const rows = parseSiteMap(readFileSync(SITE_MAP_FILE, 'utf8'));
    const titles = documentTitles(rows);
    const all = rows.map((r) => titles[r.path] ?? r.title);
    const shared = all.filter((t, i) => all.indexOf(t) !== i);
    expect(shared).toEqual([]);
    expect(titles['/api/dagster/assets']).toBe('Assets: API reference');
  });
});
