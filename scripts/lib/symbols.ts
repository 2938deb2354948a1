/** Finds the names a python sample takes from the `dagster` package. */

export type SymbolUse = {name: string; line: number};

export function dagsterSymbolUses(source: string): SymbolUse[] {
  const uses: SymbolUse[] = [];
  const lines = source.split('\n');
  const aliases = new Set(['dg']);
  for (const line of lines) {
    const alias = /^\s*import\s+dagster\s+as\s+(\w+)/.exec(line);
    if (alias) aliases.add(alias[1]);
  }
  const attribute = new RegExp(`\\b(?:${[...aliases, 'dagster'].join('|')})\\.([A-Za-z_]\\w*)`, 'g');
  lines.forEach((line, index) => {
    // Names inside strings and comments (URLs such as https://dagster.plus) are not code.
    const code = line
      .replace(/(['"])(?:\\.|(?!\1).)*\1/g, '""')
      .replace(/#.*$/, '')
      // `from dagster.components import x` names a submodule, not a top-level symbol.
      .replace(/^\s*(?:from|import)\s+dagster\.[\w.]+/, '');
    for (const match of code.matchAll(attribute)) uses.push({name: match[1], line: index + 1});
  });
  // `from dagster import a, b as c` and the parenthesised multi-line form.
  const fromImport = /^\s*from\s+dagster\s+import\s+(\([^)]*\)|[^\n]+)/gm;
  for (const match of source.matchAll(fromImport)) {
    const line = source.slice(0, match.index).split('\n').length;
    match[1]
      .replace(/[()]/g, '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]
          .trim(),
      )
      .filter((name) => /^[A-Za-z_]\w*$/.test(name))
      .forEach((name) => uses.push({name, line}));
  }
  return uses;
}
