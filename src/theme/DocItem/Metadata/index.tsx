/**
 * Gives a page whose heading other pages share its own document title (the site-map-routes
 * plugin's data), so browser tabs and history tell them apart. Adds a doc page's social card (drawn at build time by src/plugins/social-cards) to the
 * theme's metadata and marks the page as an article. A later <Head> replaces a meta tag of the
 * same property, so the card's tags stand alone even if `themeConfig.image` is set. Without the
 * plugin configured there are no cards to point at, so nothing is added.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  SOCIAL_CARDS_PLUGIN,
  cardContent,
  hasAuthoredImage,
  socialCardPath,
} from '@site/src/plugins/social-cards/card';
import {SITE_MAP_ROUTES_PLUGIN, type SiteMapRoutesData} from '@site/src/plugins/site-map-routes/data';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const globalData = useGlobalData();
  const enabled = globalData[SOCIAL_CARDS_PLUGIN] !== undefined;
  const routes = globalData[SITE_MAP_ROUTES_PLUGIN]?.default as SiteMapRoutesData | undefined;
  const {title, permalink} = metadata;
  const {url, baseUrl} = siteConfig;
  const documentTitle = routes?.documentTitles[permalink.replace(/\/$/, '') || '/'];
  const card = !hasAuthoredImage(frontMatter) && {
    url: `${url}${baseUrl}${socialCardPath(permalink, baseUrl)}`,
    alt: `${siteConfig.title}, ${cardContent(title, permalink, baseUrl).section}: ${title}`,
  };
  return (
    <>
      <Metadata {...props} />
      {documentTitle && <PageMetadata title={documentTitle} />}
      {enabled && (
        <Head>
          <meta property="og:type" content="article" />
          {card && <meta property="og:image" content={card.url} />}
          {card && <meta property="og:image:type" content="image/png" />}
          {card && <meta property="og:image:width" content={String(CARD_WIDTH)} />}
          {card && <meta property="og:image:height" content={String(CARD_HEIGHT)} />}
          {card && <meta property="og:image:alt" content={card.alt} />}
          {card && <meta name="twitter:image" content={card.url} />}
          {card && <meta name="twitter:image:alt" content={card.alt} />}
        </Head>
      )}
    </>
  );
}
