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

/** Token kinds drawn as plain text (see `plainPunctuation`). */
const PLAIN_TOKENS = new Set(['token punctuation', 'token operator']);

/**
 * The nodes with bare punctuation and operator tokens (`(`, `,`, `=`, `->`) turned into plain
 * text. They were a third of all token spans: on an API page, whose hundreds of signatures and
 * examples are mostly brackets and commas, a fifth of all its elements, and the bytes that kept its
 * HTML from arriving a network round trip sooner. A colour for a comma tells a reader nothing.
 * Other tokens, and tokens with an alias such as a decorator's, keep their class.
 */
export function plainPunctuation(nodes: HighlightNode[]): HighlightNode[] {
  const out: HighlightNode[] = [];
  for (const node of nodes) {
    const next =
      typeof node === 'string' || PLAIN_TOKENS.has(node.className)
        ? textOf([node])
        : {className: node.className, children: plainPunctuation(node.children)};
    const last = out[out.length - 1];
    if (typeof next === 'string' && typeof last === 'string') out[out.length - 1] = last + next;
    else out.push(next);
  }
  return out;
}
