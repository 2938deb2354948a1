import {describe, expect, it} from 'vitest';
import {CACHE_IMMUTABLE, CACHE_REVALIDATE, headersFor, hostRedirects, nginxServer, redirectFor, redirectsFile} from './hosting';

describe('hosting rules', () => {
  it('sends old addresses to their pages, the most specific prefix first', () => {
    expect(redirectFor('/api/python-api/libraries/dagster-dbt')).toBe('/api/libraries/dagster-dbt');
    expect(redirectFor('/api/python-api/assets')).toBe('/api/dagster/assets');
    expect(redirectFor('/api/python-api')).toBe('/api/dagster');
    expect(redirectFor('/integrations/libraries/airlift/reference/')).toBe('/guides/migrate/airflow-to-dagster/migration-reference');
    expect(redirectFor('/api/python-apix')).toBeUndefined();
    expect(redirectFor('/guides/build/assets')).toBeUndefined();
  });

  it('caches hashed assets for good and revalidates the rest, with explicit types', () => {
    expect(headersFor('/assets/js/main.0123abcd.js')).toEqual({
      'Cache-Control': CACHE_IMMUTABLE,
      'Content-Type': 'text/javascript; charset=utf-8',
    });
    expect(headersFor('/guides/build/assets.md')).toEqual({
      'Cache-Control': CACHE_REVALIDATE,
      'Content-Type': 'text/markdown; charset=utf-8',
    });
    expect(headersFor('/guides/build/assets')['Content-Type']).toBe('text/html; charset=utf-8');
  });

  it('writes every rule into each host file', () => {
    const redirects = redirectsFile();
    const conf = nginxServer({root: '/srv/docs', listen: '8080'});
    for (const rule of hostRedirects()) {
      expect(redirects).toContain(`${rule.from} ${rule.to} 301`);
      expect(conf).toContain(`location = ${rule.from} { return 301 ${rule.to}; }`);
    }
    expect(conf).toContain('root /srv/docs;');
    expect(conf).toContain('error_page 404 /404.html;');
  });
});
