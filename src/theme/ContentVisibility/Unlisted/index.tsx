/**
 * Docusaurus marks an unlisted page with an "Unlisted page" banner meant for its authors. Here
 * unlisted means kept out of sidebars, search, the sitemap and llms.txt (the glossary, linked
 * from hundreds of pages, is one): to a reader who follows a link it is a page like any other.
 * What the theme's component also did, keeping search engines away, stays.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

export default function Unlisted(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
