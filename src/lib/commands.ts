/**
 * Command lines a page shows, held to what Dagster's tools accept (src/data/cli/<tool>.yaml): a
 * subcommand the tool lacks, an option the command lacks, or more arguments than it takes is a
 * problem. Pure: the snapshots come in as data.
 */
import {parse as parseShell, type ParseEntry} from 'shell-quote';
import * as z from 'zod';

const optionSchema = z.strictObject({
  names: z.array(z.string().regex(/^--?[\w][\w-]*$/, 'an option name such as --select or -f')).min(1),
  value: z.boolean(),
  source: z.string().optional(),
  note: z.string().optional(),
});

const argSchema = z.strictObject({
  name: z.string().min(1),
  variadic: z.boolean().optional(),
  required: z.boolean().optional(),
  note: z.string().optional(),
});

export type CommandSpec = {
  source?: string;
  note?: string;
  /** Where the options were read, when not where the command is listed. */
  options_source?: string;
  /**
   * Subcommands the tool builds at run time (`dg scaffold dagster.asset`): a word matching this
   * pattern is accepted as one, and what follows it is not checked (its options depend on it).
   */
  dynamic_commands?: string;
  options?: z.infer<typeof optionSchema>[];
  args?: z.infer<typeof argSchema>[];
  commands?: Record<string, CommandSpec>;
};

const commandSchema: z.ZodType<CommandSpec> = z.lazy(() =>
  z.strictObject({
    source: z.string().optional(),
    note: z.string().optional(),
    options_source: z.string().optional(),
    dynamic_commands: z.string().optional(),
    options: z.array(optionSchema).optional(),
    args: z.array(argSchema).optional(),
    commands: z.record(z.string().regex(/^[\w][\w-]*$/), commandSchema).optional(),
  }),
);

export const toolSchema = z.strictObject({
  tool: z.string().regex(/^[\w-]+$/),
  version: z.string(),
  sources: z
    .array(
      z
        .strictObject({
          id: z.string(),
          repo: z.string(),
          path: z.string().optional(),
          /** The full commit read; null where the code store gave a copy without one (then `store_id`). */
          commit: z
            .string()
            .regex(/^[0-9a-f]{40}$/, 'the full 40-hex commit')
            .nullable()
            .optional(),
          store_id: z.string().optional(),
          /** A pull request or release page, for when a change landed. */
          url: z.string().url().optional(),
          note: z.string().optional(),
        })
        .refine((s) => s.commit || s.store_id || s.url, 'name the commit read (or the store id of the copy, or a URL)'),
    )
    .min(1),
  source: z.string().optional(),
  note: z.string().optional(),
  options: z.array(optionSchema).optional(),
  args: z.array(argSchema).optional(),
  commands: z.record(z.string(), commandSchema).optional(),
  options_source: z.string().optional(),
});

export type ToolSpec = z.infer<typeof toolSchema>;

/** A word a page writes in place of a real value: `<type>`, `{name}`, `$VAR`, `[OPTIONS]`, `...`. */
const PLACEHOLDER = /^(<.*>|\{.*\}|\[.*\]|\.\.\.|…|\$.*|.*\$\{.*)$/;
/** Written instead of a real value; shell-quote would read `<`/`>` as redirections. */
const PLACEHOLDER_IN_LINE = /<[^<>\s]+(?:\s[^<>]*)?>|\[[A-Z_ .]+\]|\[--?[\w-]+[^\]]*\]/g;
const MARK = '__placeholder__';

/** Programs that run another command given after them (`uv run dg dev`, `sudo dagster ...`). */
const WRAPPERS: Record<string, number> = {uv: 1, uvx: 0, npx: 0, sudo: 0, exec: 0, time: 0, env: 0, pipx: 1, poetry: 1, pdm: 1};

/** Wrapper options that take a value, which may look like a tool's name (`sudo -u dagster`). */
const WRAPPER_VALUE_OPTIONS = new Set(['-u', '-g', '--user', '--group', '--with', '--python', '-p', '--directory', '--project']);

export type CommandProblem = {message: string};

/** The words of each simple command in a shell line: pipes, `&&`, `;` and subshells split them. */
export function simpleCommands(line: string): string[][] {
  const marked = line.replace(PLACEHOLDER_IN_LINE, MARK);
  let entries: ParseEntry[];
  try {
    entries = parseShell(marked, (key) => `$${key}`);
  } catch {
    return [];
  }
  const out: string[][] = [[]];
  for (const entry of entries) {
    if (typeof entry === 'string') out[out.length - 1].push(entry.split(MARK).join('<value>'));
    else if ('comment' in entry) break;
    else if ('op' in entry) {
      if (entry.op === 'glob') out[out.length - 1].push(entry.pattern);
      else out.push([]);
    }
  }
  return out.filter((words) => words.length > 0);
}

/** Where the tool's own words start in a simple command (after `VAR=x`, `uv run` and the like), or -1. */
function toolStart(words: string[], tools: ReadonlySet<string>): number {
  let i = 0;
  while (i < words.length) {
    const word = words[i];
    if (tools.has(word)) return i;
    if (/^[A-Za-z_]\w*=/.test(word)) {
      i++;
      continue;
    }
    if (word in WRAPPERS) {
      i += 1 + WRAPPERS[word];
      // `uv run --with x dg ...`, `sudo -u dagster ...`: skip the wrapper's own options and their values.
      while (i < words.length && words[i].startsWith('-')) i += WRAPPER_VALUE_OPTIONS.has(words[i]) ? 2 : 1;
      continue;
    }
    return -1;
  }
  return -1;
}

type Node = {
  path: string[];
  options: NonNullable<CommandSpec['options']>;
  args: NonNullable<CommandSpec['args']>;
  commands?: Record<string, CommandSpec>;
  dynamic?: string;
};

function optionOf(node: Node, name: string) {
  return node.options.find((o) => o.names.includes(name));
}

function describe(path: string[]): string {
  return `\`${path.join(' ')}\``;
}

/**
 * Problems of one tool invocation (`words[0]` is the tool). Stops quietly at a placeholder in a
 * command's place: what follows is not a real command.
 */
export function invocationProblems(words: string[], tool: ToolSpec): CommandProblem[] {
  let node: Node = {path: [tool.tool], options: tool.options ?? [], args: tool.args ?? [], commands: tool.commands};
  let positionals = 0;
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (word === '--') break;
    if (/^--?[A-Za-z]/.test(word)) {
      const name = word.split('=')[0];
      if (name === '--help') continue;
      const option = optionOf(node, name);
      if (!option) {
        const known = node.options.flatMap((o) => o.names.filter((n) => n.startsWith('--')));
        return [
          {
            message: `${describe(node.path)} has no option ${name} in Dagster ${tool.version}${known.length ? ` (it takes ${known.join(', ')})` : ''}`,
          },
        ];
      }
      if (option.value && !word.includes('=')) i++;
      continue;
    }
    if (PLACEHOLDER.test(word)) {
      if (node.commands) return [];
      positionals++;
      continue;
    }
    if (node.commands) {
      const next = node.commands[word];
      if (!next && node.dynamic && new RegExp(node.dynamic).test(word)) return [];
      if (!next) {
        return [
          {
            message: `${describe(node.path)} has no command "${word}" in Dagster ${tool.version} (its commands: ${Object.keys(node.commands).join(', ')})`,
          },
        ];
      }
      node = {
        path: [...node.path, word],
        options: next.options ?? [],
        args: next.args ?? [],
        commands: next.commands,
        dynamic: next.dynamic_commands,
      };
      continue;
    }
    positionals++;
    if (positionals > node.args.length && !node.args.some((a) => a.variadic)) {
      return [
        {
          message: `${describe(node.path)} takes ${node.args.length ? `only ${node.args.map((a) => a.name).join(', ')}` : 'no arguments'}, not "${word}" (Dagster ${tool.version})`,
        },
      ];
    }
  }
  return [];
}

/** Commands that install Python packages, as their first words. */
const INSTALLERS = [
  ['pip', 'install'],
  ['pip3', 'install'],
  ['uv', 'add'],
  ['uv', 'pip', 'install'],
  ['pipx', 'install'],
  ['uv', 'tool', 'install'],
];
/** A bare word naming a package with extras: not quoted, since a quote would come first. */
const BARE_EXTRA = /(?<=^|\s)[A-Za-z0-9][\w.-]*\[[\w.,-]+\](?:[<>=!~][^\s;&|]*)?(?=$|[\s;&|])/g;

/**
 * A package with extras left unquoted in an install command (`pip install dlt[duckdb]`): zsh,
 * macOS's default shell, reads the brackets as a file pattern and stops with "no matches found".
 * shell-quote drops the quoting this needs, so the line's own text is read.
 */
export function unquotedExtras(line: string): CommandProblem[] {
  return line.split(/&&|\|\||[;|]/).flatMap((segment) => {
    const words = segment.trim().split(/\s+/);
    const start = words.findIndex((w) => !/^[A-Za-z_]\w*=/.test(w) && !['python', 'python3', '-m'].includes(w));
    const head = start < 0 ? [] : words.slice(start);
    if (!INSTALLERS.some((prefix) => prefix.every((w, i) => head[i] === w))) return [];
    return [...segment.matchAll(BARE_EXTRA)].map(([name]) => ({
      message: `quote ${name} ("${name}"): zsh, the default shell on macOS, reads the brackets as a file pattern`,
    }));
  });
}

/** Problems of every tool invocation in one shell line. */
export function lineProblems(line: string, tools: ReadonlyMap<string, ToolSpec>): CommandProblem[] {
  const names = new Set(tools.keys());
  return simpleCommands(line).flatMap((words) => {
    const start = toolStart(words, names);
    return start < 0 ? [] : invocationProblems(words.slice(start), tools.get(words[start])!);
  });
}

/**
 * The command lines of a shell block, each with its line offset in the block: continued lines
 * (`\` at the end) are joined, and a prompt (`$ `) is dropped.
 */
export function shellLines(block: string): {text: string; offset: number}[] {
  const out: {text: string; offset: number}[] = [];
  const lines = block.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const offset = i;
    let text = lines[i];
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i];
    out.push({text: text.replace(/^\s*\$\s+/, ''), offset});
  }
  return out;
}

/**
 * Argument lists a configuration file passes to a tool: a YAML sequence whose first item is the
 * tool (`command: ["dagster", "api", "grpc", ...]`), or a key whose items are a known command's
 * arguments (the Helm chart's `dagsterApiGrpcArgs`).
 */
export const ARGUMENT_KEYS: Record<string, string[]> = {
  dagsterApiGrpcArgs: ['dagster', 'api', 'grpc'],
  codeServerArgs: ['dagster', 'code-server', 'start'],
};
