/**
 * `npm run build`: the production build, written to build/ only if it succeeds
 * (scripts/lib/atomic-build.ts). Extra arguments go to `docusaurus build`.
 */
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {buildAtomically} from './lib/atomic-build';

const root = join(import.meta.dirname, '..');
const docusaurus = join(root, 'node_modules/.bin/docusaurus');
const status = buildAtomically(
  (outDir) => spawnSync(docusaurus, ['build', '--out-dir', outDir, ...process.argv.slice(2)], {stdio: 'inherit', cwd: root}).status ?? 1,
  join(root, 'build'),
  join(root, '.build-partial'),
);
if (status === 0) console.log('The build is in build/.');
else console.error('\nThe build failed: build/ was removed, so nothing stale is served. What it wrote is in .build-partial/.');
process.exit(status);
