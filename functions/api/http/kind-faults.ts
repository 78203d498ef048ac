import * as messages from '#contract/messages';
import type * as z from '#contract/zod';

const wordsFor: Partial<Record<string, string>> = {
  string: messages.requests.mustBeText,
  number: messages.requests.mustBeNumber,
  boolean: messages.requests.mustBeTrueOrFalse,
  array: messages.requests.mustBeList,
  object: messages.requests.mustBeFields,
  record: messages.requests.mustBeFields,
};

/**
 * The product's words for a value of the wrong kind, or a field left out, where the schema has none of
 * its own: zod asks the schema's message first, then this, and only then its English ("Invalid input:
 * expected string, received number"). Given to each parse of the pipeline rather than to zod's config,
 * which the app shares: its forms never send a wrong kind, so its screens need not carry these words.
 */
export const kindFaults: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return messages.requests.required;
  // Path parameters and a query always come as an object: only a body can be anything else.
  if (!issue.path?.length && issue.expected === 'object') return messages.requests.bodyNotObject;
  return wordsFor[issue.expected];
};
