import {describe, expect, it} from 'vitest';
import {mdxToHtml} from '../../../tests/unit/mdx';
import remarkSnippets from './remark-snippets';

const siteDir = 'tests/fixtures/content';

const html = (mdx: string) => mdxToHtml(mdx, {remarkPlugins: [[remarkSnippets, {siteDir}]]});

describe('remark-snippets', () => {
  it('renders a file= fence as the sample file', async () => {
    const out = await html('Text.\n\n```python file=/snippets/shared/daily.py title="defs.py"\n```\n');
    expect(out).toContain('<code class="language-python">import dagster as dg');
    expect(out).toContain('def order_totals() -&gt; None:');
  });

  it('fails the page at the fence that names a missing file', async () => {
    await expect(html('# T\n\n```python file=/snippets/nope.py\n```\n')).rejects.toThrow(
      'docs/page.mdx:3: file=/snippets/nope.py does not exist',
    );
  });
});
