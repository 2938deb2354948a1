/**
 * The API plugins as the docs plugin runs them: real MDX in, HTML out. An API page gains its
 * entries (anchors, labels, parameters, example, related guides); inline code that names a
 * documented symbol becomes a link to its entry, anywhere on the site.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxToHtml} from '../../../tests/unit/mdx';
import remarkGfm from 'remark-gfm';
import {createElement, type ReactNode} from 'react';
import remarkApiEntries from './remark-api-entries';
import remarkSymbolLinks from './remark-symbol-links';

const siteDir = resolve('tests/fixtures/content');

/** Stand-ins for the site's components: the plugins' output, not the components, is under test. */
const components = {
  ApiSymbol: ({children, anchor}: {children: ReactNode; anchor: string}) => createElement('section', {'data-symbol': anchor}, children),
  LifecycleBadge: ({stage}: {stage: string}) => createElement('span', {'data-stage': stage}),
};

function html(file: string, source = readFileSync(join(siteDir, file), 'utf8')): Promise<string> {
  return mdxToHtml(source, {
    path: join(siteDir, file),
    remarkPlugins: [remarkGfm, [remarkApiEntries, {siteDir}], [remarkSymbolLinks, {siteDir}]],
    components,
  });
}

describe('API plugins, MDX to HTML', () => {
  it("append an API page's entries: heading with anchor, signature, parameters, example and related guides", async () => {
    const out = await html('docs/api/dagster/assets.mdx');
    // `{#id}` is the heading-id syntax Docusaurus turns into the anchor (mdx1Compat.headingIds).
    expect(out).toContain('<h2>Decorators {#decorators}</h2>');
    expect(out).toContain('<h3><code>asset</code> {#dagster.asset}</h3>');
    expect(out).toContain('@dagster.asset(compute_fn=None, *, name=None)');
    expect(out).toContain('<section data-symbol="dagster.asset">');
    expect(out).toContain('<strong>Parameters</strong>');
    expect(out).toMatch(/<code>name<\/code>[\s\S]*The asset&#x27;s name\./);
    expect(out).toContain('<strong>Example</strong>');
    expect(out).toContain('<a href="/good">Good page</a>');
  });

  it('link inline code that names a documented symbol to its entry, and leave other code alone', async () => {
    const out = await html('docs/guide/linked.mdx', 'Decorate it with `dg.asset`; `print()` is plain code.\n');
    expect(out).toContain('<a href="/api/dagster/assets#dagster.asset"><code>dg.asset</code></a>');
    expect(out).toContain('<code>print()</code>');
    expect(out).not.toContain('href="/api/dagster/assets#print');
  });
});
