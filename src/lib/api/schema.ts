/**
 * The API reference's data: one YAML file per API page under src/data/api/, each a list of
 * symbols. Typed data rendered by one remark plugin (rather than hand-written MDX per symbol)
 * lets a schema check every entry, gives every symbol a stable anchor and a heading in the
 * table of contents, and yields the symbol inventory the rest of the site links against.
 */
import * as z from 'zod';

export const LIFECYCLE_STAGES = ['preview', 'beta', 'superseded', 'deprecated'] as const;
export const SYMBOL_KINDS = ['decorator', 'function', 'class', 'constant'] as const;
export const MEMBER_KINDS = ['method', 'property', 'attribute', 'classmethod', 'staticmethod'] as const;

const identifier = z.string().regex(/^[A-Za-z_]\w*$/, 'must be a Python identifier');
const text = z.string().trim().min(1, 'must not be empty');
const route = z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a site route such as /guides/build/assets');

/**
 * A lifecycle label as Dagster's API docs give it. `since` is optional: Dagster's docs name the
 * stage but rarely the version that set it, and a version is only written where a source
 * (the changelog) states it.
 */
export const lifecycleSchema = z.strictObject({
  stage: z.enum(LIFECYCLE_STAGES),
  since: z
    .string()
    .regex(/^\d+\.\d+(\.\d+)?$/, 'must be a version such as 1.10.0')
    .optional(),
  use_instead: z.string().optional(),
  note: z.string().optional(),
});

export const paramSchema = z.strictObject({
  name: z.string().regex(/^\*{0,2}[A-Za-z_]\w*$/, 'must be a parameter name (optionally *args/**kwargs)'),
  type: text,
  default: z.string().optional(),
  description: text,
  lifecycle: lifecycleSchema.optional(),
});

const returnsSchema = z.strictObject({type: text, description: text});
const raisesSchema = z.strictObject({type: text, description: text});

export const memberSchema = z.strictObject({
  name: identifier,
  kind: z.enum(MEMBER_KINDS),
  signature: text,
  summary: text,
  params: z.array(paramSchema).default([]),
  returns: returnsSchema.optional(),
  lifecycle: lifecycleSchema.optional(),
});

const modulePath = z.string().regex(/^[a-z_][a-z0-9_.]*$/, 'must be a Python module path');

export const symbolSchema = z
  .strictObject({
    name: identifier,
    /** Where the symbol is imported from, when not the file's module (`dagster_aws.pipes`). */
    module: modulePath.optional(),
    kind: z.enum(SYMBOL_KINDS),
    signature: text,
    summary: text,
    params: z.array(paramSchema).default([]),
    returns: returnsSchema.optional(),
    raises: z.array(raisesSchema).default([]),
    example: text,
    related: z.array(route).min(1, 'name at least one related guide'),
    lifecycle: lifecycleSchema.optional(),
    members: z.array(memberSchema).default([]),
  })
  .superRefine((symbol, ctx) => {
    const callable = symbol.kind === 'function' || symbol.kind === 'decorator';
    if (callable && !symbol.returns) {
      ctx.addIssue({code: 'custom', path: ['returns'], message: `a ${symbol.kind} must document what it returns`});
    }
    if (symbol.kind === 'constant' && symbol.members.length > 0) {
      ctx.addIssue({code: 'custom', path: ['members'], message: 'a constant has no members'});
    }
  });

export const apiFileSchema = z.strictObject({
  /** The importable module, e.g. `dagster` or `dagster_dbt`. */
  module: modulePath,
  symbols: z.array(symbolSchema).min(1),
});

export type ApiParam = z.infer<typeof paramSchema>;
export type ApiLifecycle = z.infer<typeof lifecycleSchema>;
export type ApiMember = z.infer<typeof memberSchema>;
export type ApiSymbol = z.infer<typeof symbolSchema>;
export type ApiFile = z.infer<typeof apiFileSchema>;
export type SymbolKind = (typeof SYMBOL_KINDS)[number];

/** Formats zod issues as `path: message` lines an author can act on. */
export function describeIssues(error: z.ZodError, data: unknown): string[] {
  return error.issues.map((issue) => {
    const where = issue.path
      .map((part, i) => {
        if (typeof part !== 'number') return String(part);
        // Name list items by their `name` when they have one: `symbols[asset].params[2]`.
        const list = issue.path
          .slice(0, i)
          .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key as PropertyKey], data);
        const item = Array.isArray(list) ? (list[part] as {name?: unknown} | undefined) : undefined;
        return typeof item?.name === 'string' ? `[${item.name}]` : `[${part}]`;
      })
      .join('.')
      .replace(/\.\[/g, '[');
    return `${where || '(file)'}: ${issue.message}`;
  });
}
