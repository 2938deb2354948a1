/**
 * Reads one page of Dagster's generated API docs (docs/docs/api/python-api/*.mdx in
 * dagster-io/dagster, the Sphinx output converted to MDX) into the facts our reference is checked
 * against: each entry's id and kind, its lifecycle label, the parameters it documents and their
 * labels, and its nested members. Descriptions are not read: the site's text is its own.
 *
 * The format, as of Dagster 1.10:
 *   <dt><Link id='dagster.asset'>@dagster.asset</Link></dt>          an entry; nesting by indent
 *   :::warning[beta]  /  :::danger[deprecated]                       the entry's label, then text
 *   Parameters:  then  - <strong>name</strong> (...) – ...           documented parameters
 *   Parameters: <strong>name</strong> (...) – ...                    a single parameter, inline
 *   <span className="flag flag-warning">beta</span>                  a parameter's label
 */

export const SNAPSHOT_STAGES = ['preview', 'beta', 'superseded', 'deprecated'] as const;
export type SnapshotStage = (typeof SNAPSHOT_STAGES)[number];

export type SnapshotLifecycle = {stage: SnapshotStage; use_instead?: string};
export type SnapshotParam = {name: string; lifecycle?: SnapshotLifecycle};
export type SnapshotKind = 'decorator' | 'class' | 'function' | 'method' | 'property' | 'attribute' | 'staticmethod' | 'classmethod';
export type SnapshotEntry = {
  id: string;
  kind: SnapshotKind;
  lifecycle?: SnapshotLifecycle;
  params: SnapshotParam[];
  members: SnapshotEntry[];
};

/** Dagster 1.10 renamed "experimental" to "beta"; older generated pages may still say it. */
function stageOf(label: string): SnapshotStage | undefined {
  const lower = label.toLowerCase();
  if (lower === 'experimental') return 'beta';
  return (SNAPSHOT_STAGES as readonly string[]).includes(lower) ? (lower as SnapshotStage) : undefined;
}

function kindOf(text: string, nested: boolean): SnapshotKind {
  if (text.startsWith('@')) return 'decorator';
  const marker = /^`(\w+)`/.exec(text)?.[1];
  switch (marker) {
    case 'class':
      return 'class';
    case 'property':
      return 'property';
    case 'attribute':
      return 'attribute';
    case 'static':
    case 'staticmethod':
      return 'staticmethod';
    case 'classmethod':
      return 'classmethod';
    default:
      return nested ? 'method' : 'function';
  }
}

/** "Use AssetSpec instead." / "use deps instead" / "USE: deps" → the replacement's name. */
export function replacementIn(text: string): string | undefined {
  const explicit = /\bUSE:\s*([\w.]+)/.exec(text);
  if (explicit) return explicit[1];
  const sentence = /\b[Uu]se\s+`?([A-Za-z_][\w.]*(?:\(\))?)`?\s+instead/.exec(text);
  return sentence?.[1].replace(/\(\)$/, '').replace(/\.+$/, '');
}

const ENTRY = /^(\s*)<dt><Link id='([^']+)'>(.*?)<\/Link><\/dt>/;
/** A few entries have no anchor: `<dt>\`class\` dagster.SensorEvaluationContext</dt>`. */
const PLAIN_ENTRY = /^(\s*)<dt>((?:`\w+`\s+|@)?([A-Za-z_][\w.]*)[^<]*)<\/dt>/;

function entryOf(line: string): RegExpExecArray | undefined {
  const linked = ENTRY.exec(line);
  if (linked) return linked;
  const plain = PLAIN_ENTRY.exec(line);
  if (!plain) return undefined;
  // Same groups as ENTRY: indent, id, text.
  const groups = [plain[0], plain[1], plain[3], plain[2]] as unknown as RegExpExecArray;
  return Object.assign(groups, {index: 0, input: line});
}
const ADMONITION = /^(\s*):::\w+\[(\w+)\]/;
const PARAM_BULLET = /^\s*-\s+<strong>([^<]+)<\/strong>(.*)$/;
const INLINE_PARAM = /^\s*Parameters:\s*<strong>([^<]+)<\/strong>(.*)$/;
const FLAG = /<span className="flag flag-[\w-]+">(\w+)<\/span>/;

function param(rawName: string, rest: string): SnapshotParam | undefined {
  const name = rawName.replace(/\\/g, '').replace(/^\*+/, '').trim();
  // A docstring the generator misread yields bullets such as `<strong>(</strong>`: not parameters.
  if (!/^[A-Za-z_]\w*$/.test(name)) return undefined;
  const flag = FLAG.exec(rest)?.[1];
  const stage = flag ? stageOf(flag) : undefined;
  if (!stage) return {name};
  const use = stage === 'deprecated' || stage === 'superseded' ? replacementIn(rest) : undefined;
  return {name, lifecycle: {stage, ...(use && {use_instead: use})}};
}

/** Parses one generated page; entries come back nested as the page nests them. */
export function parseApiDocsPage(text: string): SnapshotEntry[] {
  const top: SnapshotEntry[] = [];
  const stack: {indent: number; entry: SnapshotEntry}[] = [];
  // The indent of the open `Parameters:` line; a line indented no deeper that is not a bullet
  // ends the list (wrapped description lines sit deeper).
  let parametersIndent: number | undefined;
  // After an entry's label admonition, the lines until the next structure may name a replacement.
  let labelled: SnapshotEntry | undefined;

  for (const line of text.split('\n')) {
    const entry = entryOf(line);
    // Command-line options (`cmdoption-dagster-celery-worker-start-y`) share the entry markup.
    if (entry && !/^[A-Za-z_][\w.]*$/.test(entry[2])) {
      while (stack.length && stack[stack.length - 1].indent >= entry[1].length) stack.pop();
      stack.push({indent: entry[1].length, entry: {id: entry[2], kind: 'function', params: [], members: []}});
      parametersIndent = undefined;
      labelled = undefined;
      continue;
    }
    if (entry) {
      const indent = entry[1].length;
      while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
      const parent = stack[stack.length - 1]?.entry;
      const node: SnapshotEntry = {id: entry[2], kind: kindOf(entry[3].trim(), Boolean(parent)), params: [], members: []};
      (parent ? parent.members : top).push(node);
      stack.push({indent, entry: node});
      parametersIndent = undefined;
      labelled = undefined;
      continue;
    }
    // A section heading closes every open entry: lines after it belong to none of them.
    if (/^#{1,6}\s/.test(line)) {
      stack.length = 0;
      parametersIndent = undefined;
      labelled = undefined;
      continue;
    }
    const current = stack[stack.length - 1]?.entry;
    if (!current) continue;
    const admonition = ADMONITION.exec(line);
    if (admonition) {
      const stage = stageOf(admonition[2]);
      if (stage && !current.lifecycle) {
        current.lifecycle = {stage};
        labelled = current;
      }
      parametersIndent = undefined;
      continue;
    }
    const inline = INLINE_PARAM.exec(line);
    if (inline) {
      const found = param(inline[1], inline[2]);
      if (found) current.params.push(found);
      parametersIndent = undefined;
      labelled = undefined;
      continue;
    }
    if (/^\s*Parameters:\s*$/.test(line)) {
      parametersIndent = line.length - line.trimStart().length;
      labelled = undefined;
      continue;
    }
    const bullet = PARAM_BULLET.exec(line);
    if (bullet && parametersIndent !== undefined) {
      const found = param(bullet[1], bullet[2]);
      if (found) current.params.push(found);
      continue;
    }
    if (labelled?.lifecycle && (labelled.lifecycle.stage === 'deprecated' || labelled.lifecycle.stage === 'superseded')) {
      const use = replacementIn(line);
      if (use && !labelled.lifecycle.use_instead) labelled.lifecycle.use_instead = use;
    }
    if (line.trim() && !bullet && line.length - line.trimStart().length <= (parametersIndent ?? -1)) parametersIndent = undefined;
  }
  return top;
}
