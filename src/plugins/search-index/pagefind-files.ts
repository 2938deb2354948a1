/** Checks on the files Pagefind writes, before the build goes on with them. */
import {readFile, readdir, stat} from 'node:fs/promises';
import path from 'node:path';

/**
 * Waits until Pagefind's files are whole: `writeFiles` can answer before its service has finished
 * writing them, and closing the service then cut a build's files short (an empty
 * pagefind-entry.json, a wasm file cut at 64 KB), which broke search with no error. Whole means
 * the entry file parses and names its languages, and no file is empty or still growing.
 */
export async function untilWritten(dir: string, timeoutMs = 10_000): Promise<void> {
  const sizes = async () => {
    const files = (await readdir(dir, {withFileTypes: true})).filter((entry) => entry.isFile());
    return Promise.all(files.map(async (file) => [file.name, (await stat(path.join(dir, file.name))).size] as const));
  };
  let last = '';
  for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const now = await sizes();
    const key = JSON.stringify(now);
    let entryReady = false;
    try {
      const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {languages?: object};
      entryReady = Object.keys(entry.languages ?? {}).length > 0;
    } catch {
      entryReady = false;
    }
    if (entryReady && key === last && now.every(([, size]) => size > 0)) return;
    last = key;
  }
  throw new Error(
    `Pagefind's files in ${dir} were still incomplete after ${timeoutMs / 1000} s (pagefind-entry.json unreadable, or a file empty or growing)`,
  );
}
