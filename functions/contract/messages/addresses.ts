/**
 * What the API says of an address it cannot read: an identifier in its path, or a list's page, limit,
 * search, sort or yes-or-no filter in its query. An area of its own rather than `common`, which every
 * first screen loads, since no first screen needs them.
 */
export const addresses = {
  identifierInvalid: 'No record has this identifier.',
  pageInvalid: 'The page must be a whole number from 1 to 10000.',
  limitInvalid: 'The limit must be a whole number from 1 to 100.',
  searchTooLong: 'A search is at most 100 characters.',
  sortInvalid: 'This list cannot be sorted that way.',
  flagInvalid: 'A yes-or-no filter must be true or false.',
} as const;
