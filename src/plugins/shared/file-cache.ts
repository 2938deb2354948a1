/**
 * A content-addressed cache on disk for build steps that are pure functions of their inputs
 * (page analyses, Markdown twins): a rebuild after editing one page recomputes one entry.
 * Keys hash the inputs together with a version (the code and lock file that produce the value),
 * so a change to either misses the cache instead of serving a stale result.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A version string from the files whose contents decide what the cached values are. */
export function versionOf(files: readonly string[]): string {
  return hashOf(...files.map((file) => readFileSync(file)));
}

export class FileCache {
  private readonly used = new Set<string>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly dir: string,
    private readonly version: string,
  ) {
    mkdirSync(dir, {recursive: true});
  }

  key(...inputs: string[]): string {
    return hashOf(this.version, ...inputs);
  }

  /** The cached value for these inputs, or `compute()`'s, which is then stored. */
  through<T>(inputs: string[], compute: () => T): T {
    const key = this.key(...inputs);
    const file = path.join(this.dir, `${key}.json`);
    this.used.add(`${key}.json`);
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as {value: T};
      this.hits++;
      return value.value;
    } catch {
      const value = compute();
      writeFileSync(file, JSON.stringify({value}));
      this.misses++;
      return value;
    }
  }

  /** Drops entries this run did not use, so the cache holds one generation. */
  prune(): void {
    for (const name of readdirSync(this.dir)) {
      if (!this.used.has(name)) rmSync(path.join(this.dir, name), {force: true});
    }
  }
}
