/**
 * Infima makes a table `display: block` so that a wide one scrolls sideways; but then its rows
 * shrink to their content inside the block, and the header band and row rules stop short of the
 * table's edge. Here each table sits in a scrolling frame (`.table-scroll`) instead, and the table
 * itself stays a table that fills the column (src/css/custom.css).
 */
import type {Element, Root} from 'hast';
import {visit, SKIP} from 'unist-util-visit';

export const TABLE_SCROLL_CLASS = 'table-scroll';

export default function rehypeTableScroll() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
      const frame: Element = {
        type: 'element',
        tagName: 'div',
        properties: {className: [TABLE_SCROLL_CLASS]},
        children: [node],
      };
      parent.children[index] = frame;
      return SKIP;
    });
  };
}
