/**
 * The one password rule (docs/spec.md §5, functions/contract/passwords.ts): every check of a password
 * someone sets, and the checklist the screens show beside it.
 */
export const passwords = {
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordCommon:
    'This password is on a list of common and leaked passwords, so it is easy to guess. Please choose another.',
  // Beyond docs/spec.md: the server's own bound (§5 "bounds not shown").
  passwordMax: 'Password must be at most 128 characters',
  requirementLength: 'At least 8 characters',
  requirementNotCommon: 'Not a common or leaked password',
} as const;
