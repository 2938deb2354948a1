/**
 * Loads the API reference data (src/data/api) the way the build does and compares it with the
 * snapshot of Dagster's own API (src/data/api-snapshot), printing every disagreement with its
 * file, so an author can check a YAML edit in seconds instead of a whole build.
 */
import {dagsterProblems, loadApiReference, loadSourceSnapshot} from '../src/plugins/api-reference/load';
import {compareWithSource} from '../src/lib/api/source-signatures';

const root = process.cwd();
const reference = loadApiReference(root, {againstDagster: false});
const symbols = reference.pages.flatMap((page) => page.data.symbols);
console.log(`API data loads: ${reference.pages.length} pages, ${symbols.length} symbols, ${reference.inventory.length} inventory entries`);
const problems = dagsterProblems(root, reference);
const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
// Parameters only one side names, where our signature and the source stub differ: often a
// version difference (the stubs come from several Dagster versions), so reported, not failed.
const {notes} = compareWithSource(loadSourceSnapshot(root), reference.pages);
if (args.includes('--notes'))
  notes.filter((n) => !only.length || only.some((o) => n.startsWith(o))).forEach((n) => console.log(`note: ${n}`));
else if (notes.length)
  console.log(`${notes.length} notes on parameters only Dagster's source or only the reference names: npm run check:api -- --notes`);
if (only.length) {
  const shown = problems.filter((p) => only.some((o) => p.startsWith(o)));
  shown.forEach((p) => console.log(p));
  console.log(`${shown.length} disagreements with Dagster's API or undescribed parameters in ${only.join(', ')}`);
  process.exitCode = shown.length ? 1 : 0;
} else {
  const byFile = new Map<string, number>();
  for (const p of problems) byFile.set(p.split(':')[0], (byFile.get(p.split(':')[0]) ?? 0) + 1);
  [...byFile].sort().forEach(([file, n]) => console.log(`${String(n).padStart(5)}  ${file}`));
  console.log(`${problems.length} disagreements with Dagster's API or undescribed parameters; details: npm run check:api -- <data file>`);
  process.exitCode = problems.length ? 1 : 0;
}
