/**
 * A reader weighing two things ("schedule vs sensor", "should i use ops instead of assets",
 * "serverless or hybrid, which one") wants the page that compares them, which is rarely the page
 * of either: its title names neither, and each side's own page holds the query's words more often.
 * The pages that compare say so in a heading ("Launchers versus executors", kept in titles.json by
 * the build) or in their description ("Choose between schedules, sensors...", "Compare Dagster+
 * Serverless and Hybrid", "when to use them instead of assets"): such a page, naming both sides,
 * is the comparison's page.
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

/** The two sides of a comparison, or undefined when the query does not weigh two things. */
export function comparedSides(query: string): [string[], string[]] | undefined {
  const text = query.toLowerCase().trim().replace(TAIL, '');
  const body = text.replace(LEAD, '');
  for (const join of LED_BY_AND.test(text) ? [...JOINS, AND] : JOINS) {
    const parts = body.split(join);
    // A side is a thing's name, not a clause ("callback when an op succeeds or fails").
    if (parts.length !== 2 || parts.some((part) => CLAUSE.test(part))) continue;
    const [a, b] = parts.map((part) => queryTerms(part).filter((term) => !isProductName(term)));
    if (a.length >= 1 && b.length >= 1 && a.length <= 3 && b.length <= 3) return [a, b];
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
  const sides = comparedSides(query);
  if (!sides) return [];
  const namesBoth = (text: string) => sides.every((side) => coverage(text, side) === 1);
  // A heading is short: half of each side's words will do ("Launchers versus executors" for "run launcher vs executor").
  const headingNamesBoth = (text: string) => sides.every((side) => coverage(text, side) >= 0.5);
  const byHeading = new Set((data.comparingHeadings ?? []).filter(([, text]) => headingNamesBoth(text)).map(([row]) => row));
  const found = data.pages.flatMap((row, index) => {
    const [, title, , , description] = row;
    if (byHeading.has(index)) return [{row, rank: 0}];
    if (!CHOOSING.test(description.toLowerCase()) || !namesBoth(`${title} ${description}`)) return [];
    const titledBySide = sides.filter((side) => coverage(title, side) === 1).length === 1;
    const said = words(description);
    const firstMention = said.findIndex((word) => sides.some((side) => side.some((term) => matches(word, term))));
    return [{row, rank: titledBySide ? 1000 : 1 + (firstMention < 0 ? 999 : firstMention)}];
  });
  return found.sort((a, b) => a.rank - b.rank).map(({row}) => row);
}
