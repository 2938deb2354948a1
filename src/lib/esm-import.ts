/**
 * Imports a package that ships only as an ES module (its `exports` declare just an `import`
 * condition) from code that may run as CommonJS: Docusaurus loads the config and plugins through
 * jiti, which turns `import()` into `require` and so cannot resolve such a package by name. The
 * module file is found on the package search path instead and imported by its URL, which every
 * loader accepts.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

/** `entry` is the module's path inside the package, as its `exports` name it (`dist/index.js`). */
export async function importEsm<T>(packageName: string, entry: string): Promise<T> {
  const file = (require.resolve.paths(packageName) ?? [])
    .map((dir) => join(dir, packageName, entry))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${packageName} is not installed: run npm ci`);
  return (await import(/* webpackIgnore: true */ pathToFileURL(file).href)) as T;
}
