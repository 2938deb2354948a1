import {describe, expect, it} from 'vitest';
import {COMMUNITY_CLASS, transformItems, type NormalizedSidebar, type NormalizedSidebarItem} from './items-generator';

const docs = [
  {id: 'lib/a', title: 'A', frontMatter: {}, sidebarPosition: undefined},
  {id: 'lib/dbt', title: 'Dagster & dbt', frontMatter: {sidebar_custom_props: {logo: 'dbt', community: false}}, sidebarPosition: undefined},
  {id: 'lib/dbt/ref', title: 'Ref', frontMatter: {}, sidebarPosition: 2},
  {id: 'lib/dbt/intro', title: 'Intro', frontMatter: {}, sidebarPosition: 1},
  {id: 'lib/x', title: 'X', frontMatter: {sidebar_custom_props: {logo: 'x', community: true}}, sidebarPosition: undefined},
  {id: 'lib/hidden', title: 'Hidden', frontMatter: {unlisted: true}, sidebarPosition: undefined},
];

const generated: NormalizedSidebar = [
  {type: 'doc', id: 'lib/a'},
  {
    type: 'category',
    label: 'dbt',
    collapsed: false,
    collapsible: true,
    items: [
      {type: 'doc', id: 'lib/dbt/ref'},
      {type: 'doc', id: 'lib/dbt/intro'},
    ],
  },
  {type: 'doc', id: 'lib/dbt'},
  {type: 'doc', id: 'lib/hidden'},
  {type: 'doc', id: 'lib/x'},
];

describe('transformItems', () => {
  const items = transformItems(generated, 'lib', docs);

  it('turns the sibling doc into the category link, labelled with its title', () => {
    const category = items.find((i: NormalizedSidebarItem) => i.type === 'category');
    expect(category).toMatchObject({
      label: 'Dagster & dbt',
      link: {type: 'doc', id: 'lib/dbt'},
      collapsed: true,
      collapsible: true,
      customProps: {logo: 'dbt', community: false},
    });
    expect(items.some((i: NormalizedSidebarItem) => i.type === 'doc' && i.id === 'lib/dbt')).toBe(false);
  });

  it('orders by sidebar_position, then keeps the generated order', () => {
    const category = items.find((i: NormalizedSidebarItem) => i.type === 'category');
    expect(category?.type === 'category' && category.items.map((i: NormalizedSidebarItem) => (i.type === 'doc' ? i.id : ''))).toEqual([
      'lib/dbt/intro',
      'lib/dbt/ref',
    ]);
  });

  it('drops unlisted docs and marks community ones', () => {
    expect(items.some((i: NormalizedSidebarItem) => i.type === 'doc' && i.id === 'lib/hidden')).toBe(false);
    expect(items.find((i: NormalizedSidebarItem) => i.type === 'doc' && i.id === 'lib/x')).toMatchObject({className: COMMUNITY_CLASS});
    expect(items.find((i: NormalizedSidebarItem) => i.type === 'doc' && i.id === 'lib/a')).not.toHaveProperty('className');
  });
});
