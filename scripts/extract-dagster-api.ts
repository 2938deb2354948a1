/**
 * Extracts the snapshot of Dagster's API from its generated API docs:
 *
 *   npx tsx scripts/extract-dagster-api.ts <dagster checkout>/docs/docs/api/python-api
 *
 * writes src/data/api-snapshot/dagster-docs.json (ids, kinds, documented parameters, lifecycle
 * labels of every page). The check (src/lib/api/snapshot.ts) applies amendments.yaml on top.
 * See src/data/api-snapshot/README.md for where the committed copy came from.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parseApiDocsPage} from '../src/lib/api/dagster-docs';
import type {ApiSnapshot} from '../src/lib/api/snapshot';
import {SNAPSHOT_FILE} from '../src/lib/api/snapshot-files';

const [dir, version = '1.10.2', commit = 'unknown'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: tsx scripts/extract-dagster-api.ts <python-api docs folder> [dagster version] [commit]');
  process.exit(2);
}

const pages: ApiSnapshot['pages'] = {};
const files = readdirSync(dir, {recursive: true, encoding: 'utf8'})
  .filter((f) => f.endsWith('.mdx'))
  .sort();
for (const file of files) {
  const entries = parseApiDocsPage(readFileSync(join(dir, file), 'utf8'));
  if (entries.length)
    pages[
      relative('.', file)
        .replace(/\\/g, '/')
        .replace(/\.mdx$/, '')
    ] = entries;
}
const snapshot: ApiSnapshot = {
  source: `dagster-io/dagster docs/docs/api/python-api/ at commit ${commit} (Dagster ${version}), extracted by scripts/extract-dagster-api.ts`,
  version,
  pages,
};
writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 1)}\n`);
const count = (entries: ApiSnapshot['pages'][string]): number => entries.reduce((n, e) => n + 1 + count(e.members), 0);
console.log(`${Object.keys(pages).length} pages, ${Object.values(pages).reduce((n, e) => n + count(e), 0)} entries → ${SNAPSHOT_FILE}`);
