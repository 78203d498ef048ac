import { describe, expect, it } from 'vitest';
import * as z from '../../../functions/contract/zod.ts';
import { operationsByDomain, routes } from '../../../functions/route-table.ts';

type Schema = z.core.$ZodType;

/** Whether the schema, or its check, says its own message rather than zod's (`z.string(message)`). */
const ownMessage = (node: { _zod: { def: { error?: unknown } } }) => node._zod.def.error !== undefined;

/**
 * Every place in `schema` where a refusal would be said in zod's own words ("Too big: expected string
 * to have <=500 characters", "Invalid option: expected one of …", "Invalid input"), each as its field's
 * dotted path and what refuses there: a check of a length, a bound, a whole number or a pattern, a
 * choice of values (an enum, a literal, a union), a number read from text, and a required parameter of
 * a query. A field's own type, in a body that the app's forms build, is left to zod's words.
 */
function unworded(schema: Schema, part: 'params' | 'query' | 'body'): string[] {
  const found: string[] = [];
  const seen = new Set<Schema>();
  const visit = (node: Schema, path: string, said: { type: boolean; optional: boolean }) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    for (const check of def.checks ?? []) {
      const kind = (check._zod.def as { check: string }).check;
      // An overwrite (trim, lower case) changes the value and refuses nothing.
      if (kind !== 'overwrite' && !ownMessage(check)) found.push(`${path}: ${kind}`);
    }
    const typeSpeaks =
      said.type &&
      (def.type === 'enum' ||
        def.type === 'literal' ||
        def.type === 'union' ||
        (def.type === 'number' && (def as { coerce?: boolean }).coerce === true) ||
        (part === 'query' && !said.optional && ['string', 'number', 'boolean'].includes(def.type)));
    if (typeSpeaks && !ownMessage(node)) found.push(`${path}: ${def.type}`);
    const inner = (child: unknown, at: string, how: Partial<typeof said> = {}) =>
      visit(child as Schema, at, { type: true, optional: false, ...how });
    switch (def.type) {
      case 'object': {
        const { shape, catchall } = def as unknown as z.core.$ZodObjectDef;
        for (const [key, child] of Object.entries(shape)) inner(child, path ? `${path}.${key}` : key);
        if (catchall) inner(catchall, `${path}.*`);
        break;
      }
      case 'optional':
        inner(def.innerType, path, { optional: true });
        break;
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        inner(def.innerType, path, { optional: said.optional || def.type === 'default' });
        break;
      case 'array':
        inner(def.element, `${path}[]`);
        break;
      case 'record':
        inner(def.keyType, `${path}{key}`);
        inner(def.valueType, `${path}{}`);
        break;
      case 'union': {
        // An option whose own type refuses the value gives way to the union, which says its message;
        // a discriminated union's options never meet a value of another option's discriminator.
        const discriminator = def.discriminator as string | undefined;
        for (const option of def.options as Schema[]) {
          if (discriminator) {
            const { shape } = option._zod.def as z.core.$ZodObjectDef;
            seen.add(shape[discriminator] as Schema);
          }
          inner(option, path, { type: false });
        }
        break;
      }
      case 'pipe':
        inner(def.in, path, said);
        inner(def.out, path, said);
        break;
      case 'intersection':
        inner(def.left, path, said);
        inner(def.right, path, said);
        break;
      case 'lazy':
        inner((def.getter as () => Schema)(), path, said);
        break;
      case 'tuple':
        (def.items as Schema[]).forEach((item, index) => inner(item, `${path}[${index}]`));
        break;
    }
  };
  visit(schema, '', { type: true, optional: false });
  return found;
}

describe('what the API refuses, it says in its own words', () => {
  it('gives every check, choice and number read from text of every route its own message', () => {
    const unsaid = new Set<string>();
    for (const route of routes) {
      const operation = operationsByDomain[route.domain][route.operation]!;
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = operation[part];
        if (!schema) continue;
        for (const place of unworded(schema, part))
          unsaid.add(`${route.method} ${route.path} ${part} ${place}`);
      }
    }
    expect([...unsaid]).toEqual([]);
  });

  it('finds a check without its message inside optional fields, lists, pipes and unions', () => {
    const schema = z.object({
      kept: z.optional(z.string().check(z.maxLength(5, 'Said'))),
      bare: z.optional(z.array(z.string().check(z.maxLength(5)))),
      piped: z.pipe(
        z.string().check(z.regex(/^a/)),
        z.transform((value) => value),
      ),
      either: z.union([z.literal(''), z.string().check(z.minLength(8))]),
      flag: z.enum(['true', 'false']),
    });

    expect(unworded(schema, 'body')).toEqual([
      'bare[]: max_length',
      'piped: string_format',
      'either: union',
      'either: min_length',
      'flag: enum',
    ]);
  });
});
