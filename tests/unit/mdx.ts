/**
 * A page's MDX compiled and rendered to HTML, for processor-level tests of the site's remark and
 * rehype plugins: real MDX in, the HTML a reader gets out. Front matter is dropped, as the docs
 * plugin does before compiling; components the page uses are passed in (stand-ins or the real ones).
 */
import {evaluate, type EvaluateOptions} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {VFile} from 'vfile';

export type MdxOptions = Pick<EvaluateOptions, 'remarkPlugins' | 'rehypePlugins'> & {
  /** The page's path, for plugins that read it (relative paths, error messages). */
  path?: string;
  /** The page's front matter, handed to plugins as Docusaurus does (`file.data.frontMatter`). */
  frontMatter?: Record<string, unknown>;
  components?: Record<string, unknown>;
};

export async function mdxToHtml(
  source: string,
  {path = 'docs/page.mdx', frontMatter = {}, components, ...plugins}: MdxOptions = {},
): Promise<string> {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const {default: Content} = await evaluate(new VFile({value: body, path, data: {frontMatter}}), {...runtime, ...plugins});
  return renderToStaticMarkup(createElement(Content, {components: components as never}));
}
