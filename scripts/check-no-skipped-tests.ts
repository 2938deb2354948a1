/**
 * Fails when a test is skipped, focused or left as a todo: a test that does not run cannot
 * fail, so it protects nothing. Vitest and Playwright only warn about these.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SKIPPING = /\b(?:it|test|describe|suite)(?:\.each\([^)]*\))?\.(skip|only|todo|fixme|skipIf|runIf)\b|\bx(?:it|describe)\(/;

const files = ['src', 'scripts', 'tests'].flatMap((dir) =>
  readdirSync(resolve(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.(test|spec)\.tsx?$/.test(name) && !name.includes('fixtures'))
    .map((name) => `${dir}/${name}`),
);
const problems: string[] = [];
for (const file of files) {
  readFileSync(resolve(root, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const match = SKIPPING.exec(line);
      if (match) problems.push(`${file}:${i + 1}: tests must run; remove .${match[1] ?? 'x-prefix'}`);
    });
}
for (const p of problems) console.error(p);
console.log(problems.length ? `${problems.length} skipped or focused test(s)` : `no skipped tests in ${files.length} files`);
process.exit(problems.length ? 1 : 0);
