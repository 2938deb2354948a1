/** Fills every `file=` fence with its sample file before the page renders (src/lib/snippets.ts). */
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {resolveSnippet, SnippetError} from '../../lib/snippets';

export default function remarkSnippets({siteDir}: {siteDir: string}) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code) => {
      try {
        const resolved = resolveSnippet(siteDir, node);
        if (!resolved) return;
        node.value = resolved.value;
        node.meta = resolved.meta;
      } catch (error) {
        if (!(error instanceof SnippetError)) throw error;
        throw new Error(`${file.path}:${node.position?.start.line ?? 0}: ${error.message}`);
      }
    });
  };
}
