/**
 * What the API says of a field sent as a value of the wrong kind (a number where text goes, text where
 * a list goes) or not sent at all, when the field's schema says nothing of its own
 * (functions/api/http/kind-faults.ts). An area of its own rather than `common`, which every first
 * screen loads: the app's forms build values of the right kinds, so no screen needs these.
 */
export const kinds = {
  required: 'This is required.',
  text: 'This must be text.',
  number: 'This must be a number.',
  trueOrFalse: 'This must be true or false.',
  list: 'This must be a list.',
  fields: 'This must be a group of fields.',
  body: 'The request body must be a JSON object.',
} as const;
