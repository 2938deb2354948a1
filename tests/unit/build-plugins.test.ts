/**
 * The build plugins' own glue, run as Docusaurus runs it (their pure parts have tests beside
 * them): what each writes, hands on or refuses.
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themes} from 'prism-react-renderer';
import codeHighlightPlugin from '../../src/plugins/code-highlight';
import siteMapRoutesPlugin from '../../src/plugins/site-map-routes';
import integrationCatalogPlugin, {CATALOG_DATA} from '../../src/plugins/integration-catalog';
import routeRegistryPlugin from '../../src/plugins/route-registry';
import fontsPlugin, {FONT_DIR} from '../../src/plugins/fonts';
import {SITE_MAP_FILE} from '../../src/lib/site-map';

function context(): LoadContext {
  const siteDir = mkdtempSync(join(tmpdir(), 'plugin-'));
  return {siteDir, generatedFilesDir: join(siteDir, '.docusaurus')} as LoadContext;
}

type Hooks = Required<Pick<Plugin, 'configureWebpack' | 'postBuild' | 'allContentLoaded' | 'getClientModules'>>;
const hooks = (plugin: Plugin) => plugin as unknown as Hooks;
const configure = (plugin: Plugin, isServer: boolean, mode = 'production') =>
  hooks(plugin).configureWebpack({mode, plugins: []} as never, isServer, {} as never, {} as never) as {
    resolve?: {alias?: Record<string, unknown>};
    module?: {rules?: {test: RegExp}[]};
  };

describe('code-highlight', () => {
  it('refuses options that are not two Prism themes', () => {
    expect(() => codeHighlightPlugin(context(), {light: themes.github})).toThrow(
      'options.light and options.dark must be prism-react-renderer themes',
    );
  });

  it('writes token colours for both colour modes (light wherever the page is not dark) and gives server and browser their own highlighter', () => {
    const ctx = context();
    const plugin = codeHighlightPlugin(ctx, {light: themes.github, dark: themes.vsDark});
    const [css] = hooks(plugin).getClientModules() as string[];
    const text = readFileSync(css, 'utf8');
    // No data-theme at all (JavaScript off) reads as light.
    expect(text).toContain(":root:not([data-theme='dark']) .token.");
    expect(text).toMatch(/^\[data-theme='dark'\]\{--prism-color:/m);
    const server = configure(plugin, true).resolve?.alias?.['@code-highlighter'];
    const browser = configure(plugin, false).resolve?.alias?.['@code-highlighter'];
    expect(String(server)).toMatch(/highlighter\.server$/);
    expect(String(browser)).toMatch(/highlighter\.client$/);
  });
});

describe('site-map-routes', () => {
  it('fails the build on a page the site map lists but the build lacks, or the other way round', async () => {
    const ctx = context();
    mkdirSync(join(ctx.siteDir, 'src/data'), {recursive: true});
    writeFileSync(join(ctx.siteDir, SITE_MAP_FILE), 'path\ttitle\tsidebar\tflags\n/\tOverview\tdocs\t\n/guides\tGuides\tdocs\t\n');
    const postBuild = (routesPaths: string[]) => hooks(siteMapRoutesPlugin(ctx)).postBuild({routesPaths} as never);
    await expect(postBuild(['/', '/guides', '/404.html'])).resolves.toBeUndefined();
    await expect(postBuild(['/', '/guides/new'])).rejects.toThrow(/\/guides\b[\s\S]*\/guides\/new/);
  });
});

describe('integration-catalog', () => {
  it('hands the catalog the library pages, as data only the catalog imports', async () => {
    const createData = vi.fn();
    const doc = (permalink: string, title: string, frontMatter: object) => ({permalink, title, description: `${title} page`, frontMatter});
    const docs = [
      doc('/integrations/libraries/dbt', 'Dagster & dbt', {
        integration_category: 'etl',
        package: 'dagster-dbt',
        sidebar_custom_props: {logo: 'dbt'},
      }),
      doc('/integrations/libraries/dbt/cloud', 'dbt Cloud', {catalog: false}),
      doc('/guides/x', 'A guide', {}),
    ];
    const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}}};
    await hooks(integrationCatalogPlugin(context())).allContentLoaded({allContent, actions: {createData}} as never);
    expect(createData).toHaveBeenCalledTimes(1);
    const [file, json] = createData.mock.calls[0] as [string, string];
    expect(file).toBe(CATALOG_DATA);
    expect((JSON.parse(json) as {url: string; package: string}[]).map((e) => [e.url, e.package])).toEqual([
      ['/integrations/libraries/dbt', 'dagster-dbt'],
    ]);
  });
});

describe('route-registry', () => {
  it('leaves the server bundle alone, and the dev server without route shards', () => {
    const ctx = context();
    expect(configure(routeRegistryPlugin(ctx), true)).toEqual({});
    const dev = configure(routeRegistryPlugin(ctx), false, 'development');
    const tests = (dev.module?.rules ?? []).map((rule) => String(rule.test));
    expect(tests.some((t) => t.includes('registry'))).toBe(true);
    expect(tests.some((t) => t.includes('preload'))).toBe(false);
  });
});

describe('fonts', () => {
  const tags = (ctx: LoadContext) =>
    (
      fontsPlugin(ctx) as unknown as {
        injectHtmlTags: () => {headTags: {tagName: string; attributes?: Record<string, string>; innerHTML?: string}[]};
      }
    ).injectHtmlTags().headTags;

  it('preloads the generated font and declares it, both by the same address under the base URL', () => {
    const ctx = {...context(), baseUrl: '/docs/'} as LoadContext;
    mkdirSync(join(ctx.siteDir, FONT_DIR), {recursive: true});
    writeFileSync(join(ctx.siteDir, FONT_DIR, 'inter-0123456789.woff2'), 'font');
    const [preload, face] = tags(ctx);
    expect(preload).toEqual({
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: '/docs/assets/fonts/inter-0123456789.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
      },
    });
    expect(face.tagName).toBe('style');
    expect(face.innerHTML).toContain('src:url(/docs/assets/fonts/inter-0123456789.woff2)');
    expect(face.innerHTML).toContain('font-weight:400 700');
  });

  it('fails, naming the command to run, when the font has not been generated or two are left', () => {
    const ctx = {...context(), baseUrl: '/'} as LoadContext;
    expect(() => tags(ctx)).toThrow('found none; run `npm run generate:fonts`');
    mkdirSync(join(ctx.siteDir, FONT_DIR), {recursive: true});
    writeFileSync(join(ctx.siteDir, FONT_DIR, 'inter-0123456789.woff2'), 'font');
    writeFileSync(join(ctx.siteDir, FONT_DIR, 'inter-abcdefabcd.woff2'), 'font');
    expect(() => tags(ctx)).toThrow('found inter-0123456789.woff2, inter-abcdefabcd.woff2');
  });
});
