/**
 * A command line with an option (`dagster asset materialize --select x`, `dagster dev -m pkg`)
 * asks what the command and its options do: the command-line reference of its tool answers,
 * whatever pages its words happen to share ("select" is also the asset selection syntax's word).
 * The reference is found by its title or keyword ("Dagster CLI", "dagster-cloud CLI reference",
 * "dg cli"), so a tool with such a page needs no list here.
 */
import type {TitleData, TitleRow} from './titles';

const WITH_OPTION = /^([a-z][\w-]*)\s+(?:\S+\s+)*-{1,2}[a-z]/i;

/** The tool a command line with an option runs ("dagster"), or undefined for any other query. */
export function commandTool(query: string): string | undefined {
  return WITH_OPTION.exec(query.trim())?.[1].toLowerCase();
}

/** The command-line reference of the tool a query runs, its full reference before its overview. */
export function commandReference(query: string, data: TitleData): TitleRow | undefined {
  const tool = commandTool(query);
  if (!tool) return undefined;
  const names = (row: TitleRow) => [row[1], ...row[2]].map((name) => name.toLowerCase());
  return (
    data.pages.find((row) => names(row).includes(`${tool} cli reference`)) ?? data.pages.find((row) => names(row).includes(`${tool} cli`))
  );
}
