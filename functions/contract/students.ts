import type { Booking } from './bookings.ts';
import * as z from './zod.ts';
import { boundedText } from './text-fields.ts';
import * as messages from './messages.ts';
import { guardianRelationshipField, levelField, newPasswordField } from './auth.ts';
import { genderField } from './gender-field.ts';
import { pageQuerySchema, type Pagination, queryFlag, searchQuery } from './pagination.ts';
import { sortQuery, type SortValues } from './sorting.ts';
import {
  genders,
  guardianRelationships,
  isStudentIdNumber,
  normaliseStudentIdNumber,
  type Gender,
  type GuardianRelationship,
} from './student-fields.ts';

export { genders, guardianRelationships, type Gender, type GuardianRelationship };

/** A student as the API shows it: never a password or its hash. */
export interface Student {
  id: string;
  publicId: string;
  fullName: string;
  email: string;
  role: 'student';
  gender: Gender | null;
  phoneNumber: string;
  dateOfBirth: string;
  programmeOfStudy: string;
  level: string;
  guardianName: string;
  guardianPhoneNumber: string;
  /** Null for a student whose record predates the field or who has not given it. */
  guardianRelationship: GuardianRelationship | null;
  /** The university's matriculation number; null until the student or staff give it. */
  studentIdNumber: string | null;
  isActive: boolean;
  emailVerified: boolean;
  createdAt: string;
  /** In lists: the room the student holds a bed in now, null without one. */
  room?: { id: string; publicId: string; roomNumber: string; bookingPublicId: string } | null;
  /** In lists: what the student owes (negative in credit) in minor units, null before any charge (§17). */
  balance?: { amount: number; currency: string } | null;
}

const m = messages.auth;
const filled = (message: string) => z.string(message).check(z.trim(), z.minLength(1, message));
const phone = (required: string) => filled(required).check(z.regex(/^\+?\d{10,15}$/, m.phoneInvalid));
const required = (message: string) => filled(message).check(z.maxLength(200, m.fieldTooLong));

/**
 * The student ID number, optional like the guardian's relationship (auth.ts): '' is a form's "not
 * given", which on an edit clears it.
 */
const studentIdNumber = z.string(messages.students.studentIdNumberInvalid).check(
  z.maxLength(40, messages.students.studentIdNumberInvalid),
  z.overwrite(normaliseStudentIdNumber),
  z.refine((value) => value === '' || isStudentIdNumber(value), messages.students.studentIdNumberInvalid),
);

/** The student fields of docs/spec.md §3 with the messages of §5. */
export const studentFields = {
  email: z.pipe(filled(m.emailRequired), z.email(m.validEmail)),
  fullName: required(m.fullNameRequired),
  gender: genderField,
  phoneNumber: phone(m.phoneRequired),
  dateOfBirth: filled(m.dateOfBirthRequired).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, messages.students.dateOfBirthInvalid),
  ),
  programmeOfStudy: required(m.programmeRequired),
  level: levelField,
  guardianName: required(m.guardianNameRequired),
  guardianPhoneNumber: phone(m.guardianPhoneRequired),
  guardianRelationship: guardianRelationshipField,
  studentIdNumber: z.optional(studentIdNumber),
  // The one password rule (passwords.ts), as for a password the student sets themselves.
  password: newPasswordField,
};

/** POST /students: a staff member adds a student, whose email counts as verified. */
export const studentCreateSchema = z.object(studentFields);

/** A body that names the student `full_name` (docs/spec.md §7's spelling) read as one naming `fullName`. */
const fullNameSpellings = (body: unknown) => {
  if (typeof body !== 'object' || body === null || !('full_name' in body)) return body;
  const { full_name, ...rest } = body as Record<string, unknown>;
  return 'fullName' in rest ? rest : { ...rest, fullName: full_name };
};

/** POST /students as the API reads it: the create form's fields, the name also as `full_name` as PUT reads it. */
export const studentCreateBodySchema = z.pipe(z.transform(fullNameSpellings), studentCreateSchema);

/**
 * PUT /students/{id}: any of the fields; a blank password keeps the current one (docs/spec.md §2). docs/spec.md §7
 * also names the name field full_name, so both spellings are read.
 */
export const studentUpdateSchema = z.pipe(
  z.object({
    email: z.optional(studentFields.email),
    fullName: z.optional(studentFields.fullName),
    full_name: z.optional(studentFields.fullName),
    gender: z.optional(studentFields.gender),
    phoneNumber: z.optional(studentFields.phoneNumber),
    dateOfBirth: z.optional(studentFields.dateOfBirth),
    programmeOfStudy: z.optional(studentFields.programmeOfStudy),
    level: z.optional(studentFields.level),
    guardianName: z.optional(studentFields.guardianName),
    guardianPhoneNumber: z.optional(studentFields.guardianPhoneNumber),
    guardianRelationship: studentFields.guardianRelationship,
    studentIdNumber: studentFields.studentIdNumber,
    password: z.optional(
      z.union([z.literal(''), studentFields.password], messages.passwords.passwordRequired),
    ),
    isActive: z.optional(z.boolean()),
  }),
  z.transform(({ full_name, password, fullName, ...rest }) => ({
    ...rest,
    ...((fullName ?? full_name) ? { fullName: fullName ?? full_name } : {}),
    ...(password ? { password } : {}),
  })),
);

/**
 * PUT /students/{id}/status: without a body it toggles. Deactivating a student who holds a bed needs
 * `endBooking`: true ends the booking (Completed) with the deactivation, false keeps it (issue #25).
 */
export const studentStatusSchema = z.optional(
  z.object({ isActive: z.optional(z.boolean()), endBooking: z.optional(z.boolean()) }),
);

/** What the students list's columns sort by (contract/sorting.ts), on the server and in the app. */
export const studentSortValues: SortValues<Student> = {
  name: (student) => student.fullName,
  programme: (student) => student.programmeOfStudy,
  level: (student) => student.level,
  room: (student) => student.room?.roomNumber ?? null,
  verified: (student) => student.emailVerified,
  active: (student) => student.isActive,
};

export const studentListQuerySchema = z.extend(pageQuerySchema, {
  sort: sortQuery(studentSortValues),
  search: searchQuery,
  isActive: z.optional(queryFlag),
  level: z.optional(boundedText(20, m.levelInvalid)),
  programme: z.optional(boundedText(200, m.fieldTooLong)),
});

export interface StudentListResponse {
  students: Student[];
  pagination: Pagination;
}
/** GET /students/{id}: the student with their bookings (docs/spec.md §3), current first. */
export interface StudentResponse {
  student: Student & { bookings: Booking[] };
}
export interface StudentWriteResponse {
  student: Student;
  message: string;
}
