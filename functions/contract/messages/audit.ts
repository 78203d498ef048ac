export const fetchFailed = 'Failed to fetch the audit trail';
export const actionInvalid = 'This is not an action the audit trail records.';
export const entityTypeInvalid = 'This is not a kind of record the audit trail names.';
export const fromInvalid = 'From must be a date (YYYY-MM-DD).';
export const toInvalid = 'To must be a date (YYYY-MM-DD).';
export const rangeInvalid = 'From must be on or before To.';
