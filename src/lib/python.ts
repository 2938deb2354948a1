/**
 * Python samples, read by Python's own parser: whether each parses, and which Dagster callables it
 * calls with which keyword arguments. The one place that runs python3 (the content check and the
 * API data loader both use it), in one process for all samples.
 */
import {spawnSync} from 'node:child_process';

export type PythonSnippet = {id: string; src: string};
/** A call such as `dg.asset(group_name="x")`, with its callee resolved through the imports. */
export type PythonCall = {callee: string; keywords: string[]; line: number};
export type PythonAnalysis = {id: string; error?: {message: string; line: number}; calls: PythonCall[]};

const SCRIPT = String.raw`
import ast, json, sys

def analyze(src):
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        return {"error": {"message": e.msg, "line": e.lineno or 0}, "calls": []}
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.asname:
                    names[a.asname] = a.name
                else:
                    names[a.name.split(".")[0]] = a.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for a in node.names:
                names[a.asname or a.name] = node.module + "." + a.name
    def dotted(expr):
        parts = []
        while isinstance(expr, ast.Attribute):
            parts.append(expr.attr)
            expr = expr.value
        if not isinstance(expr, ast.Name) or expr.id not in names:
            return None
        return ".".join([names[expr.id]] + list(reversed(parts)))
    calls = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            callee = dotted(node.func)
            if callee and callee.split(".")[0].startswith("dagster"):
                calls.append({"callee": callee, "keywords": [k.arg for k in node.keywords if k.arg], "line": node.lineno})
    calls.sort(key=lambda c: c["line"])
    return {"calls": calls}

print(json.dumps([dict(id=s["id"], **analyze(s["src"])) for s in json.load(sys.stdin)]))
`;

export class PythonUnavailableError extends Error {}

export function analyzePython(snippets: readonly PythonSnippet[]): PythonAnalysis[] {
  if (snippets.length === 0) return [];
  const result = spawnSync('python3', ['-c', SCRIPT], {input: JSON.stringify(snippets), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (result.status !== 0) throw new PythonUnavailableError(`python3 is needed to check Python samples: ${result.stderr || result.error}`);
  return JSON.parse(result.stdout) as PythonAnalysis[];
}
