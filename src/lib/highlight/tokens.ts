/**
 * Prism's token stream as plain data a component can render: text, or a span with Prism's
 * class names (`token keyword`) around its own children. Colours come from CSS, so a page
 * highlighted on the server looks right in either colour mode without re-rendering.
 */
import type Prism from 'prismjs';

export type HighlightNode = string | {className: string; children: HighlightNode[]};

function classNameOf(token: Prism.Token): string {
  const aliases = token.alias === undefined ? [] : [token.alias].flat();
  return ['token', token.type, ...aliases].join(' ');
}

export function toHighlightNodes(stream: Prism.TokenStream): HighlightNode[] {
  const tokens = Array.isArray(stream) ? stream : [stream];
  return tokens.map((token) =>
    typeof token === 'string' ? token : {className: classNameOf(token), children: toHighlightNodes(token.content)},
  );
}

/** The text the nodes spell, which must equal the code they were made from. */
export function textOf(nodes: HighlightNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');
}
