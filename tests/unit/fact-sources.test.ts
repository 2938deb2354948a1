/** The fact-pass record: well formed, about pages that exist, each page once. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {FACT_SOURCES_DIR, factRecordFileSchema, type FactRecord} from '../../src/lib/fact-sources';

const files = readdirSync(FACT_SOURCES_DIR).filter((f) => f.endsWith('.yaml'));
const docFile = (route: string) => join('docs', route === '/' ? 'intro.mdx' : `${route.slice(1)}.mdx`);

describe('fact sources record', () => {
  const records: {file: string; record: FactRecord}[] = files.flatMap((file) => {
    const parsed = factRecordFileSchema.safeParse(parse(readFileSync(join(FACT_SOURCES_DIR, file), 'utf8')));
    if (!parsed.success)
      throw new Error(`${FACT_SOURCES_DIR}/${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return parsed.data.map((record) => ({file, record}));
  });

  it('records checked pages', () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it('names only pages the site serves', () => {
    const missing = records.filter(({record}) => !existsSync(docFile(record.page))).map(({file, record}) => `${file}: ${record.page}`);
    expect(missing).toEqual([]);
  });

  it('records every page outside the API reference, whose facts are checked against the API snapshot', () => {
    const recorded = new Set(records.map(({record}) => record.page));
    const pages = readdirSync('docs', {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('api/'))
      .map((f) => f.replace(/\\/g, '/').replace(/\.mdx?$/, ''))
      .map((f) => (f === 'intro' ? '/' : `/${f}`));
    expect(pages.length).toBeGreaterThan(400);
    expect(pages.filter((page) => !recorded.has(page))).toEqual([]);
  });

  it('records each page once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const {file, record} of records) {
      if (seen.has(record.page)) twice.push(`${record.page} in ${seen.get(record.page)} and ${file}`);
      seen.set(record.page, file);
    }
    expect(twice).toEqual([]);
  });
});
