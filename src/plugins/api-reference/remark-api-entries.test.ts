import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkStringify from 'remark-stringify';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type {Root} from 'mdast';
import {entryBlocks} from './remark-api-entries';
import {apiFileSchema} from '../../lib/api/schema';

const data = apiFileSchema.parse({
  module: 'dagster',
  symbols: [
    {
      name: 'asset',
      kind: 'decorator',
      signature: 'asset(compute_fn=None, *, name=None, io_manager_def=None, non_argument_deps=None)',
      summary: 'Defines an asset.',
      params: [
        {name: 'name', type: 'Optional[str]', default: 'None', description: 'The asset name.'},
        {name: 'io_manager_def', type: 'Optional[object]', default: 'None', description: 'Stores the output.', lifecycle: {stage: 'beta'}},
        {
          name: 'non_argument_deps',
          type: 'Optional[set]',
          default: 'None',
          description: 'Old form.',
          lifecycle: {stage: 'deprecated', use_instead: 'deps'},
        },
      ],
      returns: {type: 'AssetsDefinition', description: 'The asset.'},
      example: 'import dagster as dg',
      related: ['/guides/build/assets'],
      lifecycle: {stage: 'superseded', use_instead: 'dagster.multi_asset'},
    },
  ],
});

/** The MDX the plugin hands to Docusaurus for the page, as text. */
function render(): string {
  const tree: Root = {type: 'root', children: entryBlocks(data, () => 'Assets')};
  return unified().use(remarkMdx).use(remarkGfm).use(remarkStringify).stringify(tree);
}

describe('remark-api-entries', () => {
  it('renders an entry with its anchor, lifecycle frame and parameter list', () => {
    const out = render();
    expect(out).toContain('### `asset` \\{#dagster.asset}');
    expect(out).toContain('<ApiSymbol kind="decorator" anchor="dagster.asset" lifecycle="superseded" useInstead="dagster.multi_asset">');
    expect(out).toContain('**Parameters**');
    expect(out).toContain('* `name` (`Optional[str]`, default `None`) – The asset name.');
  });

  it('shows a parameter’s lifecycle label as a badge, with its replacement', () => {
    const out = render();
    expect(out).toContain('* `io_manager_def` (`Optional[object]`, default `None`) – <LifecycleBadge stage="beta" /> Stores the output.');
    expect(out).toContain(
      '* `non_argument_deps` (`Optional[set]`, default `None`) – <LifecycleBadge stage="deprecated" /> Old form. Use `deps` instead.',
    );
  });
});
