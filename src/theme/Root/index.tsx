/**
 * Wraps the whole app (Docusaurus's Root, which exists to be wrapped) to say when it is live:
 * `data-app-ready` on <html> once React has hydrated the page and re-rendered it as a browser page
 * (controls the theme keeps disabled during hydration, such as the colour-mode toggle, are enabled
 * by then). The page template's loader holds the reader's taps and keys until then, and keys on
 * this signal, which this project owns, rather than on the attribute Docusaurus sets for its tests.
 */
import {useEffect, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export const APP_READY_ATTRIBUTE = 'data-app-ready';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
  }, [isBrowser]);
  return children;
}
