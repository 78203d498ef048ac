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
  'guardianRelationship',
] as const;

/**
 * The university's matriculation number: set on My Profile or by staff, never by a registration, since a
 * registration cannot say a number is taken without telling a stranger who lives here (decision 0035).
 */
export const studentIdNumberField = 'studentIdNumber';

/** The longest address an account may have: the most SMTP carries (RFC 5321). */
export const maxEmailLength = 254;

/** A student's gender, as rooms designate them (docs/spec.md §3). */
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/**
 * A student's level, the university's year of study in hundreds (docs/spec.md §3): the registration's
 * choice, and every form's since, so staff's lists filter and sort on the same few values.
 */
export const studentLevels = ['100', '200', '300', '400', '500', '600'] as const;
export type StudentLevel = (typeof studentLevels)[number];
export const isStudentLevel = (value: string): value is StudentLevel =>
  (studentLevels as readonly string[]).includes(value);

/** Who the guardian is to the student (docs/spec.md §3). */
export const guardianRelationships = [
  'parent',
  'sibling',
  'spouse',
  'otherRelative',
  'sponsor',
  'other',
] as const;
export type GuardianRelationship = (typeof guardianRelationships)[number];

/**
 * A matriculation number as the university prints it, e.g. UG/2023/04512 or TU-24-0153: 6 to 20
 * letters and digits, with / or - between groups (never two in a row, never first or last), at least
 * one digit. Written in capitals and without surrounding spaces, so 'ug/2023/04512' is the same number.
 */
export const normaliseStudentIdNumber = (value: string) => value.trim().toUpperCase();

export const isStudentIdNumber = (value: string) =>
  value.length >= 6 && value.length <= 20 && /^[A-Z0-9]+(?:[/-][A-Z0-9]+)*$/.test(value) && /\d/.test(value);
