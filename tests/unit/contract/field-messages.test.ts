import { describe, expect, it } from 'vitest';
import { validate } from '../../../functions/api/http/pipeline.ts';
import * as z from '../../../functions/contract/zod.ts';
import { HttpError } from '../../../functions/platform/errors.ts';
import { operationsByDomain, routes } from '../../../functions/route-table.ts';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** A schema met in a walk over a route's schema, and where it reads. */
interface Place {
  node: Schema;
  def: Def;
  /** Its field: object keys, `0` for a list's entry, `x` for a record's, `*` for any other key. */
  path: string[];
  /** A value that holds `value` here and nothing else: `{ leaving: { items: [value] } }`. */
  within: (value: unknown) => unknown;
  /** Whether its field may be left out (it is optional or has a default). */
  optional: boolean;
  /** An option of a union: a value its own type refuses gives way to the union, which says its message. */
  option: boolean;
  /** Whether it reads the value sent at its path: not a record's key, nor a pipe's out, which reads its in's. */
  sent: boolean;
}

/**
 * Every schema of `schema`, once each, in order. A discriminated union's option is walked with its
 * discriminator's value given (`within` adds it), so its discriminator, which never meets a value of
 * another option's, is not walked.
 */
function walk(schema: Schema): Place[] {
  const places: Place[] = [];
  const seen = new Set<Schema>();
  const visit = (node: Schema, at: Omit<Place, 'node' | 'def'>, alongside: Record<string, unknown> = {}) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as Def;
    places.push({ node, def, ...at });
    const same = (child: unknown, how: Partial<Place> = {}, given?: Record<string, unknown>) =>
      visit(child as Schema, { ...at, ...how }, given);
    const field = (child: unknown, key: string, holding: (value: unknown) => unknown, sent = at.sent) =>
      visit(child as Schema, {
        path: [...at.path, key],
        within: holding,
        optional: false,
        option: false,
        sent,
      });
    switch (def.type) {
      case 'object': {
        const { shape, catchall } = def as unknown as z.core.$ZodObjectDef;
        for (const [key, child] of Object.entries(shape))
          if (!(key in alongside)) field(child, key, (value) => at.within({ ...alongside, [key]: value }));
        if (catchall) field(catchall, '*', (value) => at.within({ ...alongside, '*': value }));
        break;
      }
      case 'optional':
        same(def.innerType, { optional: true });
        break;
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        same(def.innerType, { optional: at.optional || def.type === 'default' });
        break;
      case 'array':
        field(def.element, '0', (value) => at.within([value]));
        break;
      case 'record':
        field(def.keyType, '{key}', at.within, false);
        field(def.valueType, 'x', (value) => at.within({ x: value }));
        break;
      case 'union': {
        const discriminator = def.discriminator as string | undefined;
        for (const option of def.options as Schema[]) {
          const { shape } = option._zod.def as z.core.$ZodObjectDef;
          const given = discriminator ? { [discriminator]: [...shape[discriminator]!._zod.values!][0] } : {};
          same(option, { option: true }, given);
        }
        break;
      }
      case 'pipe': {
        // A pipe whose in only rewrites what it is given (a field's other spelling) hands its out what was sent.
        const { in: first, out } = def as unknown as z.core.$ZodPipeDef;
        same(first);
        same(out, first._zod.def.type === 'transform' ? {} : { sent: false });
        break;
      }
      case 'intersection':
        same(def.left);
        same(def.right);
        break;
      case 'lazy':
        same((def.getter as () => Schema)());
        break;
      case 'tuple':
        (def.items as Schema[]).forEach((item, index) =>
          field(item, String(index), (value) => at.within(Object.assign([], { [index]: value }))),
        );
        break;
    }
  };
  visit(schema, { path: [], within: (value) => value, optional: false, option: false, sent: true });
  return places;
}

/** Whether the schema, or its check, says its own message rather than zod's (`z.string(message)`). */
const ownMessage = (node: { _zod: { def: { error?: unknown } } }) => node._zod.def.error !== undefined;

/**
 * Every place in `schema` where a refusal would be said in zod's own words ("Too big: expected string
 * to have <=500 characters", "Invalid option: expected one of …", "Invalid input"), each as its field's
 * dotted path and what refuses there: a check of a length, a bound, a whole number or a pattern, a
 * choice of values (an enum, a literal, a union), a number read from text, and a required parameter of
 * a query. A field's own kind (text, a number, a list…) the pipeline says whatever the field, so it is
 * looked at by `wrongKinds` below.
 */
function unworded(schema: Schema, part: 'params' | 'query' | 'body'): string[] {
  const found: string[] = [];
  for (const { node, def, path, optional, option } of walk(schema)) {
    for (const check of def.checks ?? []) {
      const kind = (check._zod.def as { check: string }).check;
      // An overwrite (trim, lower case) changes the value and refuses nothing.
      if (kind !== 'overwrite' && !ownMessage(check)) found.push(`${path.join('.')}: ${kind}`);
    }
    const typeSpeaks =
      !option &&
      (def.type === 'enum' ||
        def.type === 'literal' ||
        def.type === 'union' ||
        (def.type === 'number' && (def as { coerce?: boolean }).coerce === true) ||
        (part === 'query' && !optional && ['string', 'number', 'boolean'].includes(def.type)));
    if (typeSpeaks && !ownMessage(node)) found.push(`${path.join('.')}: ${def.type}`);
  }
  return found;
}

/** The kinds of value a JSON body or a query can send the wrong one of, and a value of another kind. */
const wrongValueFor: Partial<Record<string, unknown>> = {
  string: 5,
  number: 'x',
  boolean: 'yes',
  array: 'x',
  object: 'x',
  record: 'x',
};

/**
 * Every field of `schema` that can be sent a value of the wrong kind, each with a value that holds only
 * that: `{ leaving: { items: [{ photoKeys: 5 }] } }`. A query itself is always a group of fields.
 */
function wrongKinds(schema: Schema, part: 'query' | 'body'): { path: string[]; value: unknown }[] {
  return walk(schema).flatMap(({ def, path, within, option, sent }) => {
    const wrong = wrongValueFor[def.type];
    const sendable = wrong !== undefined && sent && !option && (part === 'body' || path.length > 0);
    return sendable ? [{ path, value: within(wrong) }] : [];
  });
}

/** The field messages of the API's 400 for `value`, as the pipeline gives them; none if it accepts it. */
function refusal(schema: Schema, value: unknown): Record<string, string> {
  try {
    validate(schema as z.ZodMiniType, value);
    return {};
  } catch (error) {
    if (error instanceof HttpError && error.status === 400)
      return error.flags.errors as Record<string, string>;
    throw error;
  }
}

/** What zod's English says of a value it refuses, and of a union none of whose options takes it. */
const zodsWords =
  /^(Invalid input|Invalid option|Too big:|Too small:|Invalid string:|Invalid number:|Unrecognized key|Invalid key|Invalid element)/;

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
      'bare.0: max_length',
      'piped: string_format',
      'either: union',
      'either: min_length',
      'flag: enum',
    ]);
  });

  it('answers a value of the wrong kind in any field of a body or query, or a field left out, in its own words', () => {
    const unsaid = new Set<string>();
    for (const route of routes) {
      const operation = operationsByDomain[route.domain][route.operation]!;
      for (const part of ['query', 'body'] as const) {
        const schema = operation[part];
        if (!schema) continue;
        for (const { path, value } of wrongKinds(schema, part)) {
          const errors = refusal(schema, value);
          // The field's message, or that of what holds it (a union none of whose options takes it).
          const holders = [...path.keys(), path.length].reverse().map((length) => path.slice(0, length));
          const said = holders
            .map((at) => errors[at.join('.') || '_'])
            .find((message) => message !== undefined);
          if (said === undefined || zodsWords.test(said))
            unsaid.add(`${route.method} ${route.path} ${part} ${path.join('.') || '_'}: ${said}`);
          // The fields it leaves out say they are needed in the product's words too.
          for (const [key, message] of Object.entries(errors))
            if (zodsWords.test(message))
              unsaid.add(`${route.method} ${route.path} ${part} ${key}: ${message}`);
        }
      }
    }
    expect([...unsaid]).toEqual([]);
  });

  it('finds every field a wrong kind can be sent to, inside lists, records, pipes and unions', () => {
    const schema = z.object({
      name: z.optional(z.string()),
      tags: z.array(z.string()),
      prices: z.record(z.string(), z.number()),
      spelled: z.pipe(
        z.transform((value) => value),
        z.object({ flag: z.boolean() }),
      ),
      email: z.pipe(z.string(), z.email()),
      either: z.union([z.literal(''), z.string()]),
      shape: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), size: z.number() }),
        z.object({ kind: z.literal('b') }),
      ]),
    });

    expect(wrongKinds(schema, 'body')).toEqual([
      { path: [], value: 'x' },
      { path: ['name'], value: { name: 5 } },
      { path: ['tags'], value: { tags: 'x' } },
      { path: ['tags', '0'], value: { tags: [5] } },
      { path: ['prices'], value: { prices: 'x' } },
      { path: ['prices', 'x'], value: { prices: { x: 'x' } } },
      { path: ['spelled'], value: { spelled: 'x' } },
      { path: ['spelled', 'flag'], value: { spelled: { flag: 'yes' } } },
      { path: ['email'], value: { email: 5 } },
      { path: ['shape', 'size'], value: { shape: { kind: 'a', size: 'x' } } },
    ]);
    expect(wrongKinds(schema, 'query').map(({ path }) => path.join('.'))).not.toContain('');
  });
});
