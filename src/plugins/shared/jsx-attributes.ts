/**
 * MDX JSX attributes made and read, for the build's tree transforms and the Markdown twins alike.
 * Read as strings: `name="value"`, a bare `name`, or a literal in braces (`name={'value'}`, a
 * template literal without placeholders, as multi-line commands are written).
 */
import type {Program} from 'estree-jsx';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** An attribute with a string value, or a bare one (`default`) without. */
export function jsxAttribute(name: string, value?: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value: value ?? null};
}

/** An attribute whose value is computed, which no build-time transform can know. */
export class AttributeValueError extends Error {}

/** The value of a string literal or a placeholder-free template literal; undefined otherwise. */
export function literalValue(program: Program | null | undefined): string | undefined {
  const statement = program?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const expression = statement.expression;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
  }
  return undefined;
}

/** An attribute's string value: '' for a bare attribute, undefined when absent. */
export function stringAttribute(element: JsxElement, name: string): string | undefined {
  for (const attr of element.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return '';
    if (typeof attr.value === 'string') return attr.value;
    const value = literalValue(attr.value.data?.estree);
    if (value === undefined)
      throw new AttributeValueError(`<${element.name} ${name}={${attr.value.value}}>: only a string value can be read at build time`);
    return value;
  }
  return undefined;
}
