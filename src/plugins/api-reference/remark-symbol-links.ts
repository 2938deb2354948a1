/**
 * Links inline code that names a documented symbol (`dg.asset`, `AssetExecutionContext`,
 * `dagster_dbt.DbtCliResource`) to its API entry, on every page. Code inside headings and
 * existing links is left alone. The Markdown twins run the same transform on the tree they read
 * (src/plugins/markdown-twins), so both outputs link the same code.
 */
import type {Root, Link, InlineCode, Parent} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {createSymbolResolver} from '../../lib/api/inventory';
import {apiReferenceFor} from './load';

type Options = {siteDir: string};

/** The API entry a piece of inline code names, if any (see createSymbolResolver). */
export type SymbolLookup = (code: string) => {url: string} | undefined;

/**
 * Wraps each inline code that names a symbol in a link to its entry. The link is made by the
 * build, so it has no position in the source; the inline code inside keeps its own.
 */
export function linkSymbols(tree: Root, lookup: SymbolLookup): void {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (node.type === 'heading' || node.type === 'link' || node.type === 'linkReference') return SKIP;
    if (node.type !== 'inlineCode' || !parent || index === undefined) return undefined;
    const entry = lookup((node as InlineCode).value);
    if (!entry) return undefined;
    const link: Link = {type: 'link', url: entry.url, title: null, children: [node as InlineCode]};
    parent.children.splice(index, 1, link);
    return SKIP;
  });
}

/** The site's symbol lookup, made once per process from the API reference's inventory. */
export function symbolLookupFor(siteDir: string): SymbolLookup {
  return createSymbolResolver(apiReferenceFor(siteDir).inventory);
}

export default function remarkSymbolLinks({siteDir}: Options) {
  let lookup: SymbolLookup | undefined;
  return (tree: Root) => {
    lookup ??= symbolLookupFor(siteDir);
    linkSymbols(tree, lookup);
  };
}
