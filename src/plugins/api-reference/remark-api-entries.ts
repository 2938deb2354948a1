/**
 * Appends an API page's symbols (from src/data/api/<route>.yaml) to its MDX as real Markdown:
 * a heading per kind group and per symbol, so each symbol gets a stable `#module.Name` anchor
 * and a place in the table of contents, and Docusaurus checks every link the entries make.
 * Runs before Docusaurus's own remark plugins, which turn `{#id}` into heading ids.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import type {Root, RootContent, PhrasingContent, BlockContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {KIND_GROUPS, memberAnchor, moduleOf, symbolAnchor} from '../../lib/api/inventory';
import {formatSignature} from '../../lib/api/signature';
import {paramItem} from '../../lib/api/param-item';
import type {ApiFile, ApiLifecycle, ApiMember, ApiParam, ApiSymbol} from '../../lib/api/schema';
import {apiReferenceFor} from './load';
import {readFrontMatter} from '../../lib/front-matter';
import {jsxAttribute} from '../shared/jsx-attributes';

type Options = {siteDir: string};

type Block = RootContent;

function markdown(text: string): Block[] {
  return fromMarkdown(text, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}).children as Block[];
}

function inline(text: string): PhrasingContent[] {
  const [first] = markdown(text);
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: text}];
}

function heading(depth: 2 | 3 | 4, children: PhrasingContent[], id: string): Block {
  return {type: 'heading', depth, children: [...children, {type: 'text', value: ` {#${id}}`}]};
}

function code(lang: string, value: string): Block {
  return {type: 'code', lang, value};
}

function label(text: string): Block {
  return {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: text}]}]};
}

function jsx(name: string, attributes: Record<string, string | undefined>, children: Block[]): Block {
  const element: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([attrName, value]) => jsxAttribute(attrName, value)),
    children: children as MdxJsxFlowElement['children'],
  };
  return element as unknown as Block;
}

/** Parameters as a list (a four-column table is unreadable for long types and prose). */
function paramsList(params: readonly ApiParam[]): Block {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: params.map((p) => ({
      type: 'listItem' as const,
      spread: false,
      children: [{type: 'paragraph' as const, children: paramItem(p, inline)}],
    })),
  };
}

function lifecycleAttributes(lifecycle: ApiLifecycle | undefined) {
  return {
    lifecycle: lifecycle?.stage,
    since: lifecycle?.since,
    useInstead: lifecycle?.use_instead,
    lifecycleNote: lifecycle?.note,
  };
}

function pageTitleOf(siteDir: string, route: string, cache: Map<string, string>): string {
  const cached = cache.get(route);
  if (cached) return cached;
  const file = join(siteDir, 'docs', `${route === '/' ? 'intro' : route.slice(1)}.mdx`);
  const title = existsSync(file) ? readFrontMatter(readFileSync(file, 'utf8')).title : undefined;
  if (typeof title !== 'string' || !title) throw new Error(`API data links to ${route}, which no page serves`);
  cache.set(route, title);
  return title;
}

/** The "Parameters" and "Returns" blocks of a symbol or member, when it has them. */
function paramsAndReturns(entry: Pick<ApiSymbol, 'params' | 'returns'>): Block[] {
  return [
    ...(entry.params.length ? [label('Parameters'), paramsList(entry.params)] : []),
    ...(entry.returns
      ? [
          label('Returns'),
          {
            type: 'paragraph' as const,
            children: [
              {type: 'inlineCode' as const, value: entry.returns.type},
              {type: 'text' as const, value: ': '},
              ...inline(entry.returns.description),
            ],
          },
        ]
      : []),
  ];
}

function memberBlocks(module: string, symbol: ApiSymbol, member: ApiMember): Block[] {
  return [
    heading(4, [{type: 'inlineCode', value: `${symbol.name}.${member.name}`}], memberAnchor(module, symbol, member)),
    jsx('ApiSymbol', {kind: member.kind, anchor: memberAnchor(module, symbol, member), ...lifecycleAttributes(member.lifecycle)}, [
      code('python', formatSignature(member.signature)),
      ...markdown(member.summary),
      ...paramsAndReturns(member),
    ]),
  ];
}

export function symbolBlocks(data: ApiFile, symbol: ApiSymbol, titleFor: (route: string) => string): Block[] {
  const anchor = symbolAnchor(moduleOf(data, symbol), symbol);
  const signature = `${symbol.kind === 'decorator' ? '@' : ''}${moduleOf(data, symbol)}.${symbol.signature}`;
  const body: Block[] = [
    code('python', formatSignature(signature)),
    ...markdown(symbol.summary),
    ...paramsAndReturns(symbol),
    ...(symbol.raises.length
      ? [
          label('Raises'),
          {
            type: 'list' as const,
            ordered: false,
            spread: false,
            children: symbol.raises.map((r) => ({
              type: 'listItem' as const,
              spread: false,
              children: [
                {
                  type: 'paragraph' as const,
                  children: [{type: 'inlineCode' as const, value: r.type}, {type: 'text' as const, value: ': '}, ...inline(r.description)],
                },
              ],
            })),
          },
        ]
      : []),
    label('Example'),
    code('python', symbol.example),
    label('Related guides'),
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: symbol.related.map((route) => ({
        type: 'listItem' as const,
        spread: false,
        children: [
          {
            type: 'paragraph' as const,
            children: [{type: 'link' as const, url: route, children: [{type: 'text' as const, value: titleFor(route)}]}],
          },
        ],
      })),
    },
    ...symbol.members.flatMap((member) => memberBlocks(moduleOf(data, symbol), symbol, member)),
  ];
  return [
    heading(3, [{type: 'inlineCode', value: symbol.name}], anchor),
    jsx('ApiSymbol', {kind: symbol.kind, anchor, ...lifecycleAttributes(symbol.lifecycle)}, body as BlockContent[]),
  ];
}

export function entryBlocks(data: ApiFile, titleFor: (route: string) => string): Block[] {
  return KIND_GROUPS.flatMap((group) => {
    const symbols = data.symbols.filter((s) => s.kind === group.kind);
    if (symbols.length === 0) return [];
    return [heading(2, [{type: 'text', value: group.label}], group.id), ...symbols.flatMap((s) => symbolBlocks(data, s, titleFor))];
  });
}

export default function remarkApiEntries({siteDir}: Options) {
  const titles = new Map<string, string>();
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const rel = relative(join(siteDir, 'docs'), file.path).replace(/\\/g, '/');
    if (!rel.startsWith('api/')) return;
    const route = `/${rel.replace(/\.mdx?$/, '')}`;
    const page = apiReferenceFor(siteDir).pages.find((p) => p.route === route);
    if (!page) return;
    tree.children.push(...entryBlocks(page.data, (r) => pageTitleOf(siteDir, r, titles)));
  };
}
