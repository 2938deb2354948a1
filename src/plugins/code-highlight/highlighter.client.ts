/** Browser side of `@code-highlighter`: the tokenizer is its own chunk, fetched on first need. */
import type {Highlighter} from '../../lib/highlight/prism';

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

export function getHighlighter(): Highlighter | undefined {
  return loaded;
}

export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('../../lib/highlight/prism').then((module) => (loaded = module.highlight));
  return loading;
}
