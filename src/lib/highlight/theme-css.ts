/**
 * Turns a prism-react-renderer theme object (the ones named in the site config) into CSS
 * rules on Prism's token classes, scoped to a colour mode. One source for the colours, and no
 * inline styles that would need a re-render when the reader switches modes.
 */
import type {PrismTheme} from 'prism-react-renderer';

function declarations(style: object): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

export function prismThemeToCss(theme: PrismTheme, scope: string): string {
  const rules = [`${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`];
  for (const {types, languages, style} of theme.styles) {
    const prefixes = languages?.length ? languages.map((language) => `${scope} .language-${language}`) : [scope];
    const selectors = prefixes.flatMap((prefix) => types.map((type) => `${prefix} .token.${type}`));
    const body = declarations(style);
    if (body) rules.push(`${selectors.join(',')}{${body}}`);
  }
  return `${rules.join('\n')}\n`;
}
