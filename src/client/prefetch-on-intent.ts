/**
 * Docusaurus prefetches the chunks of every internal link as soon as it scrolls into view. With
 * a long sidebar that is a route match and a `<link rel=prefetch>` per link while the page is
 * still hydrating: a quarter of the main thread's work on a first visit. Links here prefetch on
 * intent instead: Docusaurus's Link already preloads on hover and touch; this adds keyboard
 * focus, and turns the viewport prefetch off.
 */
type DocusaurusGlobal = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};

let patched = false;

/** The first call comes right after hydration, before any viewport callback has fired. */
export function onRouteDidUpdate(): void {
  const scope = window as unknown as {docusaurus?: DocusaurusGlobal};
  const api = scope.docusaurus;
  if (patched || !api) return;
  patched = true;
  // The object is frozen; Link looks it up on `window` at each call, so a replacement is seen.
  scope.docusaurus = Object.freeze({...api, prefetch: () => false});
  document.addEventListener('focusin', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) api.preload(link.pathname);
  });
}
