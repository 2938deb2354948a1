/**
 * Turns every ```mermaid code block into a <Diagram> drawn at build time (src/lib/diagrams.ts),
 * so pages ship finished SVG and no Mermaid code, turned top to bottom where left to right would
 * not fit the column. A block that cannot be drawn fails the build,
 * naming the file and line.
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {diagramText, DiagramError, loadDiagramRenderer, renderDiagramToFit} from '../../lib/diagrams';
import {jsxAttribute as attribute} from '../shared/jsx-attributes';

export default function remarkDiagrams() {
  return async (tree: Root, file: VFile) => {
    await loadDiagramRenderer();
    let count = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      count += 1;
      let drawn;
      try {
        drawn = renderDiagramToFit(node.value, `diagram-${count}`);
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        throw new Error(`${file.path}:${node.position?.start.line ?? 0}: this mermaid diagram cannot be drawn: ${error.message}`);
      }
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [
          attribute('svg', drawn.svg),
          attribute('width', String(drawn.width)),
          attribute('height', String(drawn.height)),
          attribute('label', diagramText(drawn.svg).join(', ')),
        ],
        children: [],
      };
      parent.children.splice(index, 1, element);
    });
  };
}
