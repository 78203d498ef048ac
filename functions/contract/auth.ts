import * as z from './zod.ts';
import * as messages from './messages.ts';
import { currentPasswordField } from './current-password.ts';
import { isCommonPassword, maxPasswordLength, minPasswordLength, passwordProblem } from './passwords.ts';
import { guardianRelationships, isStudentLevel, maxEmailLength } from './student-fields.ts';
import { genderField } from './gender-field.ts';

/**
 * The sign-in forms' rules (docs/spec.md §5), written once: the API validates request bodies with these
 * schemas and the SPA's forms validate with the same ones, so a message shown under a field is the one
 * the server would answer.
 */
const m = messages.auth;

const maxTextLength = 200;
export const phonePattern = /^\+?\d{10,15}$/;
export const registrationSteps = 3;
const specialCharacters = /[!@#$%^&*]/;

export const strengthLabels = messages.auth.strengthLabels;
export type StrengthLabel = (typeof strengthLabels)[number];

/**
 * docs/spec.md §5: the meter tells what the server will say. A password that breaks the rule
 * (passwords.ts) scores 0 (Very Weak) with the reason; one that keeps it gets a point for its length and
 * one each for mixed upper and lower case, a digit, and a special character from !@#$%^&*, up to 4
 * (Strong).
 */
export function passwordStrength(password: string): {
  score: number;
  label: StrengthLabel;
  problem: string | undefined;
} {
  const problem = passwordProblem(password);
  const score = problem
    ? 0
    : [
        true,
        /[a-z]/.test(password) && /[A-Z]/.test(password),
        /\d/.test(password),
        specialCharacters.test(password),
      ].filter(Boolean).length;
  return { score, label: strengthLabels[score]!, problem };
}

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

const emailField = (invalid: string) =>
  z.pipe(
    required(m.emailRequired).check(z.maxLength(maxEmailLength, m.emailMax), z.toLowerCase()),
    z.email(invalid),
  );

/**
 * A password being proved, not set (sign-in, confirming a registration): an account may still have one
 * from before the rule, so only presence and the size bound are checked.
 */
const enteredPasswordField = z
  .string({ error: messages.passwords.passwordRequired })
  .check(
    z.minLength(1, messages.passwords.passwordRequired),
    z.maxLength(maxPasswordLength, messages.passwords.passwordMax),
  );

/** A password being set: the one rule of passwords.ts, everywhere a password is chosen. */
export const newPasswordField = z.string({ error: messages.passwords.passwordRequired }).check(
  z.minLength(1, messages.passwords.passwordRequired),
  z.minLength(minPasswordLength, messages.passwords.passwordMin),
  z.maxLength(maxPasswordLength, messages.passwords.passwordMax),
  z.refine((password) => !isCommonPassword(password), messages.passwords.passwordCommon),
);

const textField = (message: string) => required(message).check(z.maxLength(maxTextLength, m.fieldTooLong));

const phoneField = (message: string) => required(message).check(z.regex(phonePattern, m.phoneInvalid));

/** A level of the list (student-fields.ts), in every form a student's level is set in. */
export const levelField = required(m.levelRequired).check(z.refine(isStudentLevel, m.levelInvalid));

/** YYYY-MM-DD of a real calendar day in the past. */
const dateOfBirthField = required(m.dateOfBirthRequired).check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now()
    );
  }, m.dateOfBirthInvalid),
);

// Login (docs/spec.md §5): "Email is invalid" here, "Please enter a valid email address" elsewhere.
export const loginSchema = z.object({
  email: emailField(m.emailInvalid),
  password: enteredPasswordField,
  rememberMe: z._default(z.optional(z.boolean()), false),
});
export type LoginInput = z.input<typeof loginSchema>;

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = {
  message: m.passwordsDoNotMatch,
  path: ['confirmPassword'],
  // Compare as soon as both are strings, even while other fields are still wrong, so the whole form
  // shows every problem at once.
  when: ({ value }: { value: unknown }) => {
    const fields = value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof fields?.password === 'string' && typeof fields.confirmPassword === 'string';
  },
};

const accountFields = {
  email: emailField(m.validEmail),
  password: newPasswordField,
  confirmPassword: z.string({ error: m.confirmPassword }).check(z.minLength(1, m.confirmPassword)),
};
const personalFields = {
  fullName: textField(m.fullNameRequired),
  gender: genderField,
  phoneNumber: phoneField(m.phoneRequired),
  dateOfBirth: dateOfBirthField,
};
/**
 * Who the guardian is to the student; '' is a form's "not given", which on an edit clears it. Optional,
 * so records and registrations from before the field stay valid (docs/spec.md §3).
 */
export const guardianRelationshipField = z.optional(
  z.enum([...guardianRelationships, ''], m.guardianRelationshipInvalid),
);

const academicFields = {
  programmeOfStudy: textField(m.programmeRequired),
  level: levelField,
  guardianName: textField(m.guardianNameRequired),
  guardianPhoneNumber: phoneField(m.guardianPhoneRequired),
  guardianRelationship: guardianRelationshipField,
};

/** The registration wizard's three steps (docs/spec.md §2): Next is allowed when its step parses. */
export const registrationStepSchemas = [
  z.object(accountFields).check(z.refine(passwordsMatch, mismatch)),
  z.object(personalFields),
  z.object(academicFields),
] as const;

/** The whole registration, as the wizard submits it and POST /auth/register validates it. */
export const registrationSchema = z
  .object({
    ...accountFields,
    ...personalFields,
    ...academicFields,
    role: z._default(z.optional(z.literal('student', m.studentsOnly)), 'student'),
  })
  .check(z.refine(passwordsMatch, mismatch));
export type RegistrationInput = z.input<typeof registrationSchema>;

/** Forgot password and resend verification: one email field. */
export const emailRequestSchema = z.object({ email: emailField(m.validEmail) });
export type EmailRequestInput = z.input<typeof emailRequestSchema>;

/** The reset form: the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: m.confirmPassword }).check(z.minLength(1, m.confirmPassword)),
  })
  .check(z.refine(passwordsMatch, mismatch));

/** POST /auth/reset-password: `{ token, newPassword }`, with `password` accepted as its alias. */
export const resetPasswordRequestSchema = z.pipe(
  z.transform((body: unknown) =>
    body && typeof body === 'object' && !('newPassword' in body) && 'password' in body
      ? { ...body, newPassword: body.password }
      : body,
  ),
  z.object({
    token: required(m.invalidResetToken),
    newPassword: newPasswordField,
  }),
);
export type ResetPasswordInput = { token: string; newPassword?: string; password?: string };

/**
 * PUT /auth/password and the Change password form: the current password, and a new one under the
 * password rule, typed twice.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: m.confirmPassword }).check(z.minLength(1, m.confirmPassword)),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      ...mismatch,
      when: ({ value }: { value: unknown }) => {
        const fields = value as { newPassword?: unknown; confirmPassword?: unknown } | undefined;
        return typeof fields?.newPassword === 'string' && typeof fields.confirmPassword === 'string';
      },
    }),
  );
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The verification link's form: the password chosen at registration, when the link asks for it. */
export const verifyEmailPasswordSchema = z.object({ password: enteredPasswordField });

/** POST /auth/verify-email: the link's token, and the registration's password once the link asks for it. */
export const verifyEmailSchema = z.object({
  token: required(m.verificationLinkInvalid).check(z.maxLength(200, m.verificationLinkInvalid)),
  password: z.optional(enteredPasswordField),
});

/** POST /auth/confirm-email: the token of the link mailed to the new address. */
export const confirmEmailSchema = z.object({
  token: required(m.emailChangeLinkInvalid).check(z.maxLength(200, m.emailChangeLinkInvalid)),
});

/** POST /auth/undo-email-change: the token of the link mailed to the address an account left. */
export const undoEmailChangeSchema = z.object({
  token: required(m.emailUndoLinkInvalid).check(z.maxLength(200, m.emailUndoLinkInvalid)),
});

/** PUT /auth/email and the Change email form: the new address, confirmed with the current password. */
export const changeEmailSchema = z.object({
  newEmail: emailField(m.validEmail),
  currentPassword: currentPasswordField,
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** The signed-in user as auth responses carry it. */
export interface AuthUser {
  id: string;
  publicId: string;
  fullName: string;
  email: string;
  role: 'student' | 'admin' | 'super_admin';
}
