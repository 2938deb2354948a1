/**
 * A page's front matter, read the one way this project reads it outside Docusaurus (which parses
 * the pages it builds itself): by the content check, which also needs each key's line
 * (scripts/lib/content.ts), by the Markdown twins when a test hands them a bare page, and for the
 * titles of the pages API entries link to.
 */
import {parse as parseYaml} from 'yaml';

/** `---`, the YAML, `---`, at the very start of the file. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The front matter's YAML text (undefined when there is none), the body, and the file line the body starts on. */
export function splitFrontMatter(source: string): {yaml: string | undefined; body: string; bodyLine: number} {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {yaml: undefined, body: source, bodyLine: 1};
  return {yaml: match[1], body: source.slice(match[0].length), bodyLine: match[0].split('\n').length};
}

/** The front matter as data: `{}` when there is none or it is not a mapping; invalid YAML throws. */
export function readFrontMatter(source: string): Record<string, unknown> {
  const {yaml} = splitFrontMatter(source);
  const data = yaml === undefined ? undefined : (parseYaml(yaml) as unknown);
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
