/** The catalog's cards, derived from front matter, against the spec's integrations table. */
import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
// An internal loader (config/upstream.ts, written for Docusaurus 3.10.2).
import {loadSite} from '@docusaurus/core/lib/server/site.js';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {catalogEntries, type LibraryDoc} from '../../src/plugins/integration-catalog/entries';
import type {CatalogEntry} from '../../src/lib/catalog';
import {EMPTY_DESCRIPTION_ROUTES} from '../../config/content';

const rows = readFileSync('tests/fixtures/integrations.tsv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [path, title, community, category] = line.split('\t');
    return {path, title, community: community === 'yes', category};
  });

let entries: CatalogEntry[] = [];

beforeAll(async () => {
  const site = await loadSite({siteDir: process.cwd()});
  const docs = site.props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs')?.content as LoadedContent;
  entries = catalogEntries(docs.loadedVersions[0].docs as unknown as LibraryDoc[]);
});

describe('integration catalog', () => {
  it('has one card per library of the spec, and no other', () => {
    expect(entries.map((e) => e.url).sort()).toEqual(rows.map((r) => r.path).sort());
  });

  it.each(rows)('shows $path with its category and maintainer', (row) => {
    const entry = entries.find((e) => e.url === row.path);
    expect(entry).toMatchObject({community: row.community, category: row.category});
    expect(entry?.name).toBe(row.title.replace(/^Dagster & /, ''));
    expect(entry?.logo).toMatch(/^\/img\/integrations\/[a-z0-9-]+\.svg$/);
    if (EMPTY_DESCRIPTION_ROUTES.includes(row.path)) expect(entry?.description).toBe('');
    else expect(entry?.description.length).toBeGreaterThan(20);
  });
});
