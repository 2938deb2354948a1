/**
 * An API page's entries (src/data/api/<route>.yaml) as plain Markdown for its twin: the same
 * facts, in the same order, as the HTML that remark-api-entries renders, without the JSX frame.
 * Headings carry the fully qualified name (`dagster.asset`), which is also the HTML anchor.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {BlockContent, List, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {KIND_GROUPS, memberAnchor, moduleOf, symbolAnchor} from '../../lib/api/inventory';
import {formatSignature} from '../../lib/api/signature';
import {paramItem} from '../../lib/api/param-item';
import type {ApiFile, ApiLifecycle, ApiMember, ApiParam, ApiSymbol} from '../../lib/api/schema';

/** The title of the page a route serves; throws for a route no page serves. */
export type TitleOf = (route: string) => string;

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();

/** API data fields are Markdown (not MDX): links, inline code, emphasis. */
function blocks(text: string): RootContent[] {
  return markdownParser.parse(text).children;
}

function inline(text: string): PhrasingContent[] {
  const [first] = blocks(text);
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: text}];
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const label = (value: string): Paragraph => paragraph([{type: 'strong', children: [text(value)]}]);

function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
  };
}

function heading(depth: 2 | 3 | 4, value: string): RootContent {
  return {type: 'heading', depth, children: [text(value)]};
}

/** What the HTML shows above an entry: its kind, and its lifecycle badge and notice. */
function metaLine(kind: string, lifecycle: ApiLifecycle | undefined): Paragraph {
  const children: PhrasingContent[] = [{type: 'emphasis', children: [text(kind)]}];
  if (lifecycle) {
    children.push(
      text(' · '),
      {type: 'strong', children: [text(lifecycle.stage)]},
      text(lifecycle.since ? ` since ${lifecycle.since}.` : '.'),
    );
    if (lifecycle.use_instead) children.push(text(' Use '), code(lifecycle.use_instead), text(' instead.'));
    if (lifecycle.note) children.push(text(' '), ...inline(lifecycle.note));
  }
  return paragraph(children);
}

function params(entries: readonly ApiParam[]): RootContent[] {
  if (entries.length === 0) return [];
  return [label('Parameters'), list(entries.map((p) => paramItem(p, inline, 'text')))];
}

function returns(entry: {returns?: {type: string; description: string}}): RootContent[] {
  if (!entry.returns) return [];
  return [label('Returns'), paragraph([code(entry.returns.type), text(': '), ...inline(entry.returns.description)])];
}

function memberBlocks(module: string, symbol: ApiSymbol, member: ApiMember): RootContent[] {
  return [
    heading(4, memberAnchor(module, symbol, member)),
    metaLine(member.kind, member.lifecycle),
    {type: 'code', lang: 'python', value: formatSignature(member.signature)},
    ...blocks(member.summary),
    ...params(member.params),
    ...returns(member),
  ];
}

function symbolBlocks(data: ApiFile, symbol: ApiSymbol, titleOf: TitleOf): RootContent[] {
  const signature = `${symbol.kind === 'decorator' ? '@' : ''}${moduleOf(data, symbol)}.${symbol.signature}`;
  const raises: RootContent[] = symbol.raises.length
    ? [label('Raises'), list(symbol.raises.map((r) => [code(r.type), text(': '), ...inline(r.description)]))]
    : [];
  const related: BlockContent = list(symbol.related.map((route) => [{type: 'link', url: route, children: [text(titleOf(route))]}]));
  return [
    heading(3, symbolAnchor(moduleOf(data, symbol), symbol)),
    metaLine(symbol.kind, symbol.lifecycle),
    {type: 'code', lang: 'python', value: formatSignature(signature)},
    ...blocks(symbol.summary),
    ...params(symbol.params),
    ...returns(symbol),
    ...raises,
    label('Example'),
    {type: 'code', lang: 'python', value: symbol.example.trimEnd()},
    label('Related guides'),
    related,
    ...symbol.members.flatMap((member) => memberBlocks(moduleOf(data, symbol), symbol, member)),
  ];
}

/** Links stay site routes here; the twin converter makes every internal link absolute. */
export function apiEntriesMarkdown(data: ApiFile, titleOf: TitleOf): RootContent[] {
  return KIND_GROUPS.flatMap((group) => {
    const symbols = data.symbols.filter((s) => s.kind === group.kind);
    if (symbols.length === 0) return [];
    return [heading(2, group.label), ...symbols.flatMap((s) => symbolBlocks(data, s, titleOf))];
  });
}
