/**
 * The five sidebars as Docusaurus loads them, checked row by row against the spec's route
 * map: each page in its sidebar with its flags.
 */
import {beforeAll, describe, expect, it} from 'vitest';
// An internal loader (config/upstream.ts, written for Docusaurus 3.10.2).
import {loadSite} from '@docusaurus/core/lib/server/site.js';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {COMMUNITY_CLASS} from '../../src/sidebars/items-generator';
import {docIdOf, readSiteMap} from './site-map';

type Item = {
  type: string;
  id?: string;
  label?: string;
  className?: string;
  customProps?: {logo?: string; community?: boolean};
  collapsed?: boolean;
  collapsible?: boolean;
  link?: {type: string; id?: string};
  items?: Item[];
};

type Placement = {sidebar: string; as: 'doc' | 'category-link'; item: Item; depth: number};

const rows = readSiteMap();
let sidebars: Record<string, Item[]> = {};
let docs: LoadedContent['loadedVersions'][number]['docs'] = [];
const placements = new Map<string, Placement[]>();

function index(sidebar: string, items: Item[], depth: number) {
  for (const item of items) {
    const add = (id: string, as: Placement['as']) => placements.set(id, [...(placements.get(id) ?? []), {sidebar, as, item, depth}]);
    if (item.type === 'doc' && item.id) add(item.id, 'doc');
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) add(item.link.id, 'category-link');
      index(sidebar, item.items ?? [], depth + 1);
    }
  }
}

function categories(items: Item[], depth = 0): {item: Item; depth: number}[] {
  return items.flatMap((item) => (item.type === 'category' ? [{item, depth}, ...categories(item.items ?? [], depth + 1)] : []));
}

beforeAll(async () => {
  const site = await loadSite({siteDir: process.cwd()});
  const plugin = site.props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
  const content = plugin?.content as LoadedContent;
  const version = content.loadedVersions[0];
  sidebars = version.sidebars as unknown as Record<string, Item[]>;
  docs = version.docs;
  for (const [name, items] of Object.entries(sidebars)) index(name, items, 0);
});

describe('sidebars', () => {
  it('are exactly the five the spec names', () => {
    expect(Object.keys(sidebars).sort()).toEqual(['api', 'dagsterPlus', 'docs', 'examples', 'integrations']);
  });

  it('serve one doc per route, with the id equal to the path and the exact title', () => {
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    for (const row of rows) {
      const doc = byId.get(docIdOf(row.path));
      expect(doc, `no doc for ${row.path}`).toBeDefined();
      expect(doc?.permalink).toBe(row.path);
      expect(doc?.title).toBe(row.title);
    }
    expect(docs).toHaveLength(rows.length);
  });

  it.each(rows.filter((r) => r.flags.includes('unlisted')))('keeps unlisted $path out of every sidebar', (row) => {
    expect(placements.get(docIdOf(row.path))).toBeUndefined();
    expect(docs.find((d) => d.id === docIdOf(row.path))?.frontMatter.unlisted).toBe(true);
  });

  it.each(rows.filter((r) => r.flags.includes('no-sidebar')))('renders $path without a sidebar item', (row) => {
    expect(placements.get(docIdOf(row.path))).toBeUndefined();
    const doc = docs.find((d) => d.id === docIdOf(row.path));
    expect(doc?.frontMatter.hide_sidebar).toBe(true);
    expect(doc?.sidebar).toBe(row.sidebar);
  });

  it.each(rows.filter((r) => !r.flags.includes('unlisted') && !r.flags.includes('no-sidebar')))(
    'places $path once in the $sidebar sidebar',
    (row) => {
      const found = placements.get(docIdOf(row.path)) ?? [];
      expect(found, `${row.path} is placed ${found.length} times`).toHaveLength(1);
      expect(found[0].sidebar).toBe(row.sidebar);
      const expected = row.flags.includes('category-index') ? 'category-link' : 'doc';
      expect(found[0].as).toBe(expected);
      if (row.flags.includes('community')) {
        expect(found[0].item.className).toBe(COMMUNITY_CLASS);
        expect(found[0].item.customProps?.community).toBe(true);
      } else {
        expect(found[0].item.className).toBeUndefined();
      }
      if (row.path.startsWith('/integrations/libraries/')) {
        expect(found[0].item.customProps?.logo).toMatch(/^[a-z0-9-]+$/);
      }
    },
  );

  it('expands the top-level docs categories and collapses the guides sub-categories', () => {
    const all = categories(sidebars.docs);
    const top = all.filter((c) => c.depth === 0);
    expect(top.map((c) => c.item.label)).toContain('Build');
    for (const {item} of top) expect(item.collapsed, item.label).toBe(false);
    const nested = all.filter((c) => c.depth > 0);
    expect(nested.length).toBeGreaterThan(10);
    for (const {item} of nested) {
      expect(item.collapsed, item.label).toBe(true);
      expect(item.collapsible, item.label).toBe(true);
    }
  });

  it('makes example and library categories collapsible', () => {
    for (const name of ['examples', 'integrations']) {
      const nested = categories(sidebars[name]).filter((c) => c.depth > 0);
      expect(nested.length).toBeGreaterThan(2);
      for (const {item} of nested) expect(item.collapsible, item.label).toBe(true);
    }
  });
});
