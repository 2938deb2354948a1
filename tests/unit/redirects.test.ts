import {describe, expect, it} from 'vitest';
import {EXACT_REDIRECTS, PREFIX_REDIRECTS, redirectsTo} from '../../config/redirects';
import {readSiteMap} from './site-map';

const routes = new Set(readSiteMap().map((row) => row.path));

describe('redirects', () => {
  it('send every exact old path to a page that exists', () => {
    for (const {from, to} of EXACT_REDIRECTS) {
      expect(routes.has(to), `${from} → ${to}`).toBe(true);
      expect(routes.has(from), `${from} is itself a page`).toBe(false);
    }
  });

  it('map whole trees, most specific rule first', () => {
    expect(redirectsTo('/api/dagster/assets')).toEqual(['/api/python-api/assets']);
    expect(redirectsTo('/api/libraries/dagster-dbt')).toEqual(['/api/python-api/libraries/dagster-dbt']);
    expect(redirectsTo('/guides/migrate/airflow-to-dagster/federation/setup')).toEqual([
      '/integrations/libraries/airlift/federation-tutorial/setup',
    ]);
    expect(redirectsTo('/guides/build/assets')).toEqual([]);
  });

  it('cover every page under each prefix target, each old path once', () => {
    const olds = [...routes].flatMap((route) => redirectsTo(route));
    expect(new Set(olds).size).toBe(olds.length);
    for (const rule of PREFIX_REDIRECTS) {
      const targets = [...routes].filter((r) => r.startsWith(`${rule.toPrefix}/`));
      expect(targets.length).toBeGreaterThan(10);
    }
    for (const old of olds) expect(routes.has(old), old).toBe(false);
  });
});
