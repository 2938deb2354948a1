/**
 * Converts one MDX page into its Markdown twin: the page as a reader sees it, for tools that
 * read Markdown (AI assistants, scripts). Authoring components become what they show (tabs as
 * labelled sections), admonitions become blockquotes, imports and other JSX disappear (keeping
 * their text), and internal links become absolute URLs. The install components are expanded into
 * tabs by the same transform the HTML build runs (src/plugins/install-tabs) before this renders.
 *
 * The author's Markdown is kept as written: remark parses the page only to locate what must
 * change, and those spans are spliced out of the source and replaced (generated parts are
 * stringified by remark). Stringifying the whole tree instead would re-escape every page and
 * costs more than parsing; GFM is not parsed at all, since tables, strikethrough and autolinks
 * pass through verbatim and links inside table cells are still found as inline links.
 * Pure: the plugin reads the files and hands over the data.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {readFrontMatter, splitFrontMatter} from '../../lib/front-matter';
import {snippetRef} from '../../lib/snippets';
import type {Code, Nodes, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {ApiFile} from '../../lib/api/schema';
import {CATEGORY_LABELS, type CatalogEntry} from '../../lib/catalog';
import {apiEntriesMarkdown, type TitleOf} from './api-markdown';
import {AttributeValueError, literalValue, stringAttribute, type JsxElement} from '../shared/jsx-attributes';
import {expandInstallComponents, InstallComponentError} from '../install-tabs/remark-install-tabs';
import {insertCommunityNotice} from '../community-notice/remark-community-notice';
import {linkSymbols, type SymbolLookup} from '../api-reference/remark-symbol-links';

export type FrontMatter = {
  title?: unknown;
  description?: unknown;
  package?: unknown;
  issues_url?: unknown;
  sidebar_custom_props?: unknown;
};

export type TwinOptions = {
  /** Where the site's routes live, without a trailing slash: `https://docs.dagster.io`. */
  siteUrl: string;
  /** The page's route: `/guides/build/assets`, or `/` for the home page. */
  route: string;
  /** The page's parsed front matter, when the caller already has it (else it is read from the source). */
  frontMatter?: FrontMatter;
  /** An API page's entries, appended after its prose as the HTML page does. */
  api?: {data: ApiFile; titleOf: TitleOf};
  /** What `<IntegrationCatalog />` lists; without it the catalog is left out. */
  catalog?: readonly CatalogEntry[];
  /** Reads a shared sample (`snippets/x.py`) that a `file=` fence names (src/lib/snippets.ts). */
  snippet?: (ref: string) => string;
  /** The API entry inline code names: such code links to it, as on the HTML page. */
  symbols?: SymbolLookup;
};

/** A page the twin cannot be written for; `line` is the line in the page file, when known. */
export class MarkdownTwinError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

type Edit = {start: number; end: number; text: string};

/** Docusaurus strips `## Heading {#id}` ids before MDX parses the page (mdx1Compat.headingIds). */
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#[\w.-]+\}[ \t]*$/gm;
const CODE_TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;
/** Docusaurus's admonition keywords; any other container directive is unwrapped. */
const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).freeze();
const markdownWriter = unified()
  .use(remarkStringify, {bullet: '-', fences: true, listItemIndent: 'one', rule: '-'})
  .use(remarkGfm, {tablePipeAlign: false})
  .freeze();

const text = (value: string): PhrasingContent => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function stringify(nodes: RootContent[]): string {
  return nodes.length ? markdownWriter.stringify({type: 'root', children: nodes}).trimEnd() : '';
}

function bold(value: string): string {
  return stringify([paragraph([{type: 'strong', children: [text(value)]}])]);
}

/** A labelled section, the Markdown form of one tab. */
function labelled(label: string, content: string): string {
  return [label ? bold(label) : '', content].filter(Boolean).join('\n\n');
}

/** A blockquote: `> ` before every line (a bare `>` on blank ones). */
function quoted(content: string): string {
  return content
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** `> **Note:** ...`, or `> **Tip: Title**` above the content when the admonition has a title. */
function admonition(kind: string, title: string | undefined, content: string, startsWithParagraph: boolean): string {
  if (title) return quoted([`**${kind}: ${title}**`, content].filter(Boolean).join('\n\n'));
  if (startsWithParagraph) return quoted(`**${kind}:** ${content}`);
  return quoted([`**${kind}:**`, content].filter(Boolean).join('\n\n'));
}

function attribute(element: JsxElement, name: string): string | undefined {
  try {
    return stringAttribute(element, name);
  } catch (error) {
    if (error instanceof AttributeValueError) throw new MarkdownTwinError(error.message);
    throw error;
  }
}

function catalogList(entries: readonly CatalogEntry[]): RootContent[] {
  if (entries.length === 0) return [];
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: entries.map((entry) => ({
        type: 'listItem',
        spread: false,
        children: [
          paragraph([
            {type: 'link', url: entry.url, children: [text(entry.name)]},
            text(` (${CATEGORY_LABELS[entry.category] ?? entry.category}${entry.community ? ', community' : ''})`),
            ...(entry.package ? [text(', '), {type: 'inlineCode' as const, value: entry.package}] : []),
            text(`: ${entry.description}`),
          ]),
        ],
      })),
    },
  ];
}

const offsets = (node: Nodes): [number, number] => {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) throw new MarkdownTwinError(`a ${node.type} node has no position`);
  return [start, end];
};

/** A link the build put around inline code (remark-symbol-links): it has no place in the source, its code has. */
const isSymbolLink = (node: Nodes): boolean => node.type === 'link' && !node.position;

/** Where a node's text is in the source; for a symbol link, where the code it wraps is. */
const spanOf = (node: Nodes): [number, number] =>
  node.type === 'link' && isSymbolLink(node) && node.children.length
    ? [offsets(node.children[0])[0], offsets(node.children[node.children.length - 1])[1]]
    : offsets(node);

/** Of the nodes that get replaced, these two sit inside a line of text. */
const isInline = (node: Nodes): boolean => node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';

/**
 * Renders one parsed page. Text produced for a flow node is "column 0" Markdown; where it goes
 * back into the source, its lines get the prefix that the original node had (list indentation,
 * `> ` of a blockquote, JSX indentation), and lines taken from the source lose it.
 */
class TwinRenderer {
  constructor(
    private readonly source: string,
    private readonly options: TwinOptions,
    private readonly frontMatter: FrontMatter,
  ) {}

  /** What precedes a node on its line, as the prefix its continuation lines carry. */
  private prefixAt(offset: number): string {
    const lineStart = this.source.lastIndexOf('\n', offset - 1) + 1;
    return this.source.slice(lineStart, offset).replace(/[^\s>]/g, ' ');
  }

  /** Gives every line after the first the prefix (blank lines get it without trailing spaces). */
  private static indent(content: string, prefix: string): string {
    if (!prefix) return content;
    const blank = prefix.trimEnd();
    return content
      .split('\n')
      .map((line, i) => (i === 0 ? line : line ? `${prefix}${line}` : blank))
      .join('\n');
  }

  /** Removes `prefix` from every line after the first; lazy continuation lines lose what they have of it. */
  private static outdent(content: string, prefix: string): string {
    if (!prefix) return content;
    return content
      .split('\n')
      .map((line, i) => {
        if (i === 0) return line;
        let cut = 0;
        while (cut < prefix.length && cut < line.length && (line[cut] === prefix[cut] || (prefix[cut] === ' ' && line[cut] === '\t')))
          cut += 1;
        return line.slice(cut);
      })
      .join('\n');
  }

  /** Column-0 Markdown for a sequence of flow nodes, one blank line between blocks. */
  flow(nodes: readonly RootContent[]): string {
    return nodes
      .map((node) => this.block(node))
      .filter((block) => block.trim() !== '')
      .join('\n\n');
  }

  private block(node: RootContent): string {
    const replaced = this.replacement(node);
    if (replaced !== undefined) return replaced;
    // A block the build made (src/plugins/install-tabs, community-notice) has no place in the source.
    if (!node.position) return stringify([node]);
    const [start, end] = offsets(node);
    return TwinRenderer.outdent(this.spliced(start, end, [node]), this.prefixAt(start));
  }

  /** Inline content as written (with its edits), for a replacement that keeps it. */
  private inline(nodes: readonly RootContent[]): string {
    if (nodes.length === 0) return '';
    if (!nodes[0].position && !isSymbolLink(nodes[0])) return stringify([paragraph(nodes as PhrasingContent[])]);
    return this.spliced(spanOf(nodes[0])[0], spanOf(nodes[nodes.length - 1])[1], nodes);
  }

  /** The source between two offsets with the edits that `nodes` and their descendants ask for. */
  private spliced(start: number, end: number, nodes: readonly RootContent[]): string {
    const edits: Edit[] = [];
    for (const node of nodes) this.collect(node, edits);
    edits.sort((a, b) => a.start - b.start);
    let out = '';
    let at = start;
    for (const edit of edits) {
      out += this.source.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return out + this.source.slice(at, end);
  }

  private collect(node: RootContent, edits: Edit[]): void {
    const replaced = this.replacement(node);
    if (replaced !== undefined) {
      const [start, end] = offsets(node);
      edits.push({start, end, text: isInline(node) ? replaced : TwinRenderer.indent(replaced, this.prefixAt(start))});
      return;
    }
    if (node.type === 'link' && isSymbolLink(node)) {
      const [start, end] = spanOf(node);
      edits.push({start, end, text: `[${this.source.slice(start, end)}](${absoluteUrl(node.url, this.options)})`});
      return;
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const edit = this.destinationEdit(node);
      if (edit) edits.push(edit);
    }
    if ('children' in node) for (const child of node.children) this.collect(child, edits);
  }

  /** Rewrites an internal link's destination in place, leaving the rest of the link as written. */
  private destinationEdit(node: Extract<RootContent, {url: string}>): Edit | undefined {
    const url = absoluteUrl(node.url, this.options);
    if (url === node.url) return undefined;
    const [start, end] = offsets(node);
    const raw = this.source.slice(start, end);
    const afterLabel = node.type === 'link' && node.children.length ? offsets(node.children[node.children.length - 1])[1] - start : 0;
    const opener = node.type === 'definition' ? /\]:[ \t]*\n?[ \t]*<?/g : /\]\([ \t]*\n?[ \t]*<?/g;
    opener.lastIndex = afterLabel;
    for (let match = opener.exec(raw); match; match = opener.exec(raw)) {
      const at = match.index + match[0].length;
      if (raw.startsWith(node.url, at)) return {start: start + at, end: start + at + node.url.length, text: url};
    }
    throw new MarkdownTwinError(`cannot locate the destination of the link to ${node.url}; write it without escapes`);
  }

  private replacement(node: RootContent): string | undefined {
    switch (node.type) {
      case 'mdxjsEsm':
        return '';
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // `{'{'}` shows a brace; comments and computed values show nothing that Markdown can keep.
        return literalValue(node.data?.estree) ?? '';
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        try {
          return this.element(node);
        } catch (error) {
          // The innermost element that fails names the line.
          if (error instanceof MarkdownTwinError && error.line === undefined)
            throw new MarkdownTwinError(error.message, node.position?.start.line);
          throw error;
        }
      case 'containerDirective':
        return this.container(node);
      case 'code':
        return this.code(node);
      default:
        return undefined;
    }
  }

  private code(node: Code): string | undefined {
    if (!node.meta) return undefined;
    const ref = snippetRef(node.meta);
    // A `file=` fence is written out with the sample it includes (the title's CODE_TITLE match
    // finds the same title either way).
    const block = ref ? this.snippetBlock(node, ref) : this.fencedAsWritten(node);
    const match = CODE_TITLE.exec(node.meta);
    const title = match?.[1] ?? match?.[2];
    if (!title) return block;
    const caption: PhrasingContent = /\s/.test(title) ? {type: 'emphasis', children: [text(title)]} : {type: 'inlineCode', value: title};
    return `${stringify([paragraph([caption])])}\n\n${block}`;
  }

  /** The author's fence as written, without its meta. */
  private fencedAsWritten(node: Code): string {
    const [start, end] = offsets(node);
    const raw = TwinRenderer.outdent(this.source.slice(start, end), this.prefixAt(start));
    const newline = raw.indexOf('\n');
    const fence = /^(`{3,}|~{3,})/.exec(raw)?.[1] ?? '```';
    return `${fence}${node.lang ?? ''}${newline < 0 ? '' : raw.slice(newline)}`;
  }

  /** A `file=` fence: the sample's own code, in a fence longer than any backtick run in it. */
  private snippetBlock(node: Code, ref: string): string {
    if (!this.options.snippet) throw new MarkdownTwinError(`file=/${ref}: no sample reader was given`, node.position?.start.line);
    const value = this.options.snippet(ref);
    const longest = Math.max(2, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${node.lang ?? ''}\n${value}\n${fence}`;
  }

  private container(node: ContainerDirective): string {
    const [first, ...rest] = node.children;
    const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title = hasTitle ? this.inline(first.children).trim() : undefined;
    const children = hasTitle ? rest : node.children;
    const content = this.flow(children);
    if (!ADMONITIONS.has(node.name)) return [title ? `**${title}**` : '', content].filter(Boolean).join('\n\n');
    const kind = node.name.charAt(0).toUpperCase() + node.name.slice(1);
    return admonition(kind, title, content, children[0]?.type === 'paragraph');
  }

  /** Flow elements hold blocks; inline ones hold text, which stays on its line. */
  private content(element: JsxElement): string {
    return element.type === 'mdxJsxFlowElement' ? this.flow(element.children) : this.inline(element.children);
  }

  private element(element: JsxElement): string {
    switch (element.name) {
      case 'TabItem':
        return labelled(attribute(element, 'label') ?? attribute(element, 'value') ?? '', this.content(element));
      case 'IntegrationCatalog':
        return this.options.catalog ? stringify(absoluteLinks(catalogList(this.options.catalog), this.options)) : '';
      case 'Details':
      case 'details':
        return this.details(element);
      case 'a':
      case 'Link': {
        const url = attribute(element, 'href') ?? attribute(element, 'to');
        const label = this.content(element);
        return url ? `[${label}](${absoluteUrl(url, this.options)})` : label;
      }
      case 'br':
        return element.type === 'mdxJsxTextElement' ? ' ' : '';
      case 'img':
        return stringify(
          absoluteLinks(
            [paragraph([{type: 'image', url: attribute(element, 'src') ?? '', alt: attribute(element, 'alt') ?? ''}])],
            this.options,
          ),
        );
      default:
        // Tabs, ApiSymbol, layout elements: what they show is their content.
        return this.content(element);
    }
  }

  /** `<Details>`: its summary (a `<summary>` child or a `summary` attribute) in bold, then the content. */
  private details(element: JsxElement): string {
    let summary = attribute(element, 'summary');
    const rest: RootContent[] = [];
    for (const child of element.children) {
      const inner = child.type === 'paragraph' && child.children.length === 1 ? child.children[0] : child;
      if ((inner.type === 'mdxJsxFlowElement' || inner.type === 'mdxJsxTextElement') && inner.name === 'summary') {
        summary = toString(inner).trim();
      } else {
        rest.push(child);
      }
    }
    return labelled(summary ?? '', element.type === 'mdxJsxFlowElement' ? this.flow(rest) : this.inline(rest));
  }
}

/** Internal links become absolute URLs, so the twin works wherever it is read. */
function absoluteUrl(url: string, {siteUrl, route}: TwinOptions): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('/')) return `${siteUrl}${url}`;
  if (url.startsWith('#')) return `${siteUrl}${route}${url}`;
  return new URL(url, `${siteUrl}${route}`).href;
}

function absoluteLinks(nodes: RootContent[], options: TwinOptions): RootContent[] {
  const root: Root = {type: 'root', children: nodes};
  visit(root, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = absoluteUrl(node.url, options);
  });
  return nodes;
}

export function pageToMarkdown(source: string, options: TwinOptions): string {
  const {body: mdxBody, bodyLine} = splitFrontMatter(source);
  const frontMatter: FrontMatter = options.frontMatter ?? readFrontMatter(source);
  // Blank lines in place of the front matter keep every line number (ours and micromark's) a file line.
  const mdx = '\n'.repeat(bodyLine - 1) + mdxBody.replace(HEADING_ID, '$1');
  let body: string;
  try {
    const tree = mdxParser.parse(mdx);
    expandInstallComponents(tree, frontMatter as Record<string, unknown>);
    insertCommunityNotice(tree, frontMatter as Record<string, unknown>);
    if (options.symbols) linkSymbols(tree, options.symbols);
    body = new TwinRenderer(mdx, options, frontMatter).flow(tree.children);
  } catch (error) {
    if (error instanceof InstallComponentError)
      throw new MarkdownTwinError(`line ${error.line ?? 0}: ${error.message}`, error.line, {cause: error});
    if (error instanceof MarkdownTwinError && error.line !== undefined) {
      throw new MarkdownTwinError(`line ${error.line}: ${error.message}`, error.line, {cause: error});
    }
    // micromark's messages carry their own `(line:column)`.
    throw new MarkdownTwinError((error as Error).message, undefined, {cause: error});
  }

  const title = typeof frontMatter.title === 'string' ? frontMatter.title.trim() : '';
  const description = typeof frontMatter.description === 'string' ? frontMatter.description.trim() : '';
  const head: RootContent[] = [
    ...(title ? [{type: 'heading' as const, depth: 1 as const, children: [text(title)]}] : []),
    ...(description ? [{type: 'blockquote' as const, children: [paragraph([text(description)])]}] : []),
  ];
  const entries = options.api ? apiEntriesMarkdown(options.api.data, options.api.titleOf) : [];
  if (options.symbols) linkSymbols({type: 'root', children: entries}, options.symbols);
  const api = entries.length ? stringify(absoluteLinks(entries, options)) : '';
  const parts = [stringify(head), body, api].filter(Boolean);
  return `${parts.join('\n\n')}\n`;
}
