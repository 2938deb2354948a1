/**
 * Links inline code that names a documented symbol (`dg.asset`, `AssetExecutionContext`,
 * `dagster_dbt.DbtCliResource`) to its API entry, on every page. Code inside headings and
 * existing links is left alone.
 */
import type {Root, Link, InlineCode, Parent} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {createSymbolResolver} from '../../lib/api/inventory';
import {apiReferenceFor} from './load';

type Options = {siteDir: string};

export default function remarkSymbolLinks({siteDir}: Options) {
  let resolve: ReturnType<typeof createSymbolResolver> | undefined;
  return (tree: Root) => {
    resolve ??= createSymbolResolver(apiReferenceFor(siteDir).inventory);
    const lookup = resolve;
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (node.type === 'heading' || node.type === 'link' || node.type === 'linkReference') return SKIP;
      if (node.type !== 'inlineCode' || !parent || index === undefined) return undefined;
      const entry = lookup((node as InlineCode).value);
      if (!entry) return undefined;
      const link: Link = {type: 'link', url: entry.url, title: null, children: [node as InlineCode]};
      parent.children.splice(index, 1, link);
      return SKIP;
    });
  };
}
