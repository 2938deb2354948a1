/**
 * The article of a doc page (replaces the theme's DocItem/Content):
 *  - marks the title and body as what Pagefind indexes, with the page's section as a filter
 *    and its description as metadata; unlisted pages carry no marker and are never indexed;
 *  - shows the "Community integration" notice that a library page's front matter asks for.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import {sectionOf} from '@site/src/lib/search/sections';
import {COMMUNITY_ISSUES_LINK, COMMUNITY_ISSUES_TEXT, COMMUNITY_NOTICE_TEXT, COMMUNITY_NOTICE_TITLE} from '@site/src/lib/community';

type Props = {children: ReactNode};

type LibraryFrontMatter = {sidebar_custom_props?: {community?: boolean}; package?: string; issues_url?: string};

function CommunityNotice({pkg, issuesUrl}: {pkg?: string; issuesUrl?: string}): ReactNode {
  return (
    <Admonition type="info" title={COMMUNITY_NOTICE_TITLE}>
      <p>
        This integration
        {pkg && (
          <>
            {' '}
            (<code>{pkg}</code>)
          </>
        )}{' '}
        {COMMUNITY_NOTICE_TEXT}{' '}
        {issuesUrl && (
          <>
            {COMMUNITY_ISSUES_TEXT} <Link href={issuesUrl}>{COMMUNITY_ISSUES_LINK}</Link>.
          </>
        )}
      </p>
    </Admonition>
  );
}

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const library = frontMatter as LibraryFrontMatter;
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
      {library.sidebar_custom_props?.community === true && <CommunityNotice pkg={library.package} issuesUrl={library.issues_url} />}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
