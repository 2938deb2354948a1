/**
 * Pagefind reads a table's header cells as one run of text ("SettingDefault") where it separates
 * body cells, so a search excerpt that falls on a header row reads as nonsense. A trailing space
 * in each header cell, invisible on the page, keeps the words apart in the index.
 */
import type {Root, Element} from 'hast';
import {visit} from 'unist-util-visit';

export default function rehypeTableHeaders() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'th') node.children.push({type: 'text', value: ' '});
    });
  };
}
