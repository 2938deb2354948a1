/**
 * One parameter of an API entry as Markdown inline content: name, type, default, lifecycle badge,
 * description. The HTML entry and the `.md` twin both come from the tree this is part of (the twin
 * turns the badge into bold text: src/plugins/markdown-twins/api-markdown.ts).
 */
import type {PhrasingContent} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ApiLifecycle, ApiParam} from './schema';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});

function badge(lifecycle: ApiLifecycle): PhrasingContent[] {
  const element: MdxJsxTextElement = {
    type: 'mdxJsxTextElement',
    name: 'LifecycleBadge',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'stage', value: lifecycle.stage},
      ...(lifecycle.since ? [{type: 'mdxJsxAttribute' as const, name: 'since', value: lifecycle.since}] : []),
    ],
    children: [],
  };
  return [element as unknown as PhrasingContent, text(' ')];
}

function replacement(lifecycle: ApiLifecycle | undefined, inline: (markdown: string) => PhrasingContent[]): PhrasingContent[] {
  if (!lifecycle) return [];
  return [
    ...(lifecycle.use_instead ? [text(' Use '), code(lifecycle.use_instead), text(' instead.')] : []),
    ...(lifecycle.note ? [text(' '), ...inline(lifecycle.note)] : []),
  ];
}

export function paramItem(param: ApiParam, inline: (markdown: string) => PhrasingContent[]): PhrasingContent[] {
  return [
    code(param.name),
    text(' ('),
    code(param.type),
    ...(param.default === undefined ? [text(', required) – ')] : [text(', default '), code(param.default), text(') – ')]),
    ...(param.lifecycle ? badge(param.lifecycle) : []),
    ...inline(param.description),
    ...replacement(param.lifecycle, inline),
  ];
}
