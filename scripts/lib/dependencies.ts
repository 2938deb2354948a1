/**
 * What the code imports against what package.json declares: every package the site, its plugins,
 * scripts and tests import must be declared (not merely installed as some other package's
 * dependency), and every declared package must be used.
 */

/** Aliases the bundler resolves, which are not packages. */
const ALIAS = /^(@site\/|@theme\/|@theme-original\/|@theme-init\/|@generated\/|@code-highlighter$)/;

/**
 * Modules @docusaurus/core provides under its own name (`@docusaurus/Link`, `@docusaurus/useBaseUrl`):
 * capitalised or hook-named, they resolve inside core.
 */
const CORE_ALIAS = /^@docusaurus\/(?:[A-Z]\w*|use\w+|router|renderRoutes|isInternalUrl|constants)$/;

/** Packages that ship only types are declared as their `@types/` package. */
const TYPES_ONLY = new Set(['mdast', 'estree', 'estree-jsx', 'hast', 'unist']);

export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || ALIAS.test(specifier)) return undefined;
  if (CORE_ALIAS.test(specifier)) return '@docusaurus/core';
  const [first, second] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return TYPES_ONLY.has(name) ? `@types/${name}` : name;
}

/** Module specifiers a TypeScript source imports: `import ... from`, `import()`, `require()`, `export ... from`. */
export function importsOf(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /^\s*(?:import|export)\s[^'"`]*?\sfrom\s+['"]([^'"]+)['"]/gm,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]);
  return [...found].filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'));
}

export type DependencyReport = {undeclared: string[]; unused: string[]};

/**
 * `imports`: package names the code imports; `mentioned`: names the code or config names as
 * strings (a theme in the config, a font read by path); `usedWithoutImport`: declared packages the
 * tools use by their command or configuration, each with its reason.
 */
export function dependencyReport(
  declared: readonly string[],
  imports: ReadonlySet<string>,
  mentioned: ReadonlySet<string>,
  usedWithoutImport: Readonly<Record<string, string>>,
): DependencyReport {
  const declaredSet = new Set(declared);
  return {
    undeclared: [...imports].filter((name) => !declaredSet.has(name)).sort(),
    unused: declared
      .filter((name) => !imports.has(name) && !mentioned.has(name) && !(name in usedWithoutImport))
      // `@types/x` serves an imported `x`.
      .filter((name) => !(name.startsWith('@types/') && imports.has(name.slice('@types/'.length))))
      .sort(),
  };
}
