/**
 * A student's profile: what a registration, the student's own profile and staff's edit all set. Names
 * only, in a module of its own, so the data layer can use them without the contract's schemas.
 */
export const studentProfileFields = [
  'fullName',
  'gender',
  'phoneNumber',
  'dateOfBirth',
  'programmeOfStudy',
  'level',
  'guardianName',
  'guardianPhoneNumber',
] as const;

/** A student's gender, as rooms designate them (docs/spec.md §3). */
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];
