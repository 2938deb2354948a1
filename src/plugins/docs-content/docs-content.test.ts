import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {withMainDocsOnly, withoutVersionDocs} from './index';

const docRoute: RouteConfig = {path: '/guides/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/guides/a.mdx'}};
const tree: RouteConfig = {
  path: '/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          version: 'current',
          docsSidebars: {docs: [{type: 'link', href: '/guides/a', label: 'A'}]},
          docs: {'guides/a': {id: 'guides/a', title: 'A', description: 'All about A'}},
        },
      },
      routes: [{path: '/', component: '@theme/DocRoot', routes: [docRoute]}],
    },
  ],
};

describe('withoutVersionDocs', () => {
  const slim = withoutVersionDocs(tree);
  const version = slim.routes?.[0]?.props?.version as {docs: object; docsSidebars: object; version: string};

  it("empties the version metadata's docs map", () => {
    expect(version.docs).toEqual({});
  });

  it('keeps the sidebars, the rest of the metadata and every route', () => {
    expect(version.version).toBe('current');
    expect(version.docsSidebars).toEqual({docs: [{type: 'link', href: '/guides/a', label: 'A'}]});
    expect(slim.routes?.[0]?.routes?.[0]?.routes).toEqual([docRoute]);
  });

  it('leaves the original route untouched', () => {
    expect(Object.keys((tree.routes?.[0]?.props?.version as {docs: object}).docs)).toEqual(['guides/a']);
  });
});

describe('withMainDocsOnly', () => {
  const globalData = {
    path: '/',
    versions: [
      {
        name: 'current',
        mainDocId: 'index',
        docs: [
          {id: 'index', path: '/', sidebar: 'docs'},
          {id: 'guides/a', path: '/guides/a', sidebar: 'docs'},
        ],
        sidebars: {docs: {link: {path: '/', label: 'index'}}},
      },
    ],
  };

  it("keeps only each version's main doc, and the rest of the data", () => {
    const slim = withMainDocsOnly(globalData) as typeof globalData;
    expect(slim.versions[0]?.docs).toEqual([{id: 'index', path: '/', sidebar: 'docs'}]);
    expect(slim.versions[0]?.sidebars).toEqual(globalData.versions[0]?.sidebars);
    expect(slim.path).toBe('/');
    expect(globalData.versions[0]?.docs).toHaveLength(2);
  });
});
