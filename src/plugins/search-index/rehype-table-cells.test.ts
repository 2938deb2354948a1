import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {mdxToHtml} from '../../../tests/unit/mdx';
import remarkGfm from 'remark-gfm';
import rehypeTableCells from './rehype-table-cells';
import {importEsm} from '../../lib/esm-import';

const table = '| Setting | Default |\n| --- | --- |\n| `poll_interval` | Seconds between checks |\n';

/**
 * The page's HTML as the production build serves it: minified, with nothing between one tag and
 * the next and without the end tags HTML lets a cell or row omit.
 */
const html = async (rehypePlugins: [] | [typeof rehypeTableCells]) =>
  (await mdxToHtml(table, {remarkPlugins: [remarkGfm], rehypePlugins})).replace(/>\n+</g, '><').replace(/<\/(td|th|tr)>/g, '');

/** The text Pagefind indexes for a page with this body: what search excerpts are cut from. */
async function indexedText(body: string): Promise<string> {
  const site = mkdtempSync(join(tmpdir(), 'pagefind-'));
  mkdirSync(site, {recursive: true});
  writeFileSync(
    join(site, 'index.html'),
    `<html lang="en"><head><title>T</title></head><body><main data-pagefind-body>${body}</main></body></html>`,
  );
  const pagefind = await importEsm<typeof import('pagefind')>('pagefind', 'lib/index.js');
  try {
    const {index} = await pagefind.createIndex({forceLanguage: 'en'});
    await index!.addDirectory({path: site});
    const {files} = await index!.getFiles();
    const fragment = files.find((f) => f.path.startsWith('fragment/'))!;
    const json = gunzipSync(Buffer.from(fragment.content)).toString();
    return (JSON.parse(json.slice(json.indexOf('{'))) as {content: string}).content;
  } finally {
    await pagefind.close();
  }
}

describe('rehype-table-cells', () => {
  it('keeps header and body cells apart in the search index, and only adds spaces to the page', async () => {
    const before = await html([]);
    const after = await html([rehypeTableCells]);
    expect(after.replace(/ (?=<t[dhr]|<\/t)/g, '')).toBe(before);
    expect(await indexedText(before)).toContain('SettingDefault');
    expect(await indexedText(before)).toContain('poll_intervalSeconds');
    const indexed = await indexedText(after);
    expect(indexed).toContain('Setting Default');
    expect(indexed).toContain('poll_interval Seconds between checks');
  });
});
