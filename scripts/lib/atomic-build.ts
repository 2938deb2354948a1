/**
 * Builds into a scratch folder and moves it to its place only when the build succeeded, after
 * removing the previous output first: a failed build never leaves a `build/` folder behind that
 * looks complete (stale or half written) for `npm run serve` or the link crawl to use.
 */
import {existsSync, renameSync, rmSync} from 'node:fs';

export type BuildRun = (outDir: string) => number;

export function buildAtomically(run: BuildRun, outDir: string, scratchDir: string): number {
  rmSync(outDir, {recursive: true, force: true});
  rmSync(scratchDir, {recursive: true, force: true});
  const status = run(scratchDir);
  if (status !== 0 || !existsSync(scratchDir)) return status === 0 ? 1 : status;
  renameSync(scratchDir, outDir);
  return 0;
}
