import * as z from 'zod';
import { messages } from './messages.ts';
import { pageQuerySchema, type Pagination } from './pagination.ts';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

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
  isActive: boolean;
  emailVerified: boolean;
  createdAt: string;
}

const m = messages.auth;
const phone = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\+?\d{10,15}$/, m.phoneInvalid);
const required = (message: string) => z.string(message).trim().min(1, message).max(200);

/** The student fields of SPEC.md §3 with the messages of §5. */
export const studentFields = {
  email: z.string(m.emailRequired).trim().min(1, m.emailRequired).pipe(z.email(m.validEmail)),
  fullName: required(m.fullNameRequired),
  gender: z.enum(genders, m.genderRequired),
  phoneNumber: phone(m.phoneRequired),
  dateOfBirth: z
    .string(m.dateOfBirthRequired)
    .trim()
    .min(1, m.dateOfBirthRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.students.dateOfBirthInvalid),
  programmeOfStudy: required(m.programmeRequired),
  level: required(m.levelRequired),
  guardianName: required(m.guardianNameRequired),
  guardianPhoneNumber: phone(m.guardianPhoneRequired),
  password: z.string(m.passwordRequired).min(6, m.passwordMin).max(200),
};

/** POST /students: a staff member adds a student, whose email counts as verified. */
export const studentCreateSchema = z.object(studentFields);
export type StudentCreate = z.input<typeof studentCreateSchema>;

/**
 * PUT /students/{id}: any of the fields; a blank password keeps the current one (SPEC.md §2). SPEC.md §7
 * also names the name field full_name, so both spellings are read.
 */
export const studentUpdateSchema = z
  .object({
    email: studentFields.email.optional(),
    fullName: studentFields.fullName.optional(),
    full_name: studentFields.fullName.optional(),
    gender: studentFields.gender.optional(),
    phoneNumber: studentFields.phoneNumber.optional(),
    dateOfBirth: studentFields.dateOfBirth.optional(),
    programmeOfStudy: studentFields.programmeOfStudy.optional(),
    level: studentFields.level.optional(),
    guardianName: studentFields.guardianName.optional(),
    guardianPhoneNumber: studentFields.guardianPhoneNumber.optional(),
    password: z.union([z.literal(''), studentFields.password]).optional(),
    isActive: z.boolean().optional(),
  })
  .transform(({ full_name, password, fullName, ...rest }) => ({
    ...rest,
    ...((fullName ?? full_name) ? { fullName: fullName ?? full_name } : {}),
    ...(password ? { password } : {}),
  }));
export type StudentUpdate = z.output<typeof studentUpdateSchema>;

/** PUT /students/{id}/status: without a body it toggles. */
export const studentStatusSchema = z.object({ isActive: z.boolean().optional() }).optional();

export const studentListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  level: z.string().trim().max(20).optional(),
  programme: z.string().trim().max(200).optional(),
});

export interface StudentListResponse {
  students: Student[];
  pagination: Pagination;
}
export interface StudentResponse {
  student: Student;
}
export interface StudentWriteResponse {
  student: Student;
  message: string;
}
