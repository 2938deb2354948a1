/**
 * How far ahead of the viewport a Mermaid diagram starts loading (an IntersectionObserver
 * rootMargin). Read by the Mermaid wrapper and by the page template, whose loader starts the app
 * for a diagram within this distance.
 */
export const MERMAID_LOAD_AHEAD = '600px 0px';
