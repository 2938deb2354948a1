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
    // "a monthly credit limit" is a budget, not a time to run.
    unless: /\bpartition|\b(limit|budget|credits?)\b|\b(chunks?|slices?|batches?|pieces?)\b|\bat a time\b/,
    words: 'schedule',
  },
  {
    // Data split by time and processed a slice at a time: partitions.
    when: /\b(split|chunk|slice|break|divide)\w*\b.*\b(daily|hourly|weekly|monthly|by (day|date|month|hour|week))\b|\bone (day|month|hour|week|date) at a time\b|\b(daily|hourly|weekly|monthly|day|date)\s+(chunks?|slices?|batches?|pieces?)\b/,
    words: 'partitions',
  },
  {
    // Something arriving from outside (a file that lands in a folder or a bucket): a sensor, which
    // polls for it.
    when: /\b(files?|csvs?|parquet|json|objects?|blobs?)\b.*\b(lands?|landed|landing|arrives?|arrived|appears?|appeared|shows?\s+up|uploaded|dropped)\b|\b(when|whenever|once|each time|every time)\b.*\bnew\b.*\b(files?|csvs?|objects?|blobs?)\b/,
    words: 'sensor poll',
  },
  {
    // Starting one job or run when another ends: a run status sensor.
    when: /\b(after|when|once|whenever)\s+(\w+\s+){0,3}(job|run|pipeline)s?\s+(\w+\s+)?(finish|finishes|finished|succeed|succeeds|succeeded|complete|completes|completed|ends|is done)\b|\bjobs?\b.*\b(after|when|once)\s+(\w+\s+){0,2}one\s+(finish|finishes|finished|succeed|succeeds|succeeded|completes|completed|ends|is done)\b/,
    words: 'run status sensor',
  },
  {
    // One asset after, or depending on, another: asset dependencies.
    when: /\b(after|before)\s+(\w+\s+){0,2}assets?\b|\bdepend(s|ing)?\s+on\b|\bassets?\b.*\b(after|before)\s+(another|the other|the first|the previous|it)\b|\bwait\w*\s+(until|for)\s+(\w+\s+){0,2}(another|other|upstream|the first)\b/,
    words: 'dependencies',
  },
  {
    // Kept up to date by itself, from upstream changes: Declarative Automation.
    when: /\bautomatic(ally)?\b.*\b(materiali[sz]\w*|rebuild\w*|refresh\w*|recomput\w*|upstream)\b|\b(materiali[sz]\w*|rebuild\w*|refresh\w*|recomput\w*|upstream)\b.*\bautomatic(ally)?\b|\bwhen(ever)?\s+(its\s+|the\s+|an?\s+)?upstream\b|\bauto[- ]?materiali[sz]\w*/,
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
    // Running again over a past period, or the partitions that failed: a backfill.
    when: /\b(re-?run|re-?process|re-?compute|re-?load|re-?build|re-?materiali[sz]e)\w*\b.*\b(last|past|previous|old|historical|history)\b|\b(re-?run|re-?process|re-?compute|re-?load|re-?build|re-?materiali[sz]e)\w*\b.*\b(\d+|two|three|four|five|six|several|many)\s+(days?|weeks?|months?|years?)\b|\bhistorical data\b|\bfailed partitions?\b|\bpartitions?\s+(that\s+)?failed\b/,
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
  {
    // Fewer runs at once: concurrency limits.
    when: /\b(limit|cap|max(imum)?|throttl\w*|restrict|too many|only|no more than|at most)\b.*\b(runs?|jobs?|quer(y|ies)|requests?|assets?|ops?|steps?|tasks?)\b.*\b(at once|at a time|at the same time|in parallel|simultaneous\w*|concurrent\w*)\b|\bone (run|job) at a time\b|\b(stop|prevent|avoid)\w*\b.*\b(at once|at the same time|simultaneous\w*|in parallel)\b/,
    words: 'concurrency',
  },
  {
    // Being told when something happens: alerts.
    when: /\bnotif(y|ied|ication)s?\b|\bemail me\b/,
    words: 'alerts',
  },
  {
    // The same code with other settings before production: from development to production.
    when: /\b(dev|development|staging|local)\b.*\b(prod|production)\b|\b(prod|production)\b.*\b(dev|development|staging)\b/,
    words: 'development production',
  },
  {
    // One asset's output handed to the next: passing data between assets.
    when: /\b(pass|share|hand|send|give|use)\w*\s+(the\s+|a\s+|my\s+)?(pandas\s+|polars\s+|spark\s+)?(data|dataframe|df|output|result|return value)s?\b.*\b(to|between|into|with)\b.*\b(next|another|other|downstream|assets?)\b/,
    words: 'passing data',
  },
  {
    // Standing in for a resource or a context in a test: unit testing.
    when: /\bmock\w*|\bpytest\b|\bunit tests?\b/,
    words: 'unit testing',
  },
  {
    // Data that is older than it should be, or not updated for a while: freshness.
    when: /\bstale\b|\bout of date\b|\b(data|table|asset)s?\s+(is\s+|are\s+)?late\b|\boverdue\b|\b(has|have|had)\s*n[o']?t\s+(been\s+)?(updated|refreshed)\b|\bnot\s+(been\s+)?(updated|refreshed)\s+(in|for|since|within)\b/,
    words: 'freshness',
  },
  {
    // Checking the data an asset produced: asset checks.
    when: /\bvalidat\w*\b.*\b(data|table|asset|output|rows?|columns?)\b|\b(null|row count|schema)\s+checks?\b/,
    words: 'asset checks',
  },
  {
    // Code in another language or a script run from Dagster: Dagster Pipes.
    when: /\b(shell|bash)\s+(script|command)s?\b|\b(script|code)\s+(written\s+)?in\s+(another|a different|other)\s+language\b|\bnon-?python\b/,
    words: 'external pipelines pipes',
  },
  {
    // Who may do what in Dagster+: roles and permissions.
    when: /\bwho can\b|\bwhich roles?\b|\baccess control\b|\ballowed to\b|\b(read|view)[- ]only\b|\b(give|grant)\w*\b.*\baccess\b|\b(let|allow)\w*\s+(a\s+|an\s+|the\s+|some\s+)?(users?|someone|people|teammates?|members?|contractors?|analysts?)\b.*\bbut\s+not\b/,
    words: 'roles permissions',
  },
  {
    // Running on one's own machine: running Dagster locally.
    when: /\b(on|from)\s+(my\s+)?(laptop|own machine|local machine|machine)\b/,
    words: 'running locally',
  },
  {
    // Which connections an agent opens, and what leaves the reader's network: Hybrid's architecture.
    when: /\b(agent|hybrid)\b.*\b(firewall|inbound|outbound|egress|ingress|ports?|network\w*)\b|\b(firewall|inbound|outbound|egress|ingress|ports?|network\w*)\b.*\b(agent|hybrid)\b|\bsend\w*\s+(our|my|any)\s+data\b/,
    words: 'hybrid architecture',
  },
  {
    // Starting a run from another program: the GraphQL API and its Python client.
    when: /\b(trigger|launch|start|kick off|submit)\w*\b.*\b(from|via|through)\s+(\w+\s+){0,3}(service|app|application|system|program|script|api|backend)\b/,
    words: 'graphql client',
  },
  {
    // A table some other team or tool keeps up to date: an external asset.
    when: /\b(another|other|different|external)\s+(team|tool|system|process|pipeline)s?\b|\boutside\s+(of\s+)?dagster\b|\bnot\s+(managed|materiali[sz]ed|built|created)\s+(by|in)\s+dagster\b/,
    words: 'external assets',
  },
  {
    // Code spread over files and modules: structuring a project.
    when: /\b(split|spread|break\w*\s+up|divide|organi[sz]e)\w*\b.*\b(files?|modules?|folders?|packages?)\b|\b(multiple|several|many|separate)\s+(python\s+)?(files|modules)\b/,
    words: 'structuring project',
  },
  {
    // A failed run launched again by itself: run retries.
    when: /\b(automatic(ally)?|auto)\b.*\b(re-?run|re-?try|retry|re-?execut\w*|restart)\w*\b.*\bruns?\b|\b(re-?run|re-?try|retry|restart)\w*\b.*\bfailed runs?\b.*\bautomatic(ally)?\b/,
    words: 'run retries',
  },
  {
    // A step, op or asset tried again by itself when it raises: op retries (RetryPolicy), not a
    // whole run's, nor re-executing failed steps by hand ("rerun only the failed steps").
    when: /\b(re-?try|retry|retries)\b.*\b(steps?|ops?|tasks?|assets?)\b|\b(steps?|ops?|tasks?|assets?)\b.*\b(re-?try|retry|retries)\b|\bretry polic(y|ies)\b|\b(automatic(ally)?|auto)\b.*\b(re-?run|re-?execut\w*)\b.*\b(steps?|ops?|tasks?|assets?)\b|\b(re-?run|re-?execut\w*)\b.*\b(steps?|ops?|tasks?|assets?)\b.*\bautomatic(ally)?\b/,
    unless: /\bruns?\b/,
    words: 'op retries',
  },
  {
    // The same run launched twice by a sensor: run keys, which deduplicate. (A schedule that runs
    // twice is more often a clock change: its timezone page says so.)
    when: /\bsensors?\b.*\b(twice|duplicate\w*|same run|more than once|again and again|repeated\w*)\b|\b(duplicate|twice)\b.*\bsensors?\b/,
    words: 'run keys deduplicate',
  },
  {
    // A wall-clock time in a named place, or the clocks changing: a schedule's timezone.
    when: /\b(new york|london|tokyo|berlin|paris|sydney|utc|gmt|est|pst|cet|local time|daylight saving|dst)\b|\bclocks?\s+(change|changed|changes|go|went|move|moved)\b/,
    // Times shown in the UI are a user setting.
    unless: /\b(ui|display\w*|shown?)\b/,
    words: 'timezone',
  },
  {
    // Values given to a run as it is launched: run configuration.
    when: /\b(pass|set|give|provide|supply|change)\w*\s+(a\s+|the\s+|some\s+|my\s+)?(parameters?|params|arguments?|args|settings|values?)\b.*\b(launch\w*|run|runs|start\w*|trigger\w*|kick\w*)\b/,
    words: 'run configuration',
  },
  {
    // What each asset or job spends of Dagster+ credits: Insights.
    when: /\bcredits?\b.*\b(each|per|most|which)\b|\b(each|per|most|which)\b.*\bcredits?\b|\bcosts?\s+the\s+most\b/,
    unless: /\b(limit|budget|alert\w*|notif\w*|run out)\b/,
    words: 'insights',
  },
  {
    // A first program, or where to begin: the quickstart's first project.
    when: /\bhello[- ]world\b|\bget(ting)?\s+started\b|\bwhere\s+(do|should|to)\s+(i\s+|we\s+)?(start|begin)\b/,
    words: 'first project',
  },
  {
    // Some runs before others in the queue: the run queue's priority.
    when: /\b(jump|skip|cut)\w*\s+(ahead|the\s+(queue|line))\b|\bahead\s+of\b.*\bqueue\b|\bprioriti[sz]\w*\b.*\bruns?\b/,
    words: 'run queue priority',
  },
  {
    // Runs waiting in the queue and never starting: the run coordinator, which dequeues them.
    when: /\b(queued?|queueing)\b.*\b(forever|stuck|never|hours|long time)\b|\b(stuck|sit|sitting|waiting)\s+(in\s+)?(the\s+)?queued?\b/,
    words: 'run coordinators queue',
  },
  {
    // Being told when an agent stops answering: the agent downtime alert policy.
    when: /\b(alert\w*|notif\w*|email\w*|page|paged|warn\w*)\b.*\bagents?\b.*\b(down|offline|unavailable|unreachable|disconnect\w*|stops?|stopped|dies|died|unhealthy)\b/,
    words: 'agent downtime',
  },
  {
    // Spending Dagster+ credits up to a limit: the credit budget alert.
    when: /\bcredits?\b.*\b(limit|budget|cap|run out)\b|\b(run|running)\s+out\s+of\b.*\bcredits?\b/,
    words: 'credit budget',
  },
  {
    // Doing something from a shell rather than the UI: the command line.
    when: /\b(from|in|on|via|using)\s+(the\s+|a\s+)?(terminal|command line|shell|cli)\b|\bwithout\s+(the\s+)?ui\b/,
    words: 'cli',
  },
  {
    // Bringing people into an organization: managing users.
    when: /\b(invite|add|onboard|remove|offboard)\w*\b.*\b(users?|coworkers?|colleagues?|teammates?|team members?|people|members?|contractors?)\b/,
    words: 'managing users',
  },
  {
    // Who did something, after the fact: the audit log.
    when: /\bwho\s+(changed|turned|deleted|disabled|enabled|modified|stopped|removed|edited|did)\b|\baudit\w*\b/,
    words: 'audit logs',
  },
  {
    // A secret kept in Dagster+ (or set per branch deployment): its environment variables.
    when: /\bsecrets?\b.*\b(dagster\+|(dagster )?cloud\b|branch deployments?\b)|\b(dagster\+|dagster cloud\b|branch deployments?\b).*\bsecrets?\b/,
    words: 'environment variables',
  },
  {
    // A run that never gets past STARTING: run monitoring, which fails it after a timeout.
    when: /\b(stuck|hangs?|hanging|forever)\b.*\bstart(ing|ed)\b|\bstart(ing|ed)\b.*\b(stuck|forever|hangs?|never)\b/,
    words: 'run monitoring',
  },
  {
    // What a library logs (requests, boto3) or a Python logger says, missing from a run's logs:
    // Python logging, which says how to capture it.
    when: /\b(python\s+logg(er|ing)|loggers?|logging module|libraries|library|requests|boto3?|third[- ]party)\b.*\b(logs?|messages?|output)\b.*\b(missing|not\s+(showing|shown|appearing)|don'?t\s+(show|appear)|gone)\b|\blogs?\s+from\s+(the\s+)?\w+\s+(library|module|package)\b/,
    words: 'python logging',
  },
];

/** Dagster's words for the tasks a query describes in a reader's words (none for most queries). */
export function conceptWords(query: string): string[] {
  const text = query.toLowerCase();
  return CONCEPTS.filter((c) => c.when.test(text) && !c.unless?.test(text)).flatMap((c) => c.words.split(' '));
}

/**
 * The concepts of a query as typed and as correctQuery put it right: a reader's word that no title
 * holds ("stale") may be "corrected" into a title word ("state"), and a typo put right may complete
 * a phrasing ("every mornign").
 */
export function conceptsOf(typed: string, corrected: string): string[] {
  return [...new Set([...conceptWords(typed), ...conceptWords(corrected)])];
}
