/**
 * The one place the site tokenizes code. Only the languages the content uses are loaded
 * (`scripts/check-content.ts` fails a fence in any other language). This module runs during
 * server rendering and, in the browser, only after a client-side navigation to a page with code.
 */
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-toml';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-docker';
import 'prismjs/components/prism-ini';
import {plainPunctuation, toHighlightNodes, type HighlightNode} from './tokens';

export type Highlighter = (code: string, language: string | undefined) => HighlightNode[] | undefined;

/**
 * Tokens for `code`, or undefined when the language is plain text or unknown. Punctuation and
 * operators are plain text in the code's own colour (see plainPunctuation).
 */
export const highlight: Highlighter = (code, language) => {
  const grammar = language ? Prism.languages[language] : undefined;
  // Prism registers `text`, `plain` and `txt` as empty grammars: nothing to mark up.
  return grammar && Object.keys(grammar).length > 0 ? plainPunctuation(toHighlightNodes(Prism.tokenize(code, grammar))) : undefined;
};

export function isHighlighted(language: string): boolean {
  return Prism.languages[language] !== undefined;
}
