/** The Docusaurus internals this site relies on (config/upstream.ts) are still there, at the version they were written for. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCUSAURUS_VERSION, UPSTREAM_TOUCHES} from '../../config/upstream';

const require = createRequire(import.meta.url);
const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8')) as {version: string}).version;

describe('Docusaurus internals', () => {
  it(`are those of Docusaurus ${DOCUSAURUS_VERSION}: an upgrade reviews config/upstream.ts first`, () => {
    for (const pkg of ['@docusaurus/core', '@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/plugin-content-docs']) {
      expect(versionOf(pkg), pkg).toBe(DOCUSAURUS_VERSION);
    }
  });

  it('every place that touches them is listed and exists', () => {
    for (const touch of UPSTREAM_TOUCHES) {
      for (const file of touch.where.split(', ')) expect(existsSync(file), file).toBe(true);
    }
  });

  it('every theme component this site replaces is marked safe to swizzle by theme-classic, or listed', async () => {
    const {default: swizzleConfig} = (await import('@docusaurus/theme-classic/lib/getSwizzleConfig.js')) as {
      default: () => {components: Record<string, {actions: {eject?: string; wrap?: string}}>};
    };
    const safe = swizzleConfig().components;
    const listed = UPSTREAM_TOUCHES.flatMap((touch) => touch.where.split(', '));
    // Root is Docusaurus's own component for wrapping the app; the others come from theme-classic.
    const replaced = readdirSync('src/theme', {recursive: true, encoding: 'utf8'})
      .filter((file) => /(^|\/)index\.tsx$|^[^/]+\.tsx$|^NavbarItem\/[^/]+\.tsx$/.test(file) && !file.startsWith('Root/'))
      .map((file) => file.replace(/(\/index)?\.tsx$/, ''));
    expect(replaced.length).toBeGreaterThan(10);
    const unrecorded = replaced.filter((name) => {
      const actions = safe[name]?.actions;
      const isSafe = actions?.eject === 'safe' || actions?.wrap === 'safe' || name === 'MDXComponents';
      return !isSafe && !listed.some((where) => where === `src/theme/${name}/index.tsx` || where === `src/theme/${name}.tsx`);
    });
    expect(unrecorded).toEqual([]);
  });

  it('still has what those places rely on', async () => {
    expect(existsSync(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages'))).toBe(true);
    // theme-common runs only inside the client bundle, so its exports are read from its types.
    const internal = readFileSync('node_modules/@docusaurus/theme-common/lib/internal.d.ts', 'utf8');
    for (const name of ['useScrollPositionBlocker', 'useTabsContextValue', 'useTabs', 'sanitizeTabsChildren', 'TabsProvider']) {
      expect(internal, name).toMatch(new RegExp(`\\b${name}\\b`));
    }
    // The sidebars split: the browser reads one sidebar by name, and finds the home page in the route list.
    const docsUtils = readFileSync(require.resolve('@docusaurus/plugin-content-docs/lib/client/docsUtils.js'), 'utf8');
    expect(docsUtils).toContain('versionMetadata.docsSidebars[sidebarName]');
    expect(docsUtils.match(/docsSidebars/g)).toHaveLength(1);
    const routesUtils = readFileSync('node_modules/@docusaurus/theme-common/lib/utils/routesUtils.js', 'utf8');
    expect(routesUtils).toContain("import generatedRoutes from '@generated/routes';");
    expect(routesUtils).toMatch(/export function useHomePageRoute\(\) \{[\s\S]*?findHomePageRoute\(\{ routes: generatedRoutes/);
    // Docusaurus's packages call no tslib helper beyond those the browser bundle gives them.
    const interop = readFileSync('src/plugins/route-registry/client/tslib-interop.ts', 'utf8');
    const given = new Set(
      /export \{([^}]*)\} from 'tslib'/
        .exec(interop)?.[1]
        .split(',')
        .map((name) => name.trim()),
    );
    const used = new Set<string>();
    for (const pkg of readdirSync('node_modules/@docusaurus')) {
      const lib = join('node_modules/@docusaurus', pkg, 'lib');
      if (!existsSync(lib)) continue;
      for (const file of readdirSync(lib, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.js'))) {
        for (const match of readFileSync(join(lib, file), 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g)) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !given.has(name))).toEqual([]);
    // The table of contents' wrapper passes a changed `toc` prop through to the original.
    const tocItems = readFileSync('node_modules/@docusaurus/theme-classic/src/theme-classic.d.ts', 'utf8');
    expect(tocItems).toMatch(/declare module '@theme\/TOCItems' {[\s\S]*?readonly toc: readonly TOCItem\[\];/);
    const site = (await import('@docusaurus/core/lib/server/site.js')) as Record<string, unknown>;
    expect(typeof site.loadSite).toBe('function');
    const bundlerSource = readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
    expect(bundlerSource).toContain('ChunkAssetPlugin');
    // The preload the route shards replace: imported as './preload' by the client entry and the
    // navigation that waits on it, with the signature client/preload.ts keeps.
    const client = (file: string) => readFileSync(join('node_modules/@docusaurus/core/lib/client', file), 'utf8');
    expect(client('preload.js')).toMatch(/export default function preload\(pathname\)/);
    for (const file of ['clientEntry.js', 'PendingNavigation.js', 'docusaurus.js'])
      expect(client(file), file).toMatch(/from '\.\/preload'/);
    for (const generated of ['@generated/routes', '@generated/registry', '@generated/routesChunkNames'])
      expect(client('exports/ComponentCreator.js') + client('App.js'), generated).toContain(generated);
  });
});
