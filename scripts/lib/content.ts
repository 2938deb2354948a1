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
import {parse as parseYaml, parseAllDocuments} from 'yaml';
import type {Root, Nodes} from 'mdast';

export type Problem = {line: number; message: string};

export type CodeBlock = {lang: string; value: string; line: number};

export type LinkRef = {url: string; line: number};

export type PageAnalysis = {
  frontMatter: Record<string, unknown>;
  /** Line in the file where the body starts (1-based), to report body positions. */
  bodyOffset: number;
  words: number;
  code: CodeBlock[];
  links: LinkRef[];
  anchors: Set<string>;
  components: {name: string; line: number}[];
  /** Names the page imports itself (`import X from ...`), which need no registration. */
  imports: Set<string>;
  problems: Problem[];
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm;

/** Splits front matter from body; a YAML error is reported at its line in the file. */
export function splitFrontMatter(text: string): {
  data: Record<string, unknown>;
  body: string;
  bodyOffset: number;
  problems: Problem[];
} {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {data: {}, body: text, bodyOffset: 1, problems: [{line: 1, message: 'missing front matter'}]};
  }
  const bodyOffset = match[0].split('\n').length;
  try {
    const data = parseYaml(match[1]) as unknown;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return {data: {}, body: text.slice(match[0].length), bodyOffset, problems: [{line: 2, message: 'front matter is not a mapping'}]};
    }
    return {data: data as Record<string, unknown>, body: text.slice(match[0].length), bodyOffset, problems: []};
  } catch (error) {
    const err = error as {message: string; linePos?: {line: number}[]};
    const line = (err.linePos?.[0]?.line ?? 0) + 1;
    return {
      data: {},
      body: text.slice(match[0].length),
      bodyOffset,
      problems: [{line, message: `malformed front matter: ${err.message.split('\n')[0]}`}],
    };
  }
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
}

/** Analyses an MDX page. Lines in the result are file lines. */
export function analyzePage(text: string): PageAnalysis {
  const {data, body, bodyOffset, problems} = splitFrontMatter(text);
  const lineOf = (node: {position?: {start: {line: number}}}) =>
    (node.position?.start.line ?? 1) + bodyOffset - 1;

  const anchors = new Set<string>();
  const explicitIds = new Map<number, string>();
  // Docusaurus strips `{#id}` before MDX sees it; do the same, remembering each id's line.
  const stripped = body.replace(HEADING_ID, (_all, heading: string, id: string, offset: number) => {
    explicitIds.set(body.slice(0, offset).split('\n').length, id);
    return heading;
  });

  const analysis: PageAnalysis = {
    frontMatter: data,
    bodyOffset,
    words: 0,
    code: [],
    links: [],
    anchors,
    components: [],
    imports: new Set(),
    problems: [...problems],
  };

  let tree: Root;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(stripped);
  } catch (error) {
    const err = error as {message: string; line?: number; place?: {line?: number; start?: {line: number}}};
    const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? 1;
    analysis.problems.push({line: line + bodyOffset - 1, message: `MDX does not parse: ${err.message}`});
    return analysis;
  }

  const slugger = new GithubSlugger();
  const prose: string[] = [];
  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        prose.push(node.value);
        break;
      case 'code':
        analysis.code.push({lang: (node.lang ?? '').toLowerCase(), value: node.value, line: lineOf(node)});
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
          match[2]?.split(',').forEach((name) => analysis.imports.add(name.trim().split(/\s+as\s+/).pop() ?? ''));
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (node.name && /^[A-Z]/.test(node.name)) {
          analysis.components.push({name: node.name, line: lineOf(node)});
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
