/** Server side of `@code-highlighter`: the tokenizer is always at hand. */
import {highlight, type Highlighter} from '../../lib/highlight/prism';

export function getHighlighter(): Highlighter | undefined {
  return highlight;
}

export async function loadHighlighter(): Promise<Highlighter> {
  return highlight;
}
