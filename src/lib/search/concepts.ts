/**
 * Readers describe a task in their own words ("run my pipeline every morning at 6am", "kick off a
 * run when a csv file shows up") where the pages use Dagster's word for it (a schedule, a sensor).
 * Each concept here is a family of such phrasings and the words the pages use: the page ranker
 * reads a query with those words added, and weighs them above the reader's own, so the page about
 * the concept rises even when no word of the question is in its title or description.
 *
 * A concept names what the phrasing means in Dagster, never a page: the ranker still decides which
 * page on schedules or sensors answers best.
 */
type Concept = {
  /** The phrasings that call for it, in the lower-cased query. */
  when: RegExp;
  /** A phrasing that means something else ("daily partitions" asks about partitions). */
  unless?: RegExp;
  /** Dagster's words for it. */
  words: string;
};

const CONCEPTS: Concept[] = [
  {
    // A time of day or a repeating interval: a schedule.
    when: /\b(every|each)\s+(\d+\s*)?(day|morning|night|evening|afternoon|hour|week|weekday|month|minute|min|hr)s?\b|\b(daily|hourly|nightly|weekly|monthly)\b|\b\d{1,2}(:\d\d)?\s*(am|pm)\b/,
    unless: /\bpartition/,
    words: 'schedule',
  },
  {
    // Something arriving from outside (a file that lands in a folder or a bucket): a sensor, which
    // polls for it.
    when: /\bfiles?\b.*\b(lands?|landed|landing|arrives?|arrived|appears?|appeared|shows?\s+up|uploaded|dropped)\b|\b(when|whenever|once|each time|every time)\b.*\bnew\b.*\bfiles?\b/,
    words: 'sensor poll',
  },
  {
    // Starting one job or run when another ends: a run status sensor.
    when: /\b(after|when|once|whenever)\s+(\w+\s+){0,3}(job|run|pipeline)s?\s+(\w+\s+)?(finish|finishes|finished|succeed|succeeds|succeeded|complete|completes|completed|ends|is done)\b/,
    words: 'run status sensor',
  },
  {
    // One asset after, or depending on, another: asset dependencies.
    when: /\b(after|before)\s+(\w+\s+){0,2}assets?\b|\bdepend(s|ing)?\s+on\b/,
    words: 'dependencies',
  },
  {
    // Kept up to date by itself, from upstream changes: Declarative Automation.
    when: /\bautomatic(ally)?\b.*\b(materiali[sz]\w*|rebuild\w*|refresh\w*|recomput\w*|upstream)\b|\b(materiali[sz]\w*|rebuild\w*|refresh\w*|recomput\w*|upstream)\b.*\bautomatic(ally)?\b|\bwhen(ever)?\s+(its\s+|the\s+|an?\s+)?upstream\b/,
    words: 'declarative automation',
  },
  {
    // The shell or Python cannot find Dagster: an installation problem.
    when: /\bcommand not found\b|\bno module named\b|\bmodulenotfounderror\b/,
    words: 'installing',
  },
  {
    // Credentials kept out of the code: environment variables and secrets.
    when: /\b(out of|outside|not in|instead of)\s+(\w+\s+)?(code|git|repo|repository|source)\b|\bhard-?cod\w*|\b(where|how)\b.*\b(put|store|keep|save|hide)\b.*\b(password|credential|secret|api key|token)s?\b/,
    words: 'secrets environment variables',
  },
  {
    // A copy of the deployment for each pull request: a Dagster+ branch deployment.
    when: /\bpull requests?\b|\b(per|each|every)\s+(pr|branch)\b|\bpreview\s+(environment|deployment)s?\b/,
    words: 'branch deployments',
  },
  {
    // Running again over a past period: a backfill.
    when: /\b(re-?run|re-?process|re-?compute|re-?load|re-?build|re-?materiali[sz]e)\w*\b.*\b(last|past|previous|old|historical)\b|\bhistorical data\b/,
    words: 'backfill',
  },
  {
    // What print() writes and where it shows: logging.
    when: /\bprint(\(\))?\s+(statements?|output|messages?|calls?)\b|\bstdout\b/,
    words: 'logging',
  },
  {
    // Where runs and events are kept (SQLite, Postgres, MySQL): the instance's storage.
    when: /\b(sqlite|postgres(ql)?|mysql)\b.*\bstorage\b|\bstorage\b.*\b(sqlite|postgres(ql)?|mysql)\b/,
    words: 'instance configuration',
  },
  {
    // More than one agent, so that one can fail: running multiple agents.
    when: /\bhigh[- ]availability\b|\bredundan\w*|\bfail-?over\b/,
    words: 'multiple agents',
  },
];

/** Dagster's words for the tasks a query describes in a reader's words (none for most queries). */
export function conceptWords(query: string): string[] {
  const text = query.toLowerCase();
  return CONCEPTS.filter((c) => c.when.test(text) && !c.unless?.test(text)).flatMap((c) => c.words.split(' '));
}
