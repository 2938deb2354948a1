/**
 * An API page's entries (src/data/api/<route>.yaml) for its twin: the very tree remark-api-entries
 * appends to the HTML page (`entryBlocks`), with its JSX frame turned into Markdown. The facts,
 * their order and their wording come from one place; only the frame differs:
 * - a symbol's or member's heading names it fully (`dagster.asset`, also the HTML anchor) instead
 *   of by the short name and a `{#id}`;
 * - the `ApiSymbol` element becomes a line with its kind and lifecycle, then its content;
 * - a `LifecycleBadge` becomes the stage in bold.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit, SKIP} from 'unist-util-visit';
import type {Heading, Paragraph, PhrasingContent, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {ApiFile} from '../../lib/api/schema';
import {entryBlocks} from '../api-reference/remark-api-entries';
import {stringAttribute as attribute} from '../shared/jsx-attributes';

/** The title of the page a route serves; throws for a route no page serves. */
export type TitleOf = (route: string) => string;

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();

function inline(markdown: string): PhrasingContent[] {
  const [first] = markdownParser.parse(markdown).children;
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: markdown}];
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const HEADING_ID = /\s*\{#([^}]+)\}$/;

/** `*decorator* · **preview** since 1.10.0. Use `x` instead. Note.`: what the HTML shows above an entry. */
function metaLine(element: MdxJsxFlowElement): Paragraph {
  const [stage, since, useInstead, note] = ['lifecycle', 'since', 'useInstead', 'lifecycleNote'].map((n) => attribute(element, n));
  const children: PhrasingContent[] = [{type: 'emphasis', children: [text(attribute(element, 'kind') ?? '')]}];
  if (stage) {
    children.push(text(' · '), {type: 'strong', children: [text(stage)]}, text(since ? ` since ${since}.` : '.'));
    if (useInstead) children.push(text(' Use '), {type: 'inlineCode', value: useInstead}, text(' instead.'));
    if (note) children.push(text(' '), ...inline(note));
  }
  return {type: 'paragraph', children};
}

/** A heading without its `{#id}`; an entry's (depth 3 and 4) named by that id, its full name. */
function twinHeading(heading: Heading): Heading {
  const last = heading.children.at(-1);
  const id = last?.type === 'text' ? HEADING_ID.exec(last.value)?.[1] : undefined;
  if (!id || !last || last.type !== 'text') return heading;
  if (heading.depth >= 3) return {...heading, children: [text(id)]};
  const rest = last.value.replace(HEADING_ID, '');
  return {...heading, children: [...heading.children.slice(0, -1), ...(rest ? [text(rest)] : [])]};
}

function toTwin(node: RootContent): RootContent[] {
  if (node.type === 'heading') return [twinHeading(node)];
  if (node.type === 'code') return [{...node, value: node.value.trimEnd()}];
  if (node.type === 'mdxJsxFlowElement' && node.name === 'ApiSymbol') {
    return [metaLine(node), ...(node.children as RootContent[]).flatMap(toTwin)];
  }
  visit(node, 'mdxJsxTextElement', (element, index, parent) => {
    if (element.name !== 'LifecycleBadge' || !parent || index === undefined) return;
    parent.children.splice(index, 1, {type: 'strong', children: [text(attribute(element, 'stage') ?? '')]});
    return SKIP;
  });
  return [node];
}

/** Links stay site routes here; the twin converter makes every internal link absolute. */
export function apiEntriesMarkdown(data: ApiFile, titleOf: TitleOf): RootContent[] {
  return entryBlocks(data, titleOf).flatMap(toTwin);
}
