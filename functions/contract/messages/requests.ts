/**
 * What the API answers a request it refuses or cannot serve, whatever its area. An area of its own
 * rather than `common`, which every first screen loads: the SPA shows the server's own text and reads
 * none of them.
 */
export const requests = {
  notFound: 'Not found',
  forbidden: 'You do not have permission to do this.',
  csrf: 'Invalid or missing CSRF token. Reload the page and try again.',
  invalidTab: 'Invalid tab id',
  invalidInput: 'Invalid input',
  unsafeText: 'Text cannot contain control characters or incomplete (unpaired) characters.',
  malformedJson: 'The request body must be valid JSON.',
  jsonRequired: 'Send the request as JSON (Content-Type: application/json).',
  bodyTooLarge: 'The request body is too large.',
  notThroughSite: 'This API answers only requests made through the site.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  unavailable: 'The service is busy right now. Please try again in a moment.',
  mailNotSent: 'We could not send the email just now. Please try again in a few minutes.',
  // A field of the wrong kind, or left out, where its schema says nothing of its own (decision 0118,
  // functions/api/http/kind-faults.ts): the app's forms build values of the right kinds.
  required: 'This is required.',
  mustBeText: 'This must be text.',
  mustBeNumber: 'This must be a number.',
  mustBeTrueOrFalse: 'This must be true or false.',
  mustBeList: 'This must be a list.',
  mustBeFields: 'This must be a group of fields.',
  bodyNotObject: 'The request body must be a JSON object.',
} as const;
