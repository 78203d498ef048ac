export const audit = {
  fetchFailed: 'Failed to fetch the audit trail',
  actorInvalid: 'This is not anyone the audit trail names.',
  actionInvalid: 'This is not an action the audit trail records.',
  entityTypeInvalid: 'This is not a kind of record the audit trail names.',
  fromInvalid: 'From must be a date (YYYY-MM-DD).',
  toInvalid: 'To must be a date (YYYY-MM-DD).',
  rangeInvalid: 'From must be on or before To.',
} as const;
