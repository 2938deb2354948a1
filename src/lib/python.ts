/**
 * Python samples, read by Python's own parser: whether each parses, and which Dagster callables it
 * calls with which keyword arguments. The one place that runs python3 (the content check and the
 * API data loader both use it), in one process for all samples.
 */
import {spawnSync} from 'node:child_process';

export type PythonSnippet = {id: string; src: string};
/** A call such as `dg.asset(group_name="x")`, with its callee resolved through the imports. */
export type PythonCall = {callee: string; keywords: string[]; line: number};
/** An attribute used on a value the sample types: `teradata.execute_query` with `teradata: TeradataResource`. */
export type PythonAttribute = {type: string; name: string; line: number};
export type PythonAnalysis = {
  id: string;
  error?: {message: string; line: number};
  calls: PythonCall[];
  attributes: PythonAttribute[];
  /** Asset, op, check, sensor and schedule functions whose `context` parameter is not the first. */
  contextNotFirst: {function: string; line: number}[];
};

const SCRIPT = String.raw`
import ast, json, sys

def analyze(src):
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        return {"error": {"message": e.msg, "line": e.lineno or 0}, "calls": [], "attributes": [], "contextNotFirst": []}
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
    # Attributes used on a value whose Dagster type the sample states: a parameter's annotation,
    # or a name bound to a constructor's result (x = dg.Foo(...)), in the scope that binds it.
    attributes = []
    def typed_names(scope, inherited):
        bound = dict(inherited)
        body = scope.body if hasattr(scope, "body") else []
        if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = scope.args
            for arg in a.posonlyargs + a.args + a.kwonlyargs:
                t = dotted(arg.annotation) if arg.annotation is not None else None
                if t and t.split(".")[0].startswith("dagster"):
                    bound[arg.arg] = t
                else:
                    bound.pop(arg.arg, None)
        for node in body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                value = node.value
                t = dotted(value.func) if isinstance(value, ast.Call) else None
                if t and t.split(".")[0].startswith("dagster"):
                    bound[node.targets[0].id] = t
                else:
                    bound.pop(node.targets[0].id, None)
        return bound
    def visit_scope(scope, inherited):
        bound = typed_names(scope, inherited)
        def walk(node):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    # Decorators and defaults run in this scope; the body in its own.
                    for outer in child.decorator_list + (child.args.defaults + child.args.kw_defaults if not isinstance(child, ast.ClassDef) else []):
                        if outer is not None:
                            walk_expr(outer)
                    visit_scope(child, bound if not isinstance(child, ast.ClassDef) else {})
                    continue
                if isinstance(child, ast.Lambda):
                    continue
                if isinstance(child, ast.Attribute) and isinstance(child.value, ast.Name) and child.value.id in bound:
                    attributes.append({"type": bound[child.value.id], "name": child.attr, "line": child.lineno})
                walk(child)
        def walk_expr(expr):
            if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and expr.value.id in bound:
                attributes.append({"type": bound[expr.value.id], "name": expr.attr, "line": expr.lineno})
            walk(expr)
        if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for statement in scope.body:
                walk_expr(statement)
        else:
            walk(scope)
    visit_scope(tree, {})
    attributes.sort(key=lambda a: a["line"])
    # A function Dagster calls with a context (an asset, op, check, sensor or schedule) finds it
    # only as the first parameter.
    context_not_first = []
    CONTEXT_DECORATORS = {"asset", "op", "multi_asset", "asset_check", "multi_asset_check", "graph_asset", "sensor", "schedule", "asset_sensor", "multi_asset_sensor", "run_status_sensor", "run_failure_sensor"}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for dec in node.decorator_list:
                target = dec.func if isinstance(dec, ast.Call) else dec
                name = dotted(target)
                if name and name.startswith("dagster") and name.split(".")[-1] in CONTEXT_DECORATORS:
                    params = [a.arg for a in node.args.posonlyargs + node.args.args]
                    if "context" in params[1:]:
                        context_not_first.append({"function": node.name, "line": node.lineno})
    return {"calls": calls, "attributes": attributes, "contextNotFirst": context_not_first}

print(json.dumps([dict(id=s["id"], **analyze(s["src"])) for s in json.load(sys.stdin)]))
`;

export class PythonUnavailableError extends Error {}

export function analyzePython(snippets: readonly PythonSnippet[]): PythonAnalysis[] {
  if (snippets.length === 0) return [];
  const result = spawnSync('python3', ['-c', SCRIPT], {input: JSON.stringify(snippets), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (result.status !== 0) throw new PythonUnavailableError(`python3 is needed to check Python samples: ${result.stderr || result.error}`);
  return JSON.parse(result.stdout) as PythonAnalysis[];
}

/** One parameter of a Python definition, as the parser sees it. */
export type PythonParam = {
  name: string;
  /**
   * `field` for a class-level field of a class without a constructor of its own: Pydantic and
   * Dagster's records take those by keyword, NamedTuples positionally as well, and a stub does
   * not say which.
   */
  kind: 'positional_only' | 'positional' | 'var_positional' | 'keyword_only' | 'var_keyword' | 'field';
  /** The default as Python writes it back (`None`, `'fqn:*'`), when there is one. */
  default?: string;
};
/**
 * A definition in a stub or signature: `asset`, `AssetSpec` (its constructor), `AssetSpec.merge_attributes`.
 * A class with no `__init__`/`__new__` but annotated fields (a Pydantic, Config, record or
 * NamedTuple class) gets a constructor made of its fields.
 */
export type PythonDefinition = {qualname: string; line: number; params: PythonParam[]};
export type PythonDefinitions = {
  id: string;
  error?: {message: string; line: number};
  definitions: PythonDefinition[];
  /** Top-level `NAME = value` assignments, as Python writes the value back. */
  constants: Record<string, string>;
  /** Every top-level class, with or without a constructor to compare (an Enum, an exception). */
  classes: string[];
};

const DEFINITIONS_SCRIPT = String.raw`
import ast, json, sys

def params_of(fn):
    a = fn.args
    out = []
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for i, arg in enumerate(positional):
        kind = "positional_only" if i < len(a.posonlyargs) else "positional"
        out.append((arg.arg, kind, defaults[i]))
    if a.vararg:
        out.append((a.vararg.arg, "var_positional", None))
    for arg, d in zip(a.kwonlyargs, a.kw_defaults):
        out.append((arg.arg, "keyword_only", d))
    if a.kwarg:
        out.append((a.kwarg.arg, "var_keyword", None))
    return [dict(name=n, kind=k, **({"default": ast.unparse(d)} if d is not None else {})) for n, k, d in out]

def definitions(src):
    try:
        tree = ast.parse(src)
    except SyntaxError as e:
        return {"error": {"message": e.msg, "line": e.lineno or 0}, "definitions": [], "constants": {}, "classes": []}
    found = []
    constants = {}
    classes = []
    def fn(node, prefix):
        found.append({"qualname": prefix + node.name, "line": node.lineno, "params": params_of(node)})
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            fn(node, "")
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            constants[node.targets[0].id] = ast.unparse(node.value)
        elif isinstance(node, ast.ClassDef):
            classes.append(node.name)
            ctor = None
            fields = []
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    if item.name in ("__init__", "__new__"):
                        ctor = item
                    elif not item.name.startswith("_"):
                        fn(item, node.name + ".")
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    fields.append(dict(name=item.target.id, kind="field", **({"default": ast.unparse(item.value)} if item.value is not None else {})))
            if ctor is not None:
                found.append({"qualname": node.name, "line": node.lineno, "params": params_of(ctor)})
            elif fields:
                found.append({"qualname": node.name, "line": node.lineno, "params": fields})
    return {"definitions": found, "constants": constants, "classes": classes}

print(json.dumps([dict(id=s["id"], **definitions(s["src"])) for s in json.load(sys.stdin)]))
`;

/** The definitions (names, parameters in order, defaults) of Python stubs or `def` headers. */
export function pythonDefinitions(snippets: readonly PythonSnippet[]): PythonDefinitions[] {
  if (snippets.length === 0) return [];
  const result = spawnSync('python3', ['-c', DEFINITIONS_SCRIPT], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new PythonUnavailableError(`python3 is needed to read Python signatures: ${result.stderr || result.error}`);
  return JSON.parse(result.stdout) as PythonDefinitions[];
}
