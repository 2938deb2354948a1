/**
 * One sample, one place. A code sample shown on more than one page lives in a file under
 * `snippets/` and each page includes it with an empty fence that names it:
 *
 *   ```python file=/snippets/dbt/definitions.py title="definitions.py"
 *   ```
 *
 * The HTML page (src/plugins/snippets), its Markdown twin and the content check all read the same file,
 * so a fix lands everywhere and the sample is checked like any other (it parses, its `dg.X` names
 * exist, its keyword arguments are taken). The content check refuses a long sample copied onto a
 * second page.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, normalize} from 'node:path';
import type {Code} from 'mdast';

export const SNIPPETS_DIR = 'snippets';

/** A sample at least this many non-blank lines long may appear on one page only. */
export const MIN_SHARED_LINES = 8;

const FILE_META = /(?:^|\s)file=(\S+)/;

export class SnippetError extends Error {}

/** The snippet a fence names (`file=/snippets/x.py` → `snippets/x.py`), if it names one. */
export function snippetRef(meta: string | null | undefined): string | undefined {
  const ref = meta ? FILE_META.exec(meta)?.[1] : undefined;
  return ref?.replace(/^\//, '');
}

/** The fence's other settings (its title), without the `file=` part. */
export function metaWithoutFile(meta: string): string | null {
  const rest = meta.replace(FILE_META, ' ').trim();
  return rest || null;
}

/** Reads a snippet the site root holds; throws a SnippetError saying what is wrong. */
export function readSnippet(root: string, ref: string): string {
  const path = normalize(ref);
  if (!path.startsWith(`${SNIPPETS_DIR}/`) || path.includes('..')) {
    throw new SnippetError(`file=/${ref.replace(/^\//, '')}: a sample file must be under /${SNIPPETS_DIR}/`);
  }
  const file = join(root, path);
  if (!existsSync(file)) throw new SnippetError(`file=/${path} does not exist`);
  return readFileSync(file, 'utf8').replace(/\n+$/, '');
}

/**
 * Fills a `file=` fence with its file, or says why it cannot: the file is missing or outside
 * snippets/, or the fence has a body of its own (which would be silently replaced).
 */
export function resolveSnippet(root: string, node: Pick<Code, 'meta' | 'value'>): {value: string; meta: string | null} | undefined {
  const ref = snippetRef(node.meta);
  if (!ref) return undefined;
  if (node.value.trim()) throw new SnippetError(`a fence with file=/${ref} takes its code from the file: leave its body empty`);
  return {value: readSnippet(root, ref), meta: metaWithoutFile(node.meta ?? '')};
}

/** A sample reduced to what makes it the same sample: its non-blank lines, trimmed at the end. */
export function sampleKey(value: string): string | undefined {
  const lines = value
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  return lines.length >= MIN_SHARED_LINES ? lines.join('\n') : undefined;
}
