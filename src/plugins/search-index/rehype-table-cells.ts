/**
 * Pagefind reads the text of a table's cells as one run when nothing separates them, and the
 * minified HTML has nothing between `</td>` and `<td>`: "DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENTstring"
 * is one word in the index, so the variable's name finds nothing and an excerpt reads as nonsense.
 * A trailing space in each cell, invisible on the page, keeps the words apart.
 */
import type {Root, Element} from 'hast';
import {visit} from 'unist-util-visit';

export default function rehypeTableCells() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'th' || node.tagName === 'td') node.children.push({type: 'text', value: ' '});
    });
  };
}
