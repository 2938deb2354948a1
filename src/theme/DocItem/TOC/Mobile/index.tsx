/**
 * The phone's "On this page". The theme's layout renders it at the top of the article, before the
 * page's title; this site renders it from DocItem/Content right under the title instead (inside
 * `TocUnderTitle`), and the layout's copy renders nothing.
 */
import {createContext, useContext, type ReactNode} from 'react';
import TOCMobile from '@theme-original/DocItem/TOC/Mobile';

export const TocUnderTitle = createContext(false);

export default function TOCMobileWrapper(): ReactNode {
  return useContext(TocUnderTitle) ? <TOCMobile /> : null;
}
