import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ApiFile} from '../../lib/api/schema';
import type {CatalogEntry} from '../../lib/catalog';
import {MarkdownTwinError, pageToMarkdown, type TwinOptions} from './to-markdown';

const FIXTURES = path.join(__dirname, '../../../tests/fixtures/markdown-twins');
const SITE = 'https://docs.dagster.io';

function twin(body: string, options: Partial<TwinOptions> & {frontMatter?: string} = {}): string {
  const {frontMatter = 'title: "Page"', ...rest} = options;
  return pageToMarkdown(`---\n${frontMatter}\n---\n\n${body}\n`, {siteUrl: SITE, route: '/guides/page', ...rest});
}

/** The twin without its `# Page` title line. */
function body(mdx: string, options: Partial<TwinOptions> & {frontMatter?: string} = {}): string {
  return twin(mdx, options).replace(/^# Page\n\n/, '');
}

describe('pageToMarkdown: golden page', () => {
  it('turns the fixture page into exactly the expected Markdown', () => {
    const source = readFileSync(path.join(FIXTURES, 'page.mdx'), 'utf8');
    const expected = readFileSync(path.join(FIXTURES, 'page.md'), 'utf8');
    expect(pageToMarkdown(source, {siteUrl: SITE, route: '/integrations/libraries/dbt/assets'})).toBe(expected);
  });
});

describe('pageToMarkdown: title and description', () => {
  it('starts with the title as a heading and the description as a quote', () => {
    expect(twin('Text.', {frontMatter: 'title: "Assets"\ndescription: "What assets are."'})).toBe(
      '# Assets\n\n> What assets are.\n\nText.\n',
    );
  });

  it('prefers front matter handed over by the caller', () => {
    expect(twin('Text.', {frontMatter: 'title: "In file"', ...{}}).startsWith('# In file')).toBe(true);
    const out = pageToMarkdown('---\ntitle: "In file"\n---\nText.\n', {siteUrl: SITE, route: '/p', frontMatter: {title: 'Loaded'}});
    expect(out).toBe('# Loaded\n\nText.\n');
  });

  it('keeps a page without front matter as it is', () => {
    expect(pageToMarkdown('# Own title\n\nText.\n', {siteUrl: SITE, route: '/p'})).toBe('# Own title\n\nText.\n');
  });

  it('drops `{#id}` from headings', () => {
    expect(body('## Stable anchor {#stable}\n\nText.')).toBe('## Stable anchor\n\nText.\n');
  });
});

describe('pageToMarkdown: tabs', () => {
  it('writes each tab as a bold label followed by its content', () => {
    const mdx = [
      '<Tabs groupId="x">',
      '<TabItem value="py" label="Python">',
      '',
      '```python',
      'x = 1',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yaml">',
      '',
      'Use YAML.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(body(mdx)).toBe('**Python**\n\n```python\nx = 1\n```\n\n**yaml**\n\nUse YAML.\n');
  });

  it('dedents tab content that the author indented', () => {
    const mdx = ['<Tabs>', '  <TabItem label="A">', '    ```bash', '    ls', '    ```', '  </TabItem>', '</Tabs>'].join('\n');
    expect(body(mdx)).toBe('**A**\n\n```bash\nls\n```\n');
  });
});

describe('pageToMarkdown: install components', () => {
  it('renders CommandTabs as labelled uv and pip bash blocks', () => {
    const mdx = "<CommandTabs uv={`uv sync\\nuv run dagster dev`} pip='pip install -e .' />";
    expect(body(mdx)).toBe('**uv**\n\n```bash\nuv sync\nuv run dagster dev\n```\n\n**pip**\n\n```bash\npip install -e .\n```\n');
  });

  it('renders PackageInstall with the packages as given', () => {
    expect(body('<PackageInstall packages="  dagster   \'dagster-dbt[duckdb]\' " />')).toBe(
      "**uv**\n\n```bash\nuv add dagster 'dagster-dbt[duckdb]'\n```\n\n**pip**\n\n```bash\npip install dagster 'dagster-dbt[duckdb]'\n```\n",
    );
  });

  it('renders IntegrationInstall from the front matter package plus extras', () => {
    const out = body('<IntegrationInstall extra="pandas" />', {frontMatter: 'title: "Page"\npackage: "dagster-duckdb"'});
    expect(out).toContain('```bash\nuv add dagster-duckdb pandas\n```');
    expect(out).toContain('```bash\npip install dagster-duckdb pandas\n```');
  });

  it('fails when IntegrationInstall has no package to install', () => {
    expect(() => body('<IntegrationInstall />')).toThrow(/needs `package` in the page front matter/);
  });

  it('names the line of the page that it cannot convert', () => {
    expect(() => body('Text.\n\n<Tabs>\n<TabItem label="A">\n\n<PackageInstall />\n\n</TabItem>\n</Tabs>')).toThrow(
      /^line 10: <PackageInstall> needs a `packages` attribute$/,
    );
    expect(() => body('Text.\n\n<Open>')).toThrow(/^Expected a closing tag for `<Open>` \(7:1-7:7\)/);
  });

  it('fails on a component value it cannot know', () => {
    expect(() => body('<CommandTabs uv={command} pip="pip x" />')).toThrow(MarkdownTwinError);
    expect(() => body('<CommandTabs uv={command} pip="pip x" />')).toThrow(/needs `uv` as a string, not a computed value/);
    expect(() => body('<PackageInstall />')).toThrow(/needs a `packages` attribute/);
  });

  it('indents commands to the list item they belong to', () => {
    const mdx = '1. Install:\n\n   <PackageInstall packages="dagster" />\n\n2. Run it.';
    expect(body(mdx)).toBe(
      '1. Install:\n\n   **uv**\n\n   ```bash\n   uv add dagster\n   ```\n\n   **pip**\n\n   ```bash\n   pip install dagster\n   ```\n\n2. Run it.\n',
    );
  });

  it('refuses an install inside a sentence, as the HTML build does', () => {
    expect(() => body('Run <PackageInstall packages="dagster" /> first.')).toThrow(
      /^line 5: <PackageInstall> must stand on a line of its own, not inside a paragraph$/,
    );
  });
});

describe('pageToMarkdown: admonitions', () => {
  it('writes an admonition as a blockquote that starts with its kind', () => {
    expect(body(':::note\nRead this **first**.\n:::')).toBe('> **Note:** Read this **first**.\n');
  });

  it('puts a title after the kind, above the content', () => {
    expect(body(':::warning[Data *loss*]\nBack up first.\n\nThen upgrade.\n:::')).toBe(
      '> **Warning: Data *loss***\n>\n> Back up first.\n>\n> Then upgrade.\n',
    );
  });

  it('labels an admonition that starts with a code block on its own line', () => {
    expect(body(':::info\n```bash\nls\n```\n:::')).toBe('> **Info:**\n>\n> ```bash\n> ls\n> ```\n');
  });

  it('converts what the admonition holds, links and components included', () => {
    const out = body(':::tip\nSee [jobs](/guides/build/jobs).\n\n<PackageInstall packages="dagster" />\n:::');
    expect(out).toContain(
      '> **Tip:** See [jobs](https://docs.dagster.io/guides/build/jobs).\n>\n> **uv**\n>\n> ```bash\n> uv add dagster\n> ```',
    );
  });

  it('unwraps other container directives, keeping their title', () => {
    expect(body(':::aside[More *context*]\nText.\n:::')).toBe('**More *context***\n\nText.\n');
  });

  it('keeps text that only looks like a directive', () => {
    expect(body('Select group:staging or tag:tier in the filter.')).toBe('Select group:staging or tag:tier in the filter.\n');
  });
});

describe('pageToMarkdown: other MDX', () => {
  it('removes the page imports and comments', () => {
    expect(body("import Foo from '@site/src/components/Foo';\n\nText.\n\n{/* note to self */}\n\nMore.")).toBe('Text.\n\nMore.\n');
  });

  it('keeps the value of a string expression', () => {
    expect(body("Use {'{'}braces{'}'} like this.")).toBe('Use {braces} like this.\n');
  });

  it('quotes a component that sits in a blockquote', () => {
    expect(body('> Install it:\n>\n> <PackageInstall packages="dagster" />')).toBe(
      '> Install it:\n>\n> **uv**\n>\n> ```bash\n> uv add dagster\n> ```\n>\n> **pip**\n>\n> ```bash\n> pip install dagster\n> ```\n',
    );
  });

  it('keeps the text of unknown components and drops empty ones', () => {
    expect(body('<Callout kind="x">\nInside **bold**.\n</Callout>\n\n<Widget />\n\nAfter <Badge>new</Badge> text.')).toBe(
      'Inside **bold**.\n\nAfter new text.\n',
    );
  });

  it('renders Details as its bold summary and content', () => {
    const mdx = '<Details>\n<summary>Why?</summary>\n\nBecause.\n</Details>';
    expect(body(mdx)).toBe('**Why?**\n\nBecause.\n');
  });

  it('keeps mermaid diagrams and tables as written', () => {
    const mdx = '```mermaid\nflowchart LR\n  a --> b\n```\n\n| A | B |\n| --- | :-: |\n| `x\\|y` | ~~old~~ |';
    expect(body(mdx)).toBe(`${mdx}\n`);
  });

  it('writes a file= fence out as the sample it includes, under its title', () => {
    const snippet = (ref: string) => (ref === 'snippets/a.py' ? 'x = "```"\ny = 2' : '');
    expect(body('```python file=/snippets/a.py title="defs.py"\n```', {snippet})).toBe('`defs.py`\n\n````python\nx = "```"\ny = 2\n````\n');
    expect(body('Text.\n\n```python file=/snippets/a.py\n```', {snippet})).toBe('Text.\n\n````python\nx = "```"\ny = 2\n````\n');
  });

  it('turns a code title into a caption and drops other code meta', () => {
    expect(body('```python title="defs/assets.py" {2}\nx = 1\n```')).toBe('`defs/assets.py`\n\n```python\nx = 1\n```\n');
    expect(body('```yaml title="values.yaml (excerpt)"\na: 1\n```')).toBe('*values.yaml (excerpt)*\n\n```yaml\na: 1\n```\n');
    expect(body('```bash showLineNumbers\nls\n```')).toBe('```bash\nls\n```\n');
  });

  it('lists the integration catalog when it is given', () => {
    const catalog: CatalogEntry[] = [
      {
        name: 'dbt',
        description: 'Run dbt models.',
        url: '/integrations/libraries/dbt',
        logo: '',
        community: false,
        category: 'etl',
        package: 'dagster-dbt',
      },
      {
        name: 'Vault',
        description: 'Read secrets.',
        url: '/integrations/libraries/hashicorp',
        logo: '',
        community: true,
        category: 'other',
        package: '',
      },
    ];
    expect(body('<IntegrationCatalog />', {catalog})).toBe(
      '- [dbt](https://docs.dagster.io/integrations/libraries/dbt) (ETL), `dagster-dbt`: Run dbt models.\n' +
        '- [Vault](https://docs.dagster.io/integrations/libraries/hashicorp) (Other, community): Read secrets.\n',
    );
    expect(body('Intro.\n\n<IntegrationCatalog />')).toBe('Intro.\n');
  });

  it('adds the community notice that a community library page shows', () => {
    const out = body('Text.', {
      frontMatter: 'title: "Page"\npackage: "dagster-x"\nissues_url: "https://github.com/x/y"\nsidebar_custom_props:\n  community: true',
    });
    expect(out).toBe(
      '> **Info: Community integration**\n>\n> This integration (`dagster-x`) is built and maintained by the Dagster community, not by Dagster Labs, ' +
        'and follows its own release schedule. Report problems and ask for features [where it is maintained](https://github.com/x/y).\n\nText.\n',
    );
  });
});

describe('pageToMarkdown: links', () => {
  it('makes internal links absolute and leaves external ones alone', () => {
    const mdx = [
      'See [assets](/guides/build/assets), [the steps](#steps "Steps"), [sibling](./other),',
      '[Dagster](https://dagster.io) and ![a logo](/img/logo.svg).',
      '',
      '[ref]: /api/dagster/assets',
    ].join('\n');
    expect(body(mdx)).toBe(
      [
        'See [assets](https://docs.dagster.io/guides/build/assets), [the steps](https://docs.dagster.io/guides/page#steps "Steps"), [sibling](https://docs.dagster.io/guides/other),',
        '[Dagster](https://dagster.io) and ![a logo](https://docs.dagster.io/img/logo.svg).',
        '',
        '[ref]: https://docs.dagster.io/api/dagster/assets',
        '',
      ].join('\n'),
    );
  });

  it('resolves anchors on the home page against the site root', () => {
    expect(body('[Up](#top)', {route: '/'})).toBe('[Up](https://docs.dagster.io/#top)\n');
  });

  it('rewrites links in JSX and in link text that holds code', () => {
    expect(body('[`dg.asset`](/api/dagster/assets#dagster.asset) and <a href="/about">about</a>')).toBe(
      '[`dg.asset`](https://docs.dagster.io/api/dagster/assets#dagster.asset) and [about](https://docs.dagster.io/about)\n',
    );
  });
});

describe('pageToMarkdown: API entries', () => {
  const data: ApiFile = {
    module: 'dagster',
    symbols: [
      {
        name: 'AssetSpec',
        kind: 'class',
        signature: 'AssetSpec(key, *, deps=None, non_argument_deps=None)',
        summary: 'Describes an asset. See [external assets](/guides/build/external-assets).',
        params: [
          {name: 'key', type: 'CoercibleToAssetKey', description: 'The asset key.'},
          {name: 'deps', type: 'list | None', default: 'None', description: 'Upstream assets.'},
          {
            name: 'non_argument_deps',
            type: 'set | None',
            default: 'None',
            description: 'Old form of deps.',
            lifecycle: {stage: 'deprecated', use_instead: 'deps'},
          },
        ],
        raises: [{type: 'DagsterInvalidDefinitionError', description: 'When the key is empty.'}],
        example: 'import dagster as dg\n\nspec = dg.AssetSpec("orders")\n',
        related: ['/guides/build/assets'],
        lifecycle: {stage: 'beta', since: '1.9.0', use_instead: 'dg.AssetSpec.replace', note: 'Shape may change.'},
        members: [
          {
            name: 'replace_attributes',
            kind: 'method',
            signature: 'replace_attributes(**kwargs)',
            summary: 'Returns a copy.',
            params: [],
            returns: {type: 'AssetSpec', description: 'The copy.'},
          },
        ],
      },
      {
        name: 'asset',
        kind: 'decorator',
        signature: 'asset(compute_fn=None, *, name=None)',
        summary: 'Defines an asset.',
        params: [],
        returns: {type: 'AssetsDefinition', description: 'The definition.'},
        raises: [],
        example: 'import dagster as dg',
        related: ['/guides/build/assets', '/guides/automate'],
        members: [],
      },
    ],
  };
  const titleOf = (route: string) => ({'/guides/build/assets': 'Assets', '/guides/automate': 'Automate'})[route] ?? `missing ${route}`;

  it('appends each symbol after the prose, grouped by kind as the HTML page does', () => {
    const out = body('Intro.', {route: '/api/dagster/assets', api: {data, titleOf}});
    expect(out).toBe(
      [
        'Intro.',
        '',
        '## Decorators',
        '',
        '### dagster.asset',
        '',
        '*decorator*',
        '',
        '```python',
        '@dagster.asset(compute_fn=None, *, name=None)',
        '```',
        '',
        'Defines an asset.',
        '',
        '**Returns**',
        '',
        '`AssetsDefinition`: The definition.',
        '',
        '**Example**',
        '',
        '```python',
        'import dagster as dg',
        '```',
        '',
        '**Related guides**',
        '',
        '- [Assets](https://docs.dagster.io/guides/build/assets)',
        '- [Automate](https://docs.dagster.io/guides/automate)',
        '',
        '## Classes',
        '',
        '### dagster.AssetSpec',
        '',
        '*class* · **beta** since 1.9.0. Use `dg.AssetSpec.replace` instead. Shape may change.',
        '',
        '```python',
        'dagster.AssetSpec(key, *, deps=None, non_argument_deps=None)',
        '```',
        '',
        'Describes an asset. See [external assets](https://docs.dagster.io/guides/build/external-assets).',
        '',
        '**Parameters**',
        '',
        '- `key` (`CoercibleToAssetKey`, required) – The asset key.',
        '- `deps` (`list | None`, default `None`) – Upstream assets.',
        '- `non_argument_deps` (`set | None`, default `None`) – **deprecated** Old form of deps. Use `deps` instead.',
        '',
        '**Raises**',
        '',
        '- `DagsterInvalidDefinitionError`: When the key is empty.',
        '',
        '**Example**',
        '',
        '```python',
        'import dagster as dg',
        '',
        'spec = dg.AssetSpec("orders")',
        '```',
        '',
        '**Related guides**',
        '',
        '- [Assets](https://docs.dagster.io/guides/build/assets)',
        '',
        '#### dagster.AssetSpec.replace_attributes',
        '',
        '*method*',
        '',
        '```python',
        'replace_attributes(**kwargs)',
        '```',
        '',
        'Returns a copy.',
        '',
        '**Returns**',
        '',
        '`AssetSpec`: The copy.',
        '',
      ].join('\n'),
    );
  });

  it('lays out a long signature one parameter per line', () => {
    const long = {
      ...data,
      symbols: [{...data.symbols[1], signature: `asset(${Array.from({length: 8}, (_, i) => `parameter_${i}=None`).join(', ')})`}],
    };
    expect(body('', {api: {data: long, titleOf}})).toContain('```python\n@dagster.asset(\n    parameter_0=None,\n');
  });

  it('fails when an entry links to a page that does not exist', () => {
    const missing = (route: string): string => {
      throw new MarkdownTwinError(`API data links to ${route}, which no page serves`);
    };
    expect(() => body('', {api: {data, titleOf: missing}})).toThrow(/no page serves/);
  });
});

describe('pageToMarkdown: symbol links', () => {
  const entries: Record<string, string> = {
    'dg.asset': '/api/dagster/assets#dagster.asset',
    AssetSpec: '/api/dagster/assets#dagster.AssetSpec',
  };
  const symbols = (code: string) => (entries[code] ? {url: entries[code]} : undefined);

  it('links inline code that names a symbol to its entry, as the HTML page does, keeping the code as written', () => {
    expect(body('Use `dg.asset` or `AssetSpec`, not `print`.', {symbols})).toBe(
      'Use [`dg.asset`](https://docs.dagster.io/api/dagster/assets#dagster.asset) or ' +
        '[`AssetSpec`](https://docs.dagster.io/api/dagster/assets#dagster.AssetSpec), not `print`.\n',
    );
  });

  it('leaves code in headings and in links alone, and links code inside components', () => {
    expect(body('## The `dg.asset` decorator\n\n[`dg.asset`](/guides/build/assets) here.', {symbols})).toBe(
      '## The `dg.asset` decorator\n\n[`dg.asset`](https://docs.dagster.io/guides/build/assets) here.\n',
    );
    expect(body(':::tip\n\nTry `AssetSpec`.\n\n:::', {symbols})).toBe(
      '> **Tip:** Try [`AssetSpec`](https://docs.dagster.io/api/dagster/assets#dagster.AssetSpec).\n',
    );
    expect(body('<Details summary="More">\n\nSee `dg.asset`.\n\n</Details>', {symbols})).toContain(
      'See [`dg.asset`](https://docs.dagster.io/api/dagster/assets#dagster.asset).',
    );
  });

  it('links nothing without a lookup', () => {
    expect(body('Use `dg.asset`.')).toBe('Use `dg.asset`.\n');
  });
});
