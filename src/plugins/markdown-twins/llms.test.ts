import {describe, expect, it} from 'vitest';
import {llmsSections, renderLlmsFull, renderLlmsTxt, twinPath, type LlmsPage, type SidebarNode} from './llms';

const SITE = 'https://docs.dagster.io';

function page(id: string, extra: Partial<LlmsPage> = {}): LlmsPage {
  const route = id === 'intro' ? '/' : `/${id}`;
  return {id, route, title: `Title of ${id}`, description: `About ${id}.`, unlisted: false, ...extra};
}

const pages: LlmsPage[] = [
  page('intro'),
  page('getting-started/installation'),
  page('guides/build'),
  page('guides/build/assets'),
  page('getting-started/glossary', {unlisted: true}),
  page('examples'),
  page('integrations/libraries'),
  page('integrations/libraries/dbt', {title: 'Dagster & dbt [core]'}),
  page('integrations/guides/multi-asset-integration'),
  page('dagster-plus'),
  page('api'),
  page('api/dagster/assets', {description: ''}),
  page('about/secret', {unlisted: true}),
];

// Object key order differs from the llms.txt order on purpose.
const sidebars: Record<string, SidebarNode[]> = {
  api: [{type: 'category', link: {type: 'doc', id: 'api'}, items: [{type: 'doc', id: 'api/dagster/assets'}]}],
  docs: [
    {
      type: 'category',
      items: [
        {type: 'doc', id: 'intro'},
        {type: 'doc', id: 'getting-started/installation'},
      ],
    },
    {type: 'link'},
    {
      type: 'category',
      link: {type: 'doc', id: 'guides/build'},
      items: [
        {type: 'doc', id: 'guides/build/assets'},
        {type: 'doc', id: 'getting-started/glossary'},
      ],
    },
    {type: 'html'},
  ],
  integrations: [
    {type: 'category', link: {type: 'doc', id: 'integrations/libraries'}, items: [{type: 'doc', id: 'integrations/libraries/dbt'}]},
  ],
  dagsterPlus: [{type: 'category', link: {type: 'doc', id: 'dagster-plus'}, items: [{type: 'ref', id: 'intro'}]}],
  examples: [
    {
      type: 'category',
      link: {type: 'generated-index'},
      items: [
        {type: 'doc', id: 'examples'},
        {type: 'doc', id: 'guides/build/assets'},
      ],
    },
  ],
};

const ids = (sections: ReturnType<typeof llmsSections>) => sections.map((s) => [s.name, s.pages.map((p) => p.id)]);

describe('twinPath', () => {
  it('puts a twin beside its page, and the home page at /index.md', () => {
    expect(twinPath('/guides/build/assets')).toBe('/guides/build/assets.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});

describe('llmsSections', () => {
  it('orders pages as the sidebars show them, sidebars in the llms.txt order', () => {
    expect(ids(llmsSections(sidebars, pages))).toEqual([
      ['Docs', ['intro', 'getting-started/installation', 'guides/build', 'guides/build/assets']],
      ['Examples', ['examples']],
      ['Integrations', ['integrations/libraries', 'integrations/libraries/dbt']],
      ['Dagster+', ['dagster-plus']],
      ['API reference', ['api', 'api/dagster/assets']],
      ['Optional', ['integrations/guides/multi-asset-integration']],
    ]);
  });

  it('leaves unlisted pages out, even when a sidebar names them', () => {
    const listed = llmsSections(sidebars, pages).flatMap((s) => s.pages.map((p) => p.id));
    expect(listed).not.toContain('getting-started/glossary');
    expect(listed).not.toContain('about/secret');
  });

  it('lists a page once, in the first sidebar that shows it', () => {
    const listed = llmsSections(sidebars, pages).flatMap((s) => s.pages.map((p) => p.id));
    expect(listed.filter((id) => id === 'guides/build/assets')).toHaveLength(1);
  });

  it('skips sidebars that do not exist and fails on ones it cannot name', () => {
    expect(ids(llmsSections({docs: sidebars.docs}, pages.slice(0, 4)))).toEqual([
      ['Docs', ['intro', 'getting-started/installation', 'guides/build', 'guides/build/assets']],
    ]);
    expect(() => llmsSections({...sidebars, tutorials: []}, pages)).toThrow(/no section for the sidebar\(s\) tutorials/);
  });
});

describe('renderLlmsTxt', () => {
  it('writes the llmstxt.org structure with links to the twins', () => {
    const sections = llmsSections({docs: sidebars.docs, integrations: sidebars.integrations, api: sidebars.api}, pages);
    const text = renderLlmsTxt(
      {title: 'Dagster Docs', summary: 'Data pipelines as assets.', details: 'Markdown for tools.'},
      sections,
      SITE,
    );
    expect(text).toBe(
      [
        '# Dagster Docs',
        '',
        '> Data pipelines as assets.',
        '',
        'Markdown for tools.',
        '',
        '## Docs',
        '',
        '- [Title of intro](https://docs.dagster.io/index.md): About intro.',
        '- [Title of getting-started/installation](https://docs.dagster.io/getting-started/installation.md): About getting-started/installation.',
        '- [Title of guides/build](https://docs.dagster.io/guides/build.md): About guides/build.',
        '- [Title of guides/build/assets](https://docs.dagster.io/guides/build/assets.md): About guides/build/assets.',
        '',
        '## Integrations',
        '',
        '- [Title of integrations/libraries](https://docs.dagster.io/integrations/libraries.md): About integrations/libraries.',
        '- [Dagster & dbt \\[core\\]](https://docs.dagster.io/integrations/libraries/dbt.md): About integrations/libraries/dbt.',
        '',
        '## API reference',
        '',
        '- [Title of api](https://docs.dagster.io/api.md): About api.',
        '- [Title of api/dagster/assets](https://docs.dagster.io/api/dagster/assets.md)',
        '',
        '## Optional',
        '',
        '- [Title of dagster-plus](https://docs.dagster.io/dagster-plus.md): About dagster-plus.',
        '- [Title of examples](https://docs.dagster.io/examples.md): About examples.',
        '- [Title of integrations/guides/multi-asset-integration](https://docs.dagster.io/integrations/guides/multi-asset-integration.md): About integrations/guides/multi-asset-integration.',
        '',
      ].join('\n'),
    );
  });
});

describe('renderLlmsFull', () => {
  it('joins the listed twins in llms.txt order with --- lines', () => {
    const sections = [
      {name: 'Docs', pages: [page('intro'), page('guides/build')]},
      {name: 'Optional', pages: [page('integrations/guides/multi-asset-integration')]},
    ];
    const full = renderLlmsFull(sections, (p) => `# ${p.title}\n\nBody of ${p.id}.\n`);
    expect(full).toBe(
      '# Title of intro\n\nBody of intro.\n\n---\n\n# Title of guides/build\n\nBody of guides/build.\n\n---\n\n' +
        '# Title of integrations/guides/multi-asset-integration\n\nBody of integrations/guides/multi-asset-integration.\n',
    );
  });
});
