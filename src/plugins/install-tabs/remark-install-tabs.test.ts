import {createElement, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {mdxToHtml} from '../../../tests/unit/mdx';
import {pageToMarkdown} from '../markdown-twins/to-markdown';
import remarkInstallTabs, {installCommands, PACKAGE_MANAGER_GROUP} from './remark-install-tabs';

/** Stand-ins for the theme's tabs, showing the props the build hands them. */
const components = {
  Tabs: ({groupId, children}: {groupId: string; children: ReactNode}) => createElement('div', {'data-tabs': groupId}, children),
  TabItem: (props: {value: string; label: string; default?: boolean; children: ReactNode}) =>
    createElement(
      'section',
      {'data-value': props.value, 'data-label': props.label, 'data-default': props.default ? 'yes' : 'no'},
      props.children,
    ),
};

const html = (mdx: string, frontMatter: Record<string, unknown> = {}, path = 'docs/page.mdx') =>
  mdxToHtml(mdx, {path, frontMatter, remarkPlugins: [remarkInstallTabs], components});

describe('installCommands', () => {
  it('installs the packages as given, with uv and with pip, spaces collapsed', () => {
    expect(installCommands("  dagster   'dagster-dbt[duckdb]' ")).toEqual({
      uv: "uv add dagster 'dagster-dbt[duckdb]'",
      pip: "pip install dagster 'dagster-dbt[duckdb]'",
    });
  });

  it('quotes a package with extras that the page left bare, so zsh does not read it as a pattern', () => {
    expect(installCommands('dagster-dlt dlt[duckdb]')).toEqual({
      uv: 'uv add dagster-dlt "dlt[duckdb]"',
      pip: 'pip install dagster-dlt "dlt[duckdb]"',
    });
  });
});

describe('remark-install-tabs', () => {
  it('turns PackageInstall into synced uv and pip tabs, each a bash code block, uv the default', async () => {
    const out = await html('Install it:\n\n<PackageInstall packages="dagster dagster-webserver" />\n');
    expect(out).toBe(
      `<p>Install it:</p>\n<div data-tabs="${PACKAGE_MANAGER_GROUP}">` +
        '<section data-value="uv" data-label="uv" data-default="yes"><pre><code class="language-bash">uv add dagster dagster-webserver\n</code></pre></section>' +
        '<section data-value="pip" data-label="pip" data-default="no"><pre><code class="language-bash">pip install dagster dagster-webserver\n</code></pre></section></div>',
    );
  });

  it('takes IntegrationInstall’s package from the page’s front matter, plus extras', async () => {
    const out = await html('<IntegrationInstall extra="pandas" />\n', {package: 'dagster-duckdb'});
    expect(out).toContain('uv add dagster-duckdb pandas\n');
    expect(out).toContain('pip install dagster-duckdb pandas\n');
  });

  it('keeps CommandTabs’ commands, multi-line template literals included', async () => {
    const out = await html("<CommandTabs uv={`uv sync\\nuv run dagster dev`} pip='pip install -e .' />\n");
    expect(out).toContain('<code class="language-bash">uv sync\nuv run dagster dev\n</code>');
    expect(out).toContain('<code class="language-bash">pip install -e .\n</code>');
  });

  it('fails the page naming its file and line: a missing attribute, a computed one, no package, or a component inside a sentence', async () => {
    await expect(html('# T\n\n<PackageInstall />\n', {}, 'docs/a.mdx')).rejects.toThrow(
      /^docs\/a\.mdx:3: <PackageInstall> needs a `packages` attribute$/,
    );
    await expect(html('<CommandTabs uv={cmd} pip="x" />\n', {}, 'docs/b.mdx')).rejects.toThrow(
      /^docs\/b\.mdx:1: <CommandTabs> needs `uv` as a string, not a computed value$/,
    );
    await expect(html('<IntegrationInstall />\n', {}, 'docs/c.mdx')).rejects.toThrow(
      /^docs\/c\.mdx:1: <IntegrationInstall> needs `package` in the page front matter$/,
    );
    await expect(html('Run <PackageInstall packages="dagster" /> first.\n', {}, 'docs/d.mdx')).rejects.toThrow(
      /^docs\/d\.mdx:1: <PackageInstall> must stand on a line of its own/,
    );
  });

  it('gives the page and its Markdown twin the same commands, from the one transform', async () => {
    const mdx = '1. Install:\n\n   <IntegrationInstall extra="pandas" />\n';
    const page = await html(mdx, {package: 'dagster-snowflake'});
    const twin = pageToMarkdown(`---\ntitle: T\npackage: dagster-snowflake\n---\n${mdx}`, {
      siteUrl: 'https://docs.dagster.io',
      route: '/t',
    });
    const fromHtml = [...page.matchAll(/<code class="language-bash">([^<]*)\n<\/code>/g)].map((m) => m[1]);
    const fromTwin = [...twin.matchAll(/```bash\n\s*([^\n]*)\n/g)].map((m) => m[1]);
    expect(fromHtml).toEqual(['uv add dagster-snowflake pandas', 'pip install dagster-snowflake pandas']);
    expect(fromTwin).toEqual(fromHtml);
    expect(twin).toContain('**uv**');
    expect(twin).not.toMatch(/<(Tabs|TabItem|IntegrationInstall)\b/);
  });
});
