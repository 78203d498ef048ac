import * as z from 'zod';
import { messages } from './messages.ts';

/**
 * The sign-in, registration and password schemas of SPEC.md §5, shared by the API and the SPA's forms,
 * and the password strength score the forms show.
 */

const m = messages.auth;

/** Optional leading + then 10 to 15 digits (§5, §9). */
export const phonePattern = /^\+?\d{10,15}$/;
export const minPasswordLength = 6;
export const genders = ['male', 'female'] as const;

const requiredText = (message: string) => z.string().trim().min(1, message);
const email = (invalid: string) => requiredText(m.emailRequired).pipe(z.email(invalid));
const phone = (required: string) => requiredText(required).regex(phonePattern, m.phoneInvalid);
const password = z.string().min(1, m.passwordRequired).min(minPasswordLength, m.passwordMin);

export const loginSchema = z.object({
  email: email(m.emailInvalid),
  password,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The personal, academic and guardian details of a student (registration steps 2 and 3). */
export const studentDetailsShape = {
  fullName: requiredText(m.fullNameRequired),
  gender: z.enum(genders, m.genderRequired),
  phoneNumber: phone(m.phoneRequired),
  dateOfBirth: requiredText(m.dateOfBirthRequired),
  programmeOfStudy: requiredText(m.programmeRequired),
  level: requiredText(m.levelRequired),
  guardianName: requiredText(m.guardianNameRequired),
  guardianPhoneNumber: phone(m.guardianPhoneRequired),
};

export const registerSchema = z
  .object({
    email: email(m.validEmail),
    password,
    confirmPassword: z.string().min(1, m.confirmPassword),
    ...studentDetailsShape,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The fields of each registration wizard step (§2): Next validates only these. */
export const registerSteps = [
  { title: 'Account Details', fields: ['email', 'password', 'confirmPassword'] },
  { title: 'Personal Information', fields: ['fullName', 'gender', 'phoneNumber', 'dateOfBirth'] },
  {
    title: 'Academic & Guardian Info',
    fields: ['programmeOfStudy', 'level', 'guardianName', 'guardianPhoneNumber'],
  },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof RegisterInput> }>;

export const forgotPasswordSchema = z.object({ email: email(m.validEmail) });

/** A new password on the reset screen: longer rules than sign-in (§5). */
export const newPasswordSchema = password
  .regex(/(?=.*[a-z])(?=.*[A-Z])/, m.passwordCase)
  .regex(/\d/, m.passwordNumber);

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().min(1, m.confirmPassword) })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The reset checklist the screen ticks off as the user types (§2). */
export const resetPasswordRequirements = [
  { label: `At least ${minPasswordLength} characters`, met: (p: string) => p.length >= minPasswordLength },
  { label: 'Uppercase and lowercase letters', met: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p) },
  { label: 'At least one number', met: (p: string) => /\d/.test(p) },
] as const;

export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

/** One point each for length ≥ 6, mixed case, a digit, and one of !@#$%^&* (§5): 0 to 4. */
export function passwordStrength(value: string): { score: number; label: StrengthLabel } {
  const score = [
    value.length >= minPasswordLength,
    /[a-z]/.test(value) && /[A-Z]/.test(value),
    /\d/.test(value),
    /[!@#$%^&*]/.test(value),
  ].filter(Boolean).length;
  return { score, label: strengthLabels[score] };
}

/** The first message per field of a failed parse, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A student's own details on My Profile (§5: the same rules as registration, password apart). */
export const profileSchema = z.object({ email: email(m.validEmail), ...studentDetailsShape });
export type ProfileInput = z.infer<typeof profileSchema>;

/** A new password chosen on My Profile follows the reset rules (§5). */
export const passwordChangeSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, m.confirmPassword) })
  .refine((input) => input.password === input.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
