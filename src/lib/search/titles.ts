/**
 * Pages a query names. Full-text ranking favours pages that use a query's words most, which for
 * a query naming a topic ("ECS agent", "partitioned assets") are its sub-pages, never the topic's
 * own page; and a task ("run every day") can be worded unlike every page about it. So the search
 * also reads a small list of every listed page's title and search keywords (front matter
 * `keywords:`, and a navbar label for the page it leads to), written by the build to
 * /search-index/titles.json, and weighs the pages whose title, keywords or address name what the
 * query asks for (see TIERS and weighNamedPages): a page named outright goes first, one named in
 * part adds to what the other evidence says of it. API reference pages are in the list, behind
 * guides that name the query as well: "Definitions" names the reference page, "assets" the guide.
 */
import {conceptWords} from './concepts';
import type {RankedPage} from './page-ranker';
import {isWalkthroughStep, sectionOf, WALKTHROUGH_WORDS} from './sections';
import {asksForDagsterPlus, coverage, isProductName, matches, nearMiss, queryTerms, spelledOut, stemOf, words} from './terms';

/** [path, title, keywords, 1 when the page is a section's own page, description]. */
export type TitleRow = [string, string, string[], 0 | 1, string];
/**
 * Every listed page, and each one's row by its Pagefind page id (the name of its fragment file),
 * so that search can rank Pagefind's pages and show one without downloading its text.
 */
export type TitleData = {
  pages: TitleRow[];
  pageIds?: Record<string, number>;
  /** The headings that weigh two things against each other, as [row, text] (comparisons.ts). */
  comparingHeadings?: [number, string][];
};

/** Longer queries are questions, not names: full-text ranking serves them better. */
const MAX_TERMS = 6;
/** Words that say something is wrong ("schedule not running", "why did my run fail"). */
const PROBLEM_STEMS = new Set(
  [
    'not',
    'fail',
    'error',
    'stuck',
    'broken',
    'wrong',
    'crash',
    'why',
    'isn',
    'doesn',
    'didn',
    // The same, typed without the apostrophe ("schedule didnt run").
    'didnt',
    'doesnt',
    'isnt',
    'wont',
    'cant',
    'hasnt',
    'wasnt',
    'won',
    'never',
    'missing',
    'no',
    'gone',
    'hang',
    'hung',
    'forever',
    'lost',
  ].map(stemOf),
);
/** Words after which a problem word states a condition, not a complaint ("alert when a check fails"). */
const CONDITION_WORDS = new Set(['when', 'whenever', 'if', 'after', 'on', 'until', 'unless']);

/**
 * The problem words that complain of something, not those a condition introduces: "alert when an
 * asset check fails" is a task, and a debugging page does not answer it.
 */
function complaintTerms(query: string, problem: readonly string[]): string[] {
  const typed = words(query);
  const condition = typed.findIndex((word) => CONDITION_WORDS.has(word));
  const conditional = new Set(condition < 0 ? [] : typed.slice(condition + 1));
  return problem.filter((term) => !conditional.has(term));
}

/** Words that say a page is about what goes wrong, or about watching for it ("Monitoring sensors"). */
const REMEDY_STEMS = new Set(['troubleshooting', 'debugging', 'monitoring'].map(stemOf));
/**
 * Verbs that say a reader wants to act on the subject without naming it ("change schedule
 * timezone", "set up branch deployments"): a title need not hold them to be about the query, so
 * they weigh a fraction of what their rarity says.
 */
const LIGHT_VERB_STEMS = new Set(
  ['change', 'set', 'setup', 'modify', 'customize', 'adjust', 'update', 'add', 'make', 'get', 'enable', 'turn'].map(stemOf),
);
const LIGHT_VERB_WEIGHT = 0.25;

/**
 * How a page's title answers the query, best first:
 * - `exact`: the title or a keyword is the query, word for word (stems compared);
 * - `remedy`: a query about a problem, and a troubleshooting or debugging page about its subject;
 * - `covers`: title and keywords hold every word of the query, and the page is about it;
 * - `subject`: the query is the title plus qualifiers ("deployment kubernetes", "duckdb resource");
 * - `most`: no page covers a query of three words or more, and the title holds most of its weight;
 * - `remedy-general`: a problem query that nothing else answers, and a page only about problems.
 */
const TIERS = ['exact', 'remedy', 'covers', 'subject', 'most', 'remedy-general'] as const;
export type Tier = (typeof TIERS)[number];
type Named = {row: TitleRow; tier: Tier; inTitle: number; exactReference: 0 | 1};
export type NamedPage = {row: TitleRow; tier: Tier};

/** The words of a title that say what it is about. */
const nameWords = (text: string) => queryTerms(text).filter((w) => !isProductName(w));
/** Word for word, stop words included ("Using resources" is not the query "resources"). */
const stemsOf = (text: string) =>
  words(text)
    .filter((w) => !isProductName(w))
    .map(stemOf);
const sameWords = (a: string, b: string) => stemsOf(a).join(' ') === stemsOf(b).join(' ');

/** An API reference page. */
const isReference = (row: TitleRow) => (row[0] === '/api' || row[0].startsWith('/api/') ? 1 : 0);

/**
 * Each term's weight: rarer in titles, more telling (inverse document frequency over the titles),
 * so "Asset sensors" is not about "materializing assets" just because "asset" is in half the titles.
 */
function weights(terms: readonly string[], data: TitleData): number[] {
  // Over the guides' titles: a library's reference page would count its name twice.
  const guides = data.pages.filter((row) => !isReference(row));
  return terms.map((term) => {
    const df = guides.filter(([, title]) => words(title).some((word) => matches(word, term))).length;
    // A word no title holds cannot tell titles apart ("exponential backoff"): it weighs nothing.
    const rarity = df === 0 ? 0 : Math.log((guides.length + 1) / (df + 1)) + 0.1;
    return LIGHT_VERB_STEMS.has(stemOf(term)) ? rarity * LIGHT_VERB_WEIGHT : rarity;
  });
}

/** A page's address names it too ("/dagster-plus/.../sso" for "Single sign-on"): its last segment, as words. */
const slugOf = (path: string) => path.split('/').pop()?.replace(/-/g, ' ') ?? '';

function tierOf(query: string, terms: string[], weight: number[], row: TitleRow): {tier: Tier; inTitle: number} | undefined {
  const [path, title, ownKeywords] = row;
  const keywords = [...ownKeywords, slugOf(path)];
  const titleWords = nameWords(title);
  const inTitle = terms.filter((term) => titleWords.some((word) => matches(word, term))).length;
  const total = weight.reduce((a, b) => a + b, 0);
  /** The share of the query's weight that `names` hold. */
  const shareOf = (names: string[]) =>
    total === 0 ? 0 : terms.reduce((sum, term, i) => sum + (names.some((word) => matches(word, term)) ? weight[i] : 0), 0) / total;
  const share = shareOf(titleWords);
  // The address names the page as much as its title does ("/etl-pipeline-tutorial" for "Build an
  // ETL pipeline"), for the question whether the page is about the query (not for the fallbacks).
  const nameShare = shareOf([...titleWords, ...nameWords(slugOf(path))]);
  if ([title, ...keywords].some((name) => sameWords(name, query))) return {tier: 'exact', inTitle};

  const problem = terms.filter((t) => PROBLEM_STEMS.has(stemOf(t)));
  const complaint = complaintTerms(query, problem);
  const isRemedy = titleWords.some((w) => REMEDY_STEMS.has(stemOf(w)));
  if (complaint.length && isRemedy) {
    const subject = terms.filter((t) => !complaint.includes(t));
    // The title must hold the weightier part of the subject: "Debugging assets during execution"
    // names the asset of "why didn't my asset materialize automatically", not what went wrong.
    const inSubject = (term: string) => titleWords.some((word) => !REMEDY_STEMS.has(stemOf(word)) && matches(word, term));
    const subjectWeight = (held: boolean) =>
      terms.reduce((sum, term, i) => sum + (!complaint.includes(term) && (!held || inSubject(term)) ? weight[i] : 0), 0);
    const onlySubject = titleWords.every((word) => REMEDY_STEMS.has(stemOf(word)) || subject.some((term) => matches(word, term)));
    const aboutSubject = subject.some(inSubject) && (onlySubject || subjectWeight(true) >= subjectWeight(false) / 2);
    if (aboutSubject) return {tier: 'remedy', inTitle};
    // A bare problem ("why did my run fail") may go to a page about problems in general; a task
    // that mentions one ("send a slack alert when a run fails") may not.
    if (subject.length <= 1 && titleWords.every((w) => REMEDY_STEMS.has(stemOf(w)))) return {tier: 'remedy-general', inTitle};
  }

  // Title and keywords together cover the query ("Build your first Dagster project" with the
  // keyword "quickstart" answers "first project quickstart"), and the page is about it: the title
  // holds at least half the query's weight, or a keyword is mostly the query ("materialize" does
  // not name a page whose keyword is "trigger a job when an asset is materialized").
  if (coverage([title, ...keywords].join(' '), terms) === 1) {
    const keywordFits = keywords.some((k) => coverage(k, terms) >= 0.5 && coverage(query, queryTerms(k)) > 0.5);
    if (nameShare >= 0.5 || keywordFits) return {tier: 'covers', inTitle};
  }
  // The query names the page's subject and adds a qualifier: the title must carry most of its weight
  // ("Ops" is not the subject of "retry a failed op").
  const titleInQuery = titleWords.length > 0 && titleWords.every((word) => terms.some((term) => matches(word, term)));
  // A problem wants a page about the problem, not the page about its subject ("Runs" does not
  // answer "why did my run fail").
  if (titleInQuery && share >= 0.5 && !problem.length) return {tier: 'subject', inTitle};
  if (terms.length >= 3 && inTitle >= 2 && share >= 2 / 3) return {tier: 'most', inTitle};
  return undefined;
}

const vocabularies = new WeakMap<TitleData, Map<string, number>>();

/** Every word of the titles, keywords and addresses, with how many pages hold it. */
function vocabularyOf(data: TitleData): Map<string, number> {
  let found = vocabularies.get(data);
  if (!found) {
    found = new Map();
    for (const [path, title, keywords] of data.pages) {
      for (const word of new Set(words([title, ...keywords, slugOf(path)].join(' ')))) found.set(word, (found.get(word) ?? 0) + 1);
    }
    vocabularies.set(data, found);
  }
  return found;
}

const NONE: ReadonlySet<string> = new Set();

/** A word of five letters or more that no title, keyword or address holds, in any form. */
const mayBeTypo = (word: string, vocabulary: Map<string, number>) =>
  word.length >= 5 && !vocabulary.has(word) && ![...vocabulary.keys()].some((known) => matches(known, word));

/**
 * The words correctQuery might put right. A word the pages' text holds is no typo ("stack traces"
 * is not "slack traces"): the search asks the full-text index about these few and passes those it
 * finds to correctQuery as `known`.
 */
export function typoSuspects(asTyped: string, data: TitleData): string[] {
  const vocabulary = vocabularyOf(data);
  return [...new Set(words(spelledOut(asTyped)))].filter((word) => mayBeTypo(word, vocabulary));
}

/**
 * The query with two words the titles write as one joined, and each mistyped word put right: a word of five letters or more that meets no word
 * of any title, keyword or address becomes the word one edit away (a letter added, dropped,
 * changed, or two swapped, but not a last letter added or dropped) that most pages hold: "deamon"
 * is "daemon", "declaritive" "declarative".
 */
export function correctQuery(asTyped: string, data: TitleData, known: ReadonlySet<string> = NONE): string {
  const query = spelledOut(asTyped);
  const vocabulary = vocabularyOf(data);
  // Two words that the titles write as one ("time zone", "timezone") become that word.
  const typed = words(query).reduce<string[]>((out, word) => {
    const joined = `${out[out.length - 1]}${word}`;
    if (out.length && !vocabulary.has(word) && vocabulary.has(joined)) out[out.length - 1] = joined;
    else out.push(word);
    return out;
  }, []);
  return typed
    .map((word) => {
      if (!mayBeTypo(word, vocabulary) || known.has(word)) return word;
      let best: [string, number] | undefined;
      for (const [known, count] of vocabulary) {
        // A typo of a word the titles only inflect ("partiton": "partitions", "partitioning").
        for (const form of new Set([known, known.replace(/(?:s|ing|ed)$/, '')])) {
          // A word that only adds or drops a last letter is an inflection the stemmer missed
          // ("queued", "queue"), not a typo: left to the full-text search.
          const inflection = form.startsWith(word) || word.startsWith(form);
          if (!inflection && nearMiss(word, form) && (!best || count > best[1])) best = [form, count];
        }
      }
      return best?.[0] ?? word;
    })
    .join(' ');
}

/** Words that ask what the product is beside its name ("what is dagster", "why use dagster"). */
const ABOUT_PRODUCT_STEMS = new Set(
  ['why', 'would', 'should', 'intro', 'introduction', 'overview', 'about', 'explain', 'need', 'tell', 'me', 'where', 'start', 'begin'].map(
    stemOf,
  ),
);

/**
 * A query of nothing but the product's name and words asking what it is: every page holds the
 * name, so no page's text answers it, and the site's home page does.
 */
export function asksWhatTheProductIs(query: string): boolean {
  const typed = words(query);
  return (
    typed.some(isProductName) &&
    !asksForDagsterPlus(query) &&
    queryTerms(query).every((term) => isProductName(term) || ABOUT_PRODUCT_STEMS.has(stemOf(term)))
  );
}

/** Pages the query names, the likeliest first, each with how its title answers the query (see TIERS). */
export function namedPagesWithTiers(typed: string, data: TitleData, known: ReadonlySet<string> = NONE): NamedPage[] {
  const query = correctQuery(typed, data, known);
  // The product's name says nothing about which page ("dagster dev" is not "dagstermill").
  const terms = queryTerms(query).filter((term) => !isProductName(term));
  const home = asksWhatTheProductIs(query) && data.pages.find(([path]) => path === '/');
  if (home) return [{row: home, tier: 'exact'}];
  if (terms.length === 0 || terms.length > MAX_TERMS) return [];
  const weight = weights(terms, data);
  const named: Named[] = [];
  // A tutorial's step shows a subject inside one project, where its guide explains it whole: it is
  // named only when a tutorial or an example is asked for.
  const wantsWalkthrough = terms.some((term) => WALKTHROUGH_WORDS.has(term));
  const plusAsked = asksForDagsterPlus(query);
  for (const row of data.pages) {
    if (!wantsWalkthrough && isWalkthroughStep(row[0])) continue;
    const found = tierOf(query, terms, weight, row);
    // A reference page whose title is the query ("Definitions") goes behind the guides' section
    // pages that cover it ("partitions": "Partitions and backfills"), ahead of the other guides.
    // So does a Dagster+ page whose title is the query, when the query says nothing of Dagster+:
    // "asset metadata" is the open-source guide's subject before it is an Insights page's title.
    const plusUnasked = sectionOf(row[0]) === 'dagster-plus' && !plusAsked;
    if (found?.tier === 'exact' && (isReference(row) || plusUnasked))
      named.push({row, tier: 'covers', inTitle: found.inTitle, exactReference: isReference(row)});
    // A reference page is named by its title, not by a qualified subject ("failure hooks" asks how
    // to use hooks for failures, which a guide shows, more than for the Hooks reference).
    else if (found && !(isReference(row) && (found.tier === 'subject' || found.tier === 'most')))
      named.push({row, ...found, exactReference: 0});
  }
  // The fallbacks count only when nothing better names a page, except that a title holding more of
  // the query than every subject's ("Managing agent tokens" beside "Tokens" for "rotate agent
  // token") ranks with the subjects.
  const best = Math.min(...named.map((n) => TIERS.indexOf(n.tier)));
  const subjectWords = Math.max(0, ...named.filter((n) => n.tier === 'subject').map((n) => n.inTitle));
  for (const n of named) if (n.tier === 'most' && TIERS[best] === 'subject' && n.inTitle > subjectWords) n.tier = 'subject';
  const kept = named.filter((n) => !(n.tier === 'remedy-general' || n.tier === 'most') || TIERS.indexOf(n.tier) === best);
  // Fewer words besides the query's, then the more general page (a shallower path).
  const titleLength = (n: Named) => nameWords(n.row[1]).length;
  const depth = (n: Named) => n.row[0].split('/').length;
  const dagsterPlus = (n: Named) => (sectionOf(n.row[0]) === 'dagster-plus' ? 1 : 0);
  const sorted = kept.sort(
    (a, b) =>
      TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) ||
      // A qualified subject: the page whose title holds more of the query ("Agent tokens" for
      // "rotate agent token"), before the section it sits in.
      (a.tier === 'subject' ? b.inTitle - a.inTitle : 0) ||
      b.row[3] - a.row[3] ||
      b.exactReference - a.exactReference ||
      isReference(a.row) - isReference(b.row) ||
      b.inTitle - a.inTitle ||
      titleLength(a) - titleLength(b) ||
      depth(a) - depth(b) ||
      // Two pages of one name: the open-source docs' before Dagster+'s ("Code locations").
      dagsterPlus(a) - dagsterPlus(b) ||
      a.row[0].localeCompare(b.row[0]),
  );
  return qualifiedPart(oneOfTwoSubjects(sorted, terms), terms, data).map(({row, tier}) => ({row, tier}));
}

/**
 * A section named with a qualifier its title and keywords lack ("okta single sign on": the
 * section "Single sign-on", qualified by "okta") asks for the page inside it whose title holds
 * the qualifier ("Okta SSO"), which goes first.
 */
function qualifiedPart(named: Named[], terms: readonly string[], data: TitleData): Named[] {
  const first = named[0]?.row;
  if (!first?.[3] || named[0].tier === 'exact') return named;
  const sectionWords = [first[1], ...first[2], slugOf(first[0])].flatMap(nameWords);
  const qualifier = terms.filter((term) => !sectionWords.some((word) => matches(word, term)));
  if (qualifier.length === 0) return named;
  const part = data.pages.find(
    (row) =>
      row[0].startsWith(`${first[0]}/`) &&
      (!isWalkthroughStep(row[0]) || terms.some((term) => WALKTHROUGH_WORDS.has(term))) &&
      qualifier.every((term) => [row[1], slugOf(row[0])].flatMap(nameWords).some((word) => matches(word, term))),
  );
  if (!part) return named;
  const already = named.find((n) => n.row === part);
  return [already ?? {row: part, tier: 'subject', inTitle: 0, exactReference: 0}, ...named.filter((n) => n !== already)];
}

/**
 * A section of two subjects ("Asset metadata and tags") is not the page for one of them: when the
 * query names only one of them ("tagging assets"), a named page inside the section whose title
 * names that one and nothing else ("Tags", not "Kind tags") goes first.
 */
function oneOfTwoSubjects(named: Named[], terms: readonly string[]): Named[] {
  const first = named[0]?.row;
  if (!first?.[3]) return named;
  const sides = first[1].toLowerCase().split(/\s+and\s+/);
  if (sides.length !== 2) return named;
  // Each side by its head, its last word: "Asset metadata and tags" joins metadata and tags.
  const headOf = (side: string) => nameWords(side).slice(-1);
  const [left, right] = sides.map((side) => terms.filter((term) => headOf(side).some((word) => matches(word, term))));
  const side = left.length && !right.length ? left : right.length && !left.length ? right : undefined;
  if (!side) return named;
  // The page must be about that subject alone: its title holds nothing the query does not ask for.
  const part = named.find(
    ({row}) =>
      row[0].startsWith(`${first[0]}/`) &&
      side.every((term) => nameWords(row[1]).some((word) => matches(word, term))) &&
      nameWords(row[1]).every((word) => terms.some((term) => matches(word, term))),
  );
  return part ? [part, ...named.filter((n) => n !== part)] : named;
}

/**
 * A section page named by the query (as correctQuery puts it), and a page inside that section the
 * page ranker puts first: unless the query is the section's name, it asks for that part of the
 * section ("backfills" in "Partitions and backfills", "branch deployments github"), which goes first.
 */
export function withSubPage(query: string, named: readonly TitleRow[], ranked: readonly RankedPage[], data: TitleData): TitleRow[] {
  const [first] = named;
  const top = ranked[0];
  if (!first || !top || !top.url.startsWith(`${first[0]}/`)) return [...named];
  // A query that is the section's name ("scim provisioning", "sso") asks for the section.
  if ([first[1], ...first[2], slugOf(first[0])].some((name) => sameWords(name, query))) return [...named];
  const row = data.pages.find(([path]) => path === top.url);
  return row ? [row, ...named.filter((n) => n !== row)] : [...named];
}

/**
 * A query that describes a task in a reader's words ("start a job when another job finishes") is
 * about the Dagster concept for it (src/lib/search/concepts.ts), whatever page its other words
 * name ("Jobs"): the page ranker's first page whose title or description holds the concept's word
 * goes first.
 */
export function withConceptPage(
  query: string,
  named: readonly TitleRow[],
  ranked: readonly RankedPage[],
  data: TitleData,
  concepts: readonly string[] = conceptWords(query),
): TitleRow[] {
  if (!concepts.length) return [...named];
  // The page whose title and description hold most of the concept's words ("run keys" is not every
  // page that says "run"), a title that holds them counting extra ("Op retries", not "Run retries",
  // for "op retries"). Between equals: the open-source page when the query does not ask for
  // Dagster+ ("Logging" before "Managing compute logs" for print statements), then the ranker's order.
  const plusUnasked = !asksForDagsterPlus(query);
  const held = (page: RankedPage) => coverage(`${page.title} ${page.description}`, concepts) + coverage(page.title, concepts) / 2;
  const unaskedPlus = (page: RankedPage) => plusUnasked && sectionOf(page.url) === 'dagster-plus';
  let top: RankedPage | undefined;
  for (const page of ranked) {
    if (isWalkthroughStep(page.url) || held(page) === 0) continue;
    if (!top || held(page) > held(top) || (held(page) === held(top) && unaskedPlus(top) && !unaskedPlus(page))) top = page;
  }
  const row = top && data.pages.find(([path]) => path === top.url);
  // A page the query names by its title that is about the concept as well ("Testing sensors" for
  // "how to unit test a sensor", "Microsoft Teams", which posts alerts) keeps its place: the
  // concept agrees with it, and the title says more. Unless the query asks for Dagster+ and only the
  // concept's page is about it ("add a secret environment variable in dagster+").
  const [first] = named;
  const aboutConcept = (text: string) => coverage(text, concepts);
  const plusOnlyInConcept =
    row && asksForDagsterPlus(query) && sectionOf(row[0]) === 'dagster-plus' && sectionOf(first?.[0] ?? '') !== 'dagster-plus';
  if (row && first && !plusOnlyInConcept && aboutConcept(`${first[1]} ${first[4]}`) >= aboutConcept(`${row[1]} ${row[4]}`))
    return [...named];
  return row ? [row, ...named.filter((n) => n !== row)] : [...named];
}

/**
 * What naming a page is worth in the merge (merge.ts), where it adds to what the full-text search,
 * the page ranker and the page's text say of it. A page whose title or keyword is the query, or
 * the troubleshooting page of the subject a problem names, goes first. The first page named
 * otherwise weighs as much as being first in every list, the second a third of that: measured on
 * reader queries, a title that holds the query's subject and a qualifier ("subject") or most of a
 * long query ("most") was the wrong first page more often than the merge's own first page, and one
 * whose title and keywords hold every word ("covers") less often.
 */
export const NAMED_WORTH = {first: 0.3, second: 0.1, firm: 5} as const;
const TIER_WORTH: Partial<Record<Tier, number>> = {covers: 0.1, subject: -0.1, most: -0.2};
const FIRM_TIERS: ReadonlySet<Tier> = new Set(['exact', 'remedy', 'remedy-general']);

export type WeighedPage = {url: string; title: string; description: string; worth: number};

/**
 * The named pages (`named`, in order: namedPagesWithTiers, then withSubPage and withConceptPage),
 * each with its worth; `tiers` says how each page's title answers the query, when it was named.
 */
export function weighNamedPages(named: readonly TitleRow[], tiers: readonly NamedPage[]): WeighedPage[] {
  const tierOf = new Map(tiers.map(({row, tier}) => [row, tier]));
  return named.map((row, position) => {
    const tier = tierOf.get(row);
    let worth = position === 0 ? NAMED_WORTH.first : position === 1 ? NAMED_WORTH.second : 0;
    if (tier) worth += FIRM_TIERS.has(tier) ? NAMED_WORTH.firm : (TIER_WORTH[tier] ?? 0);
    // Naming adds to the other evidence and never takes from it: a page named only in part, below
    // the first two, is no worse off than a page not named at all.
    return {url: row[0], title: row[1], description: row[4], worth: Math.max(0, worth)};
  });
}
