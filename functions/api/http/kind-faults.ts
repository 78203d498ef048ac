import * as messages from '#contract/messages';
import type * as z from '#contract/zod';

const wordsFor: Partial<Record<string, string>> = {
  string: messages.kinds.text,
  number: messages.kinds.number,
  boolean: messages.kinds.trueOrFalse,
  array: messages.kinds.list,
  object: messages.kinds.fields,
  record: messages.kinds.fields,
};

/**
 * The product's words for a value of the wrong kind, or a field left out, where the schema has none of
 * its own: zod asks the schema's message first, then this, and only then its English ("Invalid input:
 * expected string, received number"). Given to each parse of the pipeline rather than to zod's config,
 * which the app shares: its forms never send a wrong kind, so its screens need not carry these words.
 */
export const kindFaults: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return messages.kinds.required;
  // Path parameters and a query always come as an object: only a body can be anything else.
  if (!issue.path?.length && issue.expected === 'object') return messages.kinds.body;
  return wordsFor[issue.expected];
};
