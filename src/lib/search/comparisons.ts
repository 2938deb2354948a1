/**
 * A reader weighing two things, or three ("schedule vs sensor", "should i use ops instead of assets",
 * "serverless or hybrid, which one") wants the page that compares them, which is rarely the page
 * of either: its title names neither, and each side's own page holds the query's words more often.
 * The pages that compare say so in a heading ("Launchers versus executors", kept in titles.json by
 * the build) or in their description ("Choose between schedules, sensors...", "Compare Dagster+
 * Serverless and Hybrid", "when to use them instead of assets"): such a page, naming both sides,
 * is the comparison's page. "X instead of Y" asks when X is the better choice: X's own page, when
 * its description says when to choose it, comes before them.
 */
import type {TitleData, TitleRow} from './titles';
import {coverage, isProductName, matches, queryTerms, words} from './terms';

/** Openings after which "and" joins the two sides ("difference between X and Y", "compare X and Y"). */
const AND_LEAD = String.raw`(?:what(?:'?s| is)\s+the\s+)?difference\s+between|compar(?:e|ing)`;
/** What a question around a comparison adds ("should i use", "which one should we pick"). */
const LEAD = new RegExp(
  String.raw`^(?:${AND_LEAD}|how\s+(?:is|are|does|do)\s+(?:an?\s+|the\s+)?|(?:should|do|can)\s+(?:i|we)\s+use|when\s+(?:(?:should|do|would|can)\s+(?:i|we|you)|to)\s+use|which\s+(?:is\s+better|to\s+use)[,:]?)\s*`,
);
const LED_BY_AND = new RegExp(String.raw`^(?:${AND_LEAD})\s`);
const TAIL = /[,?]?\s+(?:which\b|when\s+to\s+use\s+which|what(?:'?s| is)\s+the\s+difference)\b.*$/;
/** How the two sides are joined, in order of preference; "and" only after AND_LEAD. */
const JOINS = [/\s+(?:vs\.?|versus)\s+/, /\s+(?:is\s+|are\s+)?(?:different|differs?)\s+(?:from|than)\s+/, /\s+instead\s+of\s+/, /\s+or\s+/];
const AND = /\s+and\s+/;
const CLAUSE = /\b(when|whenever|if|after|before|until|once)\b/;
/** A description that compares: it helps a reader choose. */
const CHOOSING = /\b(compar\w*|choos\w*|choice|between|versus|vs|instead|differ\w*|decid\w*|pick\w*|which one)\b/;
/** A heading that weighs two things ("Launchers versus executors", "Op retries compared with run retries"). */
export const COMPARING_HEADING = /\b(vs\.?|versus|compared|comparison|differences? between|instead of)\b/i;

/** Joins that may weigh three things at once ("schedule vs sensor vs declarative automation"). */
const LISTING_JOINS = new Set([JOINS[0], JOINS[3]]);

/**
 * What a query weighs: its sides (two, or three joined by "vs" or "or"), and whether the first is
 * what the reader thinks of using instead of the other ("should i use ops instead of assets").
 */
export type Comparison = {sides: string[][]; instead: boolean};

/** The sides of a comparison, or undefined when the query does not weigh things against each other. */
export function comparedSides(query: string): Comparison | undefined {
  const text = query.toLowerCase().trim().replace(TAIL, '');
  const body = text.replace(LEAD, '');
  for (const join of LED_BY_AND.test(text) ? [...JOINS, AND] : JOINS) {
    const parts = body.split(join);
    const most = LISTING_JOINS.has(join) ? 3 : 2;
    // A side is a thing's name, not a clause ("callback when an op succeeds or fails").
    if (parts.length < 2 || parts.length > most || parts.some((part) => CLAUSE.test(part))) continue;
    const sides = parts.map((part) => queryTerms(part).filter((term) => !isProductName(term)));
    if (sides.every((side) => side.length >= 1 && side.length <= 3)) return {sides, instead: join === JOINS[2]};
  }
  return undefined;
}

/**
 * The pages that compare the two sides of a comparison, the likeliest first: one with a heading
 * that weighs them ("Launchers versus executors"), then one whose title and description name both
 * and help choose, the sooner its description comes to them the better ("Compare Dagster+
 * Serverless and Hybrid" before a dbt guide that ends "pick the Serverless or Hybrid guide"). A
 * page titled by one side ("Serverless") compares from that side's point of view, and comes last.
 */
export function comparisonPages(query: string, data: TitleData): TitleRow[] {
  const comparison = comparedSides(query);
  if (!comparison) return [];
  const {sides, instead} = comparison;
  const namesBoth = (text: string) => sides.every((side) => coverage(text, side) === 1);
  // A heading is short: half of each side's words will do ("Launchers versus executors" for "run launcher vs executor").
  const headingNamesBoth = (text: string) => sides.every((side) => coverage(text, side) >= 0.5);
  const byHeading = new Set((data.comparingHeadings ?? []).filter(([, text]) => headingNamesBoth(text)).map(([row]) => row));
  const found = data.pages.flatMap((row, index) => {
    const [, title, , , description] = row;
    const titledBy = sides.filter((side) => coverage(title, side) === 1);
    const choosing = CHOOSING.test(description.toLowerCase()) && namesBoth(`${title} ${description}`);
    // "Use ops instead of assets" asks when the first is the better choice: the page of the first
    // side, saying when to choose it, answers before a page that weighs them from elsewhere.
    if (instead && choosing && titledBy.length === 1 && titledBy[0] === sides[0]) return [{row, rank: -1}];
    if (byHeading.has(index)) return [{row, rank: 0}];
    if (!choosing) return [];
    const said = words(description);
    const firstMention = said.findIndex((word) => sides.some((side) => side.some((term) => matches(word, term))));
    return [{row, rank: titledBy.length === 1 ? 1000 : 1 + (firstMention < 0 ? 999 : firstMention)}];
  });
  return found.sort((a, b) => a.rank - b.rank).map(({row}) => row);
}
