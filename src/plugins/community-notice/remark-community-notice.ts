/**
 * The "Community integration" notice at the top of a community library's page, as a transform of
 * the page's Markdown tree: when the front matter marks the page `sidebar_custom_props.community`,
 * an `:::info[Community integration]` admonition naming the package (`package`) and where to report
 * problems (`issues_url`) goes first. The MDX build runs it before Docusaurus's own plugins (whose
 * admonition plugin draws it like any other), and the Markdown twins run it on the tree they read,
 * so both outputs say the same from one place.
 */
import type {PhrasingContent, Root, Text} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {VFile} from 'vfile';
import {COMMUNITY_ISSUES_LINK, COMMUNITY_ISSUES_TEXT, COMMUNITY_NOTICE_TEXT, COMMUNITY_NOTICE_TITLE} from '../../lib/community';

const text = (value: string): Text => ({type: 'text', value});

/** The notice a page's front matter asks for, or undefined when the page is not a community library's. */
export function communityNotice(frontMatter: Record<string, unknown> | undefined): ContainerDirective | undefined {
  const props = frontMatter?.sidebar_custom_props;
  if (typeof props !== 'object' || props === null || (props as {community?: unknown}).community !== true) return undefined;
  const pkg = typeof frontMatter?.package === 'string' ? frontMatter.package : undefined;
  const issues = typeof frontMatter?.issues_url === 'string' ? frontMatter.issues_url : undefined;
  const sentence: PhrasingContent[] = [
    text('This integration'),
    ...(pkg ? [text(' ('), {type: 'inlineCode' as const, value: pkg}, text(')')] : []),
    text(` ${COMMUNITY_NOTICE_TEXT}`),
    ...(issues
      ? [text(` ${COMMUNITY_ISSUES_TEXT} `), {type: 'link' as const, url: issues, children: [text(COMMUNITY_ISSUES_LINK)]}, text('.')]
      : []),
  ];
  return {
    type: 'containerDirective',
    name: 'info',
    attributes: {},
    children: [
      {type: 'paragraph', data: {directiveLabel: true}, children: [text(COMMUNITY_NOTICE_TITLE)]},
      {type: 'paragraph', children: sentence},
    ],
  };
}

/** Puts the notice, when the page asks for one, before the page's first block. */
export function insertCommunityNotice(tree: Root, frontMatter: Record<string, unknown> | undefined): void {
  const notice = communityNotice(frontMatter);
  if (notice) tree.children.unshift(notice);
}

export default function remarkCommunityNotice() {
  return (tree: Root, file: VFile) => insertCommunityNotice(tree, file.data.frontMatter as Record<string, unknown> | undefined);
}
