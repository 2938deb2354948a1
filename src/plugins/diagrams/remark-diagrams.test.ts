import {describe, expect, it} from 'vitest';
import {mdxToHtml} from '../../../tests/unit/mdx';
import remarkDiagrams from './remark-diagrams';
import Diagram from '../../components/Diagram';

/** Compiles a page the way the docs plugin does (with this plugin) and renders it to HTML. */
const html = (mdx: string, path = 'docs/guide.mdx') => mdxToHtml(mdx, {path, remarkPlugins: [remarkDiagrams], components: {Diagram}});

describe('remark-diagrams', () => {
  it('ships a mermaid block as a drawn SVG inside a scrollable, labelled figure', async () => {
    const out = await html('Text.\n\n```mermaid\nflowchart LR\n  a[Definitions] --> b[Code location]\n```\n\n```python\nx = 1\n```\n');
    expect(out).toMatch(/<figure[^>]*data-pagefind-ignore=""/);
    expect(out).toMatch(/<div[^>]*tabindex="0" role="img" aria-label="Diagram: Definitions, Code location"/);
    expect(out).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(out).toContain('>Code location</text>');
    expect(out).not.toContain('flowchart LR');
    // Other code blocks are left alone.
    expect(out).toContain('<code class="language-python">x = 1');
  });

  it('gives each diagram of a page its own ids', async () => {
    const block = '```mermaid\nflowchart LR\n  a --> b\n```\n';
    const out = await html(`${block}\n${block}`);
    expect(out).toContain('id="diagram-1-arrowhead"');
    expect(out).toContain('id="diagram-2-arrowhead"');
  });

  it('fails the page naming its file and the line of a diagram it cannot draw', async () => {
    await expect(html('# Title\n\nSome text.\n\n```mermaid\npie title Pets\n  "Dogs" : 3\n```\n', 'docs/pets.mdx')).rejects.toThrow(
      /^docs\/pets\.mdx:5: this mermaid diagram cannot be drawn: Invalid mermaid header/,
    );
  });
});
