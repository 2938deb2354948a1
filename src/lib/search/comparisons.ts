/**
 * A reader weighing two things ("schedule vs sensor", "should i use ops instead of assets",
 * "serverless or hybrid, which one") wants the page that compares them, which is rarely the page
 * of either: its title names neither, and each side's own page holds the query's words more often.
 * The pages that compare say so in their description ("Choose between schedules, sensors...",
 * "Compare Dagster+ Serverless and Hybrid", "when to use them instead of assets"): a page whose
 * title and description name both sides, with a word of choosing, is the comparison's page.
 */
import type {TitleData, TitleRow} from './titles';
import {coverage, isProductName, queryTerms} from './terms';

/** What a question around a comparison adds ("should i use", "which one should we pick"). */
const LEAD =
  /^(?:(?:what(?:'s| is)\s+the\s+)?difference\s+between|compare|comparing|(?:should|do|can)\s+(?:i|we)\s+use|when\s+(?:should\s+(?:i|we)|to)\s+use|which\s+(?:is\s+better|to\s+use)[,:]?)\s+/;
const TAIL =
  /[,?]?\s+(?:which\s+(?:one|is\s+better|to\s+(?:use|pick|choose))|when\s+to\s+use\s+which|what(?:'s| is)\s+the\s+difference)\b.*$/;
/** How the two sides are joined, in order of preference. */
const JOINS = [/\s+(?:vs\.?|versus)\s+/, /\s+instead\s+of\s+/, /\s+or\s+/, /\s+and\s+/];
const CLAUSE = /\b(when|whenever|if|after|before|until|once)\b/;
/** A description that compares: it helps a reader choose. */
const CHOOSING = /\b(compar\w*|choos\w*|choice|between|versus|vs|instead|differ\w*|decid\w*|pick\w*|which one)\b/;

/** The two sides of a comparison, or undefined when the query does not weigh two things. */
export function comparedSides(query: string): [string[], string[]] | undefined {
  const text = query.toLowerCase().trim().replace(TAIL, '');
  const led = LEAD.test(text);
  const body = text.replace(LEAD, '');
  for (const [i, join] of JOINS.entries()) {
    // "and" joins two sides only after "difference between" or "compare".
    if (i === JOINS.length - 1 && !led) continue;
    const parts = body.split(join);
    // A side is a thing's name, not a clause ("callback when an op succeeds or fails").
    if (parts.length !== 2 || parts.some((part) => CLAUSE.test(part))) continue;
    const [a, b] = parts.map((part) => queryTerms(part).filter((term) => !isProductName(term)));
    if (a.length >= 1 && b.length >= 1 && a.length <= 3 && b.length <= 3) return [a, b];
  }
  return undefined;
}

/** The pages whose title and description name both sides of a comparison and help choose. */
export function comparisonPages(query: string, data: TitleData): TitleRow[] {
  const sides = comparedSides(query);
  if (!sides) return [];
  return data.pages.filter((row) => {
    const [, title, , , description] = row;
    const text = `${title} ${description}`;
    return CHOOSING.test(description.toLowerCase()) && sides.every((side) => coverage(text, side) === 1);
  });
}
