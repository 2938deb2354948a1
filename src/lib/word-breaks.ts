/**
 * Break opportunities inside long identifiers. A narrow column (the table of contents) must break
 * `DagsterInvalidDefinitionError` or `build_schedule_from_dbt_selection` somewhere; left to the
 * browser it breaks at whatever letter reaches the edge. A `<wbr>` between the words of an
 * identifier (after `_` or `.`, before a capital that follows a lower-case letter or digit) makes
 * it break where a reader would split it, and adds no character to copy, search or read aloud.
 */

/** Words shorter than this fit any column the site has; they are left alone. */
export const MIN_BREAKABLE_LENGTH = 16;

/** The character before a join (no lookbehind: it runs in the browser too, and older Safari lacks it). */
const JOINS = /([_.])(?=[A-Za-z0-9])|([a-z0-9])(?=[A-Z])/g;

/** One word with `<wbr>` at its joins, if it is long enough to need them. */
export function breakWord(word: string): string {
  return word.length < MIN_BREAKABLE_LENGTH ? word : word.replace(JOINS, (join) => `${join}<wbr>`);
}

/**
 * The same for an HTML fragment such as a heading's value in the table of contents: only text is
 * changed, never a tag or an entity, and a word is measured as the reader sees it.
 */
export function withWordBreaks(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(/[^\s&;<>]+/g, breakWord)))
    .join('');
}
