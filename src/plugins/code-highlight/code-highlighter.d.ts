/** Resolved per bundle by the code-highlight plugin: see ./index.ts. */
declare module '@code-highlighter' {
  import type {Highlighter} from '@site/src/lib/highlight/prism';

  export function getHighlighter(): Highlighter | undefined;
  export function loadHighlighter(): Promise<Highlighter>;
}
