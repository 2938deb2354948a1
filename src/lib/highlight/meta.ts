/** What a fenced code block's info string says: its language and its `title="..."`. */

export function languageOf(className: string | undefined): string | undefined {
  return (
    className
      ?.split(/\s+/)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) || undefined
  );
}

export function codeTitleOf(metastring: string | undefined): string | undefined {
  const match = metastring?.match(/\btitle=(["'])(.*?)\1/);
  return match?.[2] || undefined;
}

/** The code as the reader should copy it: MDX hands fenced code over with one trailing newline. */
export function codeOf(children: string): string {
  return children.replace(/\n$/, '');
}
