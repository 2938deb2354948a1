/**
 * Pure analysis of one MDX page for the content check: front matter, prose word count,
 * code blocks, links and heading anchors. No file system access; see check-content.ts.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import {LineCounter, isMap, isScalar, parseAllDocuments, parseDocument, type YAMLMap} from 'yaml';
import type {Root, Nodes} from 'mdast';
import {FRONT_MATTER} from '../../src/lib/front-matter';

export type Problem = {line: number; column?: number; message: string};

/** A fenced block; `meta` is what follows the language (`title=...`, `file=...`). */
export type CodeBlock = {lang: string; value: string; line: number; meta: string | null};

export type LinkRef = {url: string; line: number};

export type PageAnalysis = {
  frontMatter: Record<string, unknown>;
  /** File line of each front-matter field, nested ones as `a.b`. */
  fieldLines: Record<string, number>;
  /** Line in the file where the body starts (1-based), to report body positions. */
  bodyOffset: number;
  words: number;
  code: CodeBlock[];
  /** Inline code spans (`dagster dev -p 3001`), to check the commands they show. */
  inlineCode: {value: string; line: number}[];
  /** Commands given to `<CommandTabs uv="..." pip="..." />`, which the build turns into code blocks. */
  tabCommands: {value: string; line: number}[];
  links: LinkRef[];
  /** Images the page shows (Markdown images and JSX `src`), to check they exist. */
  images: LinkRef[];
  anchors: Set<string>;
  components: {name: string; line: number}[];
  /** Names the page imports itself (`import X from ...`), which need no registration. */
  imports: Set<string>;
  problems: Problem[];
};

/** Elements that run or embed code in the reader's browser: never in a page. */
const UNSAFE_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'applet', 'base', 'form']);

const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm;

/** File line (1-based) of every key of a front-matter mapping, nested keys as `a.b`. */
function keyLines(map: YAMLMap, counter: LineCounter, prefix = ''): Record<string, number> {
  const lines: Record<string, number> = {};
  for (const pair of map.items) {
    if (!isScalar(pair.key) || !pair.key.range) continue;
    const name = `${prefix}${String(pair.key.value)}`;
    // +1: the front matter starts on the file's second line, after `---`.
    lines[name] = counter.linePos(pair.key.range[0]).line + 1;
    if (isMap(pair.value)) Object.assign(lines, keyLines(pair.value, counter, `${name}.`));
  }
  return lines;
}

/** Splits front matter from body; a YAML error is reported at its line and column in the file. */
export function splitFrontMatter(text: string): {
  data: Record<string, unknown>;
  fieldLines: Record<string, number>;
  body: string;
  bodyOffset: number;
  problems: Problem[];
} {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {data: {}, fieldLines: {}, body: text, bodyOffset: 1, problems: [{line: 1, message: 'missing front matter'}]};
  }
  const bodyOffset = match[0].split('\n').length;
  const body = text.slice(match[0].length);
  const counter = new LineCounter();
  const doc = parseDocument(match[1], {lineCounter: counter, prettyErrors: true});
  if (doc.errors.length) {
    const [error] = doc.errors;
    const pos = error.linePos?.[0];
    return {
      data: {},
      fieldLines: {},
      body,
      bodyOffset,
      problems: [
        {
          line: (pos?.line ?? 1) + 1,
          column: pos?.col,
          message: `malformed front matter: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
        },
      ],
    };
  }
  const data = doc.toJS() as unknown;
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !isMap(doc.contents)) {
    return {data: {}, fieldLines: {}, body, bodyOffset, problems: [{line: 2, message: 'front matter is not a mapping'}]};
  }
  return {data: data as Record<string, unknown>, fieldLines: keyLines(doc.contents, counter), body, bodyOffset, problems: []};
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
}

/**
 * An MDX syntax error at its place in the file. For an unclosed tag the parser points at the end
 * of the enclosing block, and names the opening tag's body position in its message: report
 * that, and rewrite the message's positions from body lines to file lines.
 */
function mdxProblem(error: unknown, bodyOffset: number): Problem {
  const err = error as {reason?: string; message: string; line?: number; column?: number};
  const toFile = (line: number) => line + bodyOffset - 1;
  const reason = (err.reason ?? err.message).replace(
    /\((\d+):(\d+)-(\d+):(\d+)\)/g,
    (_all, l1: string, c1: string, l2: string, c2: string) => `(${toFile(+l1)}:${c1}-${toFile(+l2)}:${c2})`,
  );
  const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(err.reason ?? err.message);
  const line = named ? +named[1] : (err.line ?? 1);
  const column = named ? +named[2] : err.column;
  return {line: toFile(line), column, message: `MDX does not parse: ${reason}`};
}

/** Analyses an MDX page. Lines in the result are file lines. */
export function analyzePage(text: string): PageAnalysis {
  const {data, fieldLines, body, bodyOffset, problems} = splitFrontMatter(text);
  const lineOf = (node: {position?: {start: {line: number}}}) => (node.position?.start.line ?? 1) + bodyOffset - 1;

  const anchors = new Set<string>();
  const explicitIds = new Map<number, string>();
  // Docusaurus strips `{#id}` before MDX sees it; do the same, remembering each id's line.
  const stripped = body.replace(HEADING_ID, (_all, heading: string, id: string, offset: number) => {
    explicitIds.set(body.slice(0, offset).split('\n').length, id);
    return heading;
  });

  const analysis: PageAnalysis = {
    frontMatter: data,
    fieldLines,
    bodyOffset,
    words: 0,
    code: [],
    inlineCode: [],
    tabCommands: [],
    links: [],
    images: [],
    anchors,
    components: [],
    imports: new Set(),
    problems: [...problems],
  };

  let tree: Root;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(stripped);
  } catch (error) {
    analysis.problems.push(mdxProblem(error, bodyOffset));
    return analysis;
  }

  const slugger = new GithubSlugger();
  const prose: string[] = [];
  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'text':
        prose.push(node.value);
        break;
      case 'inlineCode':
        prose.push(node.value);
        analysis.inlineCode.push({value: node.value, line: lineOf(node)});
        break;
      case 'code':
        analysis.code.push({lang: (node.lang ?? '').toLowerCase(), value: node.value, line: lineOf(node), meta: node.meta ?? null});
        break;
      case 'heading': {
        const line = node.position?.start.line ?? 0;
        anchors.add(explicitIds.get(line) ?? slugger.slug(toString(node)));
        break;
      }
      case 'link':
      case 'definition':
        analysis.links.push({url: node.url, line: lineOf(node)});
        break;
      case 'mdxjsEsm':
        for (const match of node.value.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})/g)) {
          if (match[1]) analysis.imports.add(match[1]);
          match[2]?.split(',').forEach((name) =>
            analysis.imports.add(
              name
                .trim()
                .split(/\s+as\s+/)
                .pop() ?? '',
            ),
          );
        }
        break;
      case 'image':
        analysis.images.push({url: node.url, line: lineOf(node)});
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const at = {line: lineOf(node), column: node.position?.start.column};
        if (node.name && /^[A-Z]/.test(node.name)) {
          analysis.components.push({name: node.name, line: lineOf(node)});
        }
        if (node.name && UNSAFE_ELEMENTS.has(node.name.toLowerCase())) {
          analysis.problems.push({...at, message: `<${node.name}> runs or embeds code in the reader's browser: not allowed in a page`});
        }
        for (const attr of node.attributes) {
          if (attr.type !== 'mdxJsxAttribute') continue;
          if (/^on/i.test(attr.name)) {
            analysis.problems.push({
              ...at,
              message: `${attr.name} on <${node.name ?? ''}> is an event handler: pages run no code of their own`,
            });
          }
          if (typeof attr.value === 'string' && /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value)) {
            analysis.problems.push({...at, message: `${attr.name}="${attr.value.slice(0, 40)}" is a script URL: not allowed in a page`});
          }
          if (attr.name === 'src' && typeof attr.value === 'string') analysis.images.push({url: attr.value, line: lineOf(node)});
        }
        if (node.name === 'CommandTabs') {
          for (const attr of node.attributes) {
            if (attr.type === 'mdxJsxAttribute' && (attr.name === 'uv' || attr.name === 'pip') && typeof attr.value === 'string')
              analysis.tabCommands.push({value: attr.value, line: lineOf(node)});
          }
        }
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && (attr.name === 'href' || attr.name === 'to' || attr.name === 'id')) {
            if (typeof attr.value !== 'string') continue;
            if (attr.name === 'id') anchors.add(attr.value);
            else analysis.links.push({url: attr.value, line: lineOf(node)});
          }
        }
        break;
      }
      default:
        break;
    }
  });
  analysis.words = countWords(prose.join(' '));
  return analysis;
}

/** Returns the problems of YAML blocks (each as a whole, multi-document allowed). */
export function yamlProblems(block: CodeBlock): Problem[] {
  const docs = parseAllDocuments(block.value);
  const list = Array.isArray(docs) ? docs : [docs];
  return list.flatMap((doc) =>
    doc.errors.map((error) => ({
      line: block.line + (error.linePos?.[0]?.line ?? 0),
      message: `YAML block does not load: ${error.message.split('\n')[0]}`,
    })),
  );
}
