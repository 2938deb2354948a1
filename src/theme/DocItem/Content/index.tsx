/**
 * Marks the article (title and body, not navbar, sidebar, TOC or footer) as what Pagefind
 * indexes, with the page's section as a filter and its description as metadata. Unlisted
 * pages carry no marker, so they are never indexed.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {sectionOf} from '@site/src/lib/search/sections';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  if (metadata.unlisted) return <Content {...props} />;
  return (
    <div data-pagefind-body="" data-pagefind-filter={`section:${sectionOf(metadata.permalink)}`}>
      <span data-pagefind-meta="description" hidden>
        {metadata.description}
      </span>
      <Content {...props} />
    </div>
  );
}
