/**
 * The article of a doc page (replaces the theme's DocItem/Content):
 *  - marks the title and body as what Pagefind indexes, with the page's section as a filter
 *    and its description as metadata; unlisted pages carry no marker and are never indexed.
 *  - on a phone, "On this page" comes right under the title, not above it (DocItem/TOC/Mobile);
 *    search does not index it.
 * (A community library's notice is part of its Markdown: src/plugins/community-notice.)
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import {TocUnderTitle} from '@site/src/theme/DocItem/TOC/Mobile';
import {sectionOf} from '@site/src/lib/search/sections';

type Props = {children: ReactNode};

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle, toc} = useDoc();
  const hasToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  const indexing = metadata.unlisted ? {} : {'data-pagefind-body': '', 'data-pagefind-filter': `section:${sectionOf(metadata.permalink)}`};
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} {...indexing}>
      {!metadata.unlisted && (
        <span data-pagefind-meta="description" hidden>
          {metadata.description}
        </span>
      )}
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      {hasToc && (
        <div data-pagefind-ignore="all">
          <TocUnderTitle.Provider value>
            <DocItemTOCMobile />
          </TocUnderTitle.Provider>
        </div>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
