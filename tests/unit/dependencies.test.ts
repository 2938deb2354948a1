/** Every package the code imports is declared in package.json, and every declared one is used. */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {dependencyReport, importsOf, packageOf} from '../../scripts/lib/dependencies';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Declared packages the tools use by command or configuration rather than by import. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@docusaurus/faster': 'the bundler Docusaurus loads for future.experimental_faster',
  '@docusaurus/module-type-aliases': 'types for the @docusaurus/* and @theme/* aliases (tsconfig types)',
  '@docusaurus/tsconfig': 'the base tsconfig.json extends',
  '@mdx-js/react': 'the MDX provider Docusaurus renders pages with (a peer of its MDX loader)',
  pagefind: 'the search indexer: its Node API, imported by file URL after the build (src/lib/esm-import.ts)',
  eslint: 'npm run lint (its plugins are imported by eslint.config.mjs)',
  prettier: 'npm run lint and npm run format',
  tsx: 'runs the scripts (npm scripts)',
  typescript: 'npm run typecheck',
  vitest: 'npm run test:unit',
  '@playwright/test': 'npm run test:e2e',
  '@types/node': 'types for node: modules (tsconfig types)',
  '@types/react': 'types for React (JSX)',
  '@types/react-dom': 'types for react-dom',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' || name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

const files = [
  ...['src', 'scripts', 'config', 'tests'].flatMap(sources),
  'docusaurus.config.ts',
  'eslint.config.mjs',
  'sidebars.ts',
  'playwright.config.ts',
  'vitest.config.ts',
];
const texts = files.map((file) => readFileSync(file, 'utf8'));
const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
const imports = new Set(
  texts
    .flatMap(importsOf)
    .map(packageOf)
    .filter((name): name is string => name !== undefined),
);
const mentioned = new Set(
  declared.filter((name) => texts.some((text) => text.includes(`'${name}`) || text.includes(`"${name}`) || text.includes(`\`${name}`))),
);

describe('dependencies', () => {
  it('reads the imports the code has', () => {
    expect(imports.has('react')).toBe(true);
    expect(imports.has('zod')).toBe(true);
    expect(packageOf('@docusaurus/Link')).toBe('@docusaurus/core');
    expect(packageOf('mdast')).toBe('@types/mdast');
    expect(packageOf('node:fs')).toBeUndefined();
  });

  it('declares every package the code imports, and uses every package it declares', () => {
    expect(dependencyReport(declared, imports, mentioned, USED_WITHOUT_IMPORT)).toEqual({undeclared: [], unused: []});
  });
});
