import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {highlight, isHighlighted} from './prism';
import {plainPunctuation, textOf, type HighlightNode} from './tokens';
import {codeOf, languageOf, codeTitleOf} from './meta';
import {prismThemeToCss} from './theme-css';

function classesIn(nodes: HighlightNode[]): string[] {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [node.className, ...classesIn(node.children)]));
}

describe('highlight', () => {
  const sample = 'import dagster as dg\n\n@dg.asset\ndef orders() -> None:\n    return "ok"  # done\n';

  it('keeps every character of the code', () => {
    expect(textOf(highlight(sample, 'python') ?? [])).toBe(sample);
  });

  it("marks python keywords, strings, decorators and comments with Prism's classes", () => {
    const classes = classesIn(highlight(sample, 'python') ?? []);
    expect(classes).toContain('token keyword');
    expect(classes).toContain('token string');
    expect(classes).toContain('token comment');
    expect(classes.some((c) => c.startsWith('token decorator'))).toBe(true);
  });

  it('draws punctuation and operators as plain text, keeping every character and other tokens', () => {
    const signature = '@dagster.asset(name: str | None = None, deps=()) -> AssetsDefinition';
    const nodes = highlight(signature, 'python') ?? [];
    expect(textOf(nodes)).toBe(signature);
    const classes = classesIn(nodes);
    expect(classes).not.toContain('token punctuation');
    expect(classes).not.toContain('token operator');
    expect(classes).toEqual(expect.arrayContaining(['token builtin', 'token boolean']));
    expect(classes.some((c) => c.startsWith('token decorator'))).toBe(true);
    // Neighbouring text is one string, not many.
    expect(nodes.some((node, i) => typeof node === 'string' && typeof nodes[i + 1] === 'string')).toBe(false);
    expect(plainPunctuation(nodes)).toEqual(nodes);
  });

  it.each(['python', 'yaml', 'bash', 'toml', 'sql', 'json', 'javascript', 'docker', 'ini', 'shell', 'yml', 'py'])('knows %s', (language) =>
    expect(isHighlighted(language)).toBe(true),
  );

  it('leaves plain text and unknown languages alone', () => {
    expect(highlight('a b c', 'text')).toBeUndefined();
    expect(highlight('a b c', undefined)).toBeUndefined();
  });

  it('carries token aliases as extra classes', () => {
    const classes = classesIn(highlight('storage:\n  postgres: {}\n', 'yaml') ?? []);
    expect(classes).toContain('token key atrule');
  });
});

describe('code block meta', () => {
  it('reads the language from the class name', () => {
    expect(languageOf('language-python')).toBe('python');
    expect(languageOf('foo language-yaml')).toBe('yaml');
    expect(languageOf(undefined)).toBeUndefined();
    expect(languageOf('')).toBeUndefined();
  });

  it('reads a quoted title from the info string', () => {
    expect(codeTitleOf('title="src/defs.py"')).toBe('src/defs.py');
    expect(codeTitleOf("title='dagster.yaml' other")).toBe('dagster.yaml');
    expect(codeTitleOf('showLineNumbers')).toBeUndefined();
  });

  it('drops the one trailing newline MDX adds', () => {
    expect(codeOf('a\nb\n')).toBe('a\nb');
    expect(codeOf('a\n\n')).toBe('a\n');
  });
});

describe('prismThemeToCss', () => {
  it('scopes the plain colours and every token rule to the colour mode', () => {
    const css = prismThemeToCss(themes.vsDark, "[data-theme='dark']");
    expect(css).toContain(`[data-theme='dark']{--prism-color:${themes.vsDark.plain.color};`);
    const comment = themes.vsDark.styles.find((s) => s.types.includes('comment'));
    expect(css).toContain(`[data-theme='dark'] .token.comment{color:${comment?.style.color}}`);
  });

  it('limits language-specific rules to that language', () => {
    const theme = {
      plain: {color: '#000', backgroundColor: '#fff'},
      styles: [{types: ['tag'], languages: ['markup'], style: {fontStyle: 'italic' as const}}],
    };
    expect(prismThemeToCss(theme, 'html')).toContain('html .language-markup .token.tag{font-style:italic}');
  });
});
