/**
 * Code blocks are highlighted while the server renders each page, and the browser keeps that
 * markup as it hydrates: no tokenizer in the first-visit JavaScript and no second render of
 * every block. This plugin wires that up:
 * - `@code-highlighter` resolves to a synchronous highlighter on the server and to a lazy one
 *   in the browser (used only after a client-side navigation);
 * - the classic theme's startup module that registers Prism languages is dropped;
 * - token colours become CSS generated from the configured Prism themes; the light one applies
 *   wherever the page is not dark, so code keeps its colours with JavaScript off (the script that
 *   sets `data-theme` does not run then).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeToCss} from '../../lib/highlight/theme-css';

export type CodeHighlightOptions = {light: PrismTheme; dark: PrismTheme};

function isTheme(value: unknown): value is PrismTheme {
  return typeof value === 'object' && value !== null && 'plain' in value && Array.isArray((value as PrismTheme).styles);
}

export default function codeHighlightPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<CodeHighlightOptions>;
  if (!isTheme(options.light) || !isTheme(options.dark)) {
    throw new Error('code-highlight: options.light and options.dark must be prism-react-renderer themes');
  }
  const css = join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  mkdirSync(join(context.generatedFilesDir, 'code-highlight'), {recursive: true});
  writeFileSync(
    css,
    prismThemeToCss(options.light, ":root:not([data-theme='dark'])") + prismThemeToCss(options.dark, "[data-theme='dark']"),
  );
  return {
    name: 'code-highlight',
    getClientModules() {
      return [css, join(__dirname, 'client-module')];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@code-highlighter': join(__dirname, isServer ? 'highlighter.server' : 'highlighter.client'),
            // Reaches into theme-classic (config/upstream.ts, written for Docusaurus 3.10.2).
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: false,
          },
        },
      };
    },
  };
}
