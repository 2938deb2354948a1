/**
 * The command lines a code block shows, each with its 0-based line in the block: the lines of a
 * shell block, a Dockerfile's RUN, CMD and ENTRYPOINT, and in YAML the scripts of CI steps
 * (`run: dagster-cloud ci ...`), argument lists that start with a tool (`command: ["dagster", ...]`)
 * and the Helm chart's argument keys (`dagsterApiGrpcArgs`).
 */
import {isMap, isScalar, isSeq, LineCounter, parseAllDocuments, Scalar, type Node as YamlNode} from 'yaml';
import {quote} from 'shell-quote';
import {ARGUMENT_KEYS, shellLines} from '../../src/lib/commands';

export const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'shell-session']);

export type CommandLine = {text: string; offset: number};

function dockerLines(text: string): CommandLine[] {
  return shellLines(text).flatMap(({text: line, offset}) => {
    const match = /^\s*(RUN|CMD|ENTRYPOINT)\s+(.*)$/i.exec(line);
    if (!match) return [];
    const rest = match[2].trim();
    if (rest.startsWith('[')) {
      try {
        const words = JSON.parse(rest) as unknown;
        if (Array.isArray(words) && words.every((w) => typeof w === 'string')) return [{text: quote(words), offset}];
      } catch {
        return [];
      }
      return [];
    }
    return [{text: rest, offset}];
  });
}

function yamlLines(text: string, tools: ReadonlySet<string>): CommandLine[] {
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, {lineCounter: counter});
  if (!Array.isArray(docs)) return [];
  const out: CommandLine[] = [];
  const lineAt = (node: {range?: readonly number[] | null}) => (node.range ? counter.linePos(node.range[0]).line - 1 : 0);
  const visitNode = (node: unknown, key?: string) => {
    if (isSeq(node)) {
      const items = node.items.map((item) => (isScalar(item) ? String(item.value) : null));
      if (items.every((i): i is string => i !== null) && items.length > 0) {
        const prefix = key && ARGUMENT_KEYS[key];
        if (prefix) out.push({text: quote([...prefix, ...items]), offset: lineAt(node)});
        else if (tools.has(items[0])) out.push({text: quote(items), offset: lineAt(node)});
        return;
      }
      node.items.forEach((item) => visitNode(item));
    } else if (isMap(node)) {
      for (const pair of node.items) visitNode(pair.value, isScalar(pair.key) ? String(pair.key.value) : undefined);
    } else if (isScalar(node) && typeof node.value === 'string') {
      const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
      const start = lineAt(node) + (block ? 1 : 0);
      for (const line of shellLines(node.value)) {
        if ([...tools].some((tool) => line.text.includes(tool))) out.push({text: line.text, offset: start + line.offset});
      }
    }
  };
  for (const doc of docs) if (!doc.errors.length) visitNode(doc.contents as YamlNode | null);
  return out;
}

export function commandLines(lang: string, text: string, tools: ReadonlySet<string>): CommandLine[] {
  if (SHELL_LANGUAGES.has(lang)) return shellLines(text);
  if (lang === 'docker' || lang === 'dockerfile') return dockerLines(text);
  if (lang === 'yaml' || lang === 'yml') return yamlLines(text, tools);
  return [];
}

/** Inline code that is a command of one of the tools (`dg dev`, not `dg` or `dagster.yaml`). */
export function inlineCommand(value: string, tools: ReadonlySet<string>): string | undefined {
  const first = value.trim().split(/\s+/)[0];
  return tools.has(first) && /\s/.test(value.trim()) ? value.trim() : undefined;
}
