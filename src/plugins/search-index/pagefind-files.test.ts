import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {untilWritten} from './pagefind-files';

function indexDir(entry: string, wasm = 'x'.repeat(100)): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagefind-'));
  writeFileSync(path.join(dir, 'pagefind-entry.json'), entry);
  writeFileSync(path.join(dir, 'wasm.en.pagefind'), wasm);
  return dir;
}

describe('untilWritten', () => {
  it('lets a whole index through', async () => {
    await expect(untilWritten(indexDir('{"version":"1.5.2","languages":{"en":{"hash":"en_1","page_count":3}}}'))).resolves.toBeUndefined();
  });

  it('fails the build, naming the folder, when the entry file is empty or a file is empty', async () => {
    const empty = indexDir('');
    await expect(untilWritten(empty, 600)).rejects.toThrow(empty);
    await expect(untilWritten(indexDir('{"languages":{"en":{}}}', ''), 600)).rejects.toThrow(/incomplete/);
  });
});
