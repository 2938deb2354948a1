/**
 * A command line with an option (`dagster asset materialize --select x`, `dagster dev -m pkg`), or
 * a tool's subcommands (`dagster-cloud ci deploy`), asks what the command and its options do: the
 * command-line reference of its tool answers, whatever pages its words happen to share ("select"
 * is also the asset selection syntax's word).
 * The reference is found by its title or keyword ("Dagster CLI", "dagster-cloud CLI reference",
 * "dg cli"), so a tool with such a page needs no list here.
 */
import {isProductName, queryTerms, words} from './terms';
import type {TitleData, TitleRow} from './titles';

const WITH_OPTION = /^([a-z][\w-]*)\s+(?:\S+\s+)*-{1,2}[a-z]/i;
/** A tool and one to three subcommands, no option ("dagster-cloud ci deploy", "dg scaffold"). */
const BARE = /^([a-z][\w-]*)((?:\s+[a-z][\w-]*){1,3})$/i;
/** Words that make the rest of a query prose, not a subcommand ("dg check yaml errors", "dagster-cloud cli"). */
const PROSE = /\b(cli|errors?|fail\w*|not|missing|found|broken|issues?|problems?|why|how|what|says?)\b/;

/**
 * The tool a command line runs ("dagster"), or undefined for any other query: a command line with
 * an option, or a tool other than the product itself followed by its subcommands ("dagster dev" is
 * as often a question about running Dagster as about the command). Whether the first word is a
 * tool at all is for commandReference to find out.
 */
export function commandTool(query: string): string | undefined {
  const text = query.trim().toLowerCase();
  const withOption = WITH_OPTION.exec(text)?.[1];
  if (withOption) return withOption;
  const bare = BARE.exec(text);
  if (!bare || isProductName(bare[1]) || PROSE.test(bare[2]) || queryTerms(bare[2]).length !== words(bare[2]).length) return undefined;
  return bare[1];
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
