/**
 * One parameter of an API entry as Markdown inline content: name, type, default, lifecycle label,
 * description. Both outputs of an API page (the HTML entry and the `.md` twin) build their
 * parameter lists from this one function, so a parameter reads the same in both; only the label
 * differs in form (a badge element in the HTML, bold text in the twin).
 */
import type {PhrasingContent} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ApiLifecycle, ApiParam} from './schema';

export type LabelStyle = 'badge' | 'text';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});

function label(lifecycle: ApiLifecycle, style: LabelStyle): PhrasingContent[] {
  if (style === 'text') return [{type: 'strong', children: [text(lifecycle.stage)]}, text(' ')];
  const badge: MdxJsxTextElement = {
    type: 'mdxJsxTextElement',
    name: 'LifecycleBadge',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'stage', value: lifecycle.stage},
      ...(lifecycle.since ? [{type: 'mdxJsxAttribute' as const, name: 'since', value: lifecycle.since}] : []),
    ],
    children: [],
  };
  return [badge as unknown as PhrasingContent, text(' ')];
}

function replacement(lifecycle: ApiLifecycle | undefined, inline: (markdown: string) => PhrasingContent[]): PhrasingContent[] {
  if (!lifecycle) return [];
  return [
    ...(lifecycle.use_instead ? [text(' Use '), code(lifecycle.use_instead), text(' instead.')] : []),
    ...(lifecycle.note ? [text(' '), ...inline(lifecycle.note)] : []),
  ];
}

export function paramItem(param: ApiParam, inline: (markdown: string) => PhrasingContent[], style: LabelStyle): PhrasingContent[] {
  return [
    code(param.name),
    text(' ('),
    code(param.type),
    ...(param.default === undefined ? [text(', required) – ')] : [text(', default '), code(param.default), text(') – ')]),
    ...(param.lifecycle ? label(param.lifecycle, style) : []),
    ...inline(param.description),
    ...replacement(param.lifecycle, inline),
  ];
}
