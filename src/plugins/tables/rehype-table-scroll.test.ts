import {describe, expect, it} from 'vitest';
import remarkGfm from 'remark-gfm';
import {mdxToHtml} from '../../../tests/unit/mdx';
import rehypeTableScroll from './rehype-table-scroll';

const html = (mdx: string) => mdxToHtml(mdx, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableScroll]});

describe('rehypeTableScroll', () => {
  it('puts each table, once, in a scrolling frame', async () => {
    const out = await html('| a | b |\n| --- | --- |\n| 1 | 2 |\n\ntext\n\n| c |\n| --- |\n| 3 |\n');
    expect(out.match(/<div class="table-scroll"><table>/g)).toHaveLength(2);
    expect(out.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(out).toContain('<p>text</p>');
  });

  it('leaves a page without tables alone', async () => {
    expect(await html('Just *text*.\n')).not.toContain('table-scroll');
  });
});
