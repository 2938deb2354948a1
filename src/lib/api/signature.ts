/** Lays out a Python signature for reading: one parameter per line once it is long. */

const MAX_INLINE = 72;

/** Splits `a, b=(1, 2), *, c: dict[str, int] = {}` at top-level commas only. */
export function splitParameters(params: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of params) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if ('([{'.includes(char)) {
      depth += 1;
    } else if (')]}'.includes(char)) {
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

export function formatSignature(signature: string): string {
  if (signature.length <= MAX_INLINE) return signature;
  const open = signature.indexOf('(');
  const close = signature.lastIndexOf(')');
  if (open < 0 || close < open) return signature;
  const params = splitParameters(signature.slice(open + 1, close));
  if (params.length === 0) return signature;
  return `${signature.slice(0, open + 1)}\n${params.map((p) => `    ${p},`).join('\n')}\n${signature.slice(close)}`;
}

/**
 * The parameter names of a signature such as `asset(compute_fn=None, *, name=None, **kwargs)`:
 * `['compute_fn', 'name', '**kwargs']`. A bare `*` or `/` is a marker, not a parameter; `self`
 * and `cls` are left out. A signature without parentheses (a property) has none.
 */
export function signatureParameterNames(signature: string): string[] {
  const open = signature.indexOf('(');
  const close = signature.lastIndexOf(')');
  if (open < 0 || close < open) return [];
  return splitParameters(signature.slice(open + 1, close))
    .map((part) => part.split(/[:=]/)[0].trim())
    .filter((name) => name && name !== '*' && name !== '/' && name !== 'self' && name !== 'cls');
}
