import { describe, expect, it } from 'vitest';
import {
  emailRequestSchema,
  loginSchema,
  passwordStrength,
  registrationSchema,
  registrationStepSchemas,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from '../../../functions/contract/auth.ts';
import { passwordRequirements } from '../../../functions/contract/passwords.ts';
import * as messages from '../../../functions/contract/messages.ts';
import type * as z from '../../../functions/contract/zod.ts';

/** The first message per field, as the API's 400 answer and the SPA's forms show them. */
function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

const account = { email: 'ama@example.edu', password: 'kente-lagoon-7', confirmPassword: 'kente-lagoon-7' };
const personal = {
  fullName: 'Ama Boateng',
  gender: 'female',
  phoneNumber: '+233201234567',
  dateOfBirth: '2004-03-14',
};
const academic = {
  programmeOfStudy: 'BSc Computer Engineering',
  level: '200',
  guardianName: 'Yaw Boateng',
  guardianPhoneNumber: '0241234567',
};

describe('passwordStrength (docs/spec.md §5: 0 for a refused password, else one point per quality)', () => {
  it.each([
    ['', 0, 'Very Weak', 'Password is required'],
    ['aB1!', 0, 'Very Weak', 'Password must be at least 8 characters'],
    ['Password1', 0, 'Very Weak', messages.passwords.passwordCommon],
    ['iloveyou!', 0, 'Very Weak', messages.passwords.passwordCommon],
    ['kentelagoon', 1, 'Weak', undefined],
    ['kenteLagoon', 2, 'Fair', undefined],
    ['kentelagoon7', 2, 'Fair', undefined],
    ['kentelagoon!', 2, 'Fair', undefined],
    ['kenteLagoon7', 3, 'Good', undefined],
    ['kentelagoon7!', 3, 'Good', undefined],
    ['kenteLagoon7!', 4, 'Strong', undefined],
    ['Hostel-Pass-42!', 4, 'Strong', undefined],
  ])('scores %j as %i (%s)', (password, score, label, problem) => {
    expect(passwordStrength(password)).toEqual({ score, label, problem });
  });

  it('counts only the special characters !@#$%^&*', () => {
    for (const c of '!@#$%^&*') expect(passwordStrength(`kentelagoon${c}`).score).toBe(2);
    for (const c of '-_+=.?~') expect(passwordStrength(`kentelagoon${c}`).score).toBe(1);
  });
});

describe('loginSchema', () => {
  it('accepts valid credentials, trims and lower-cases the address, and defaults rememberMe to false', () => {
    expect(loginSchema.parse({ email: ' Ama@Example.EDU ', password: 'secret' })).toEqual({
      email: 'ama@example.edu',
      password: 'secret',
      rememberMe: false,
    });
  });

  it.each([
    [{}, { email: 'Email is required', password: 'Password is required' }],
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    // A password is proved here, not set: one from before the 8-character rule still signs in.
    [{ email: 'ama', password: '12345' }, { email: 'Email is invalid' }],
  ])('refuses %j with the spec messages', (value, errors) => {
    expect(errorsOf(loginSchema, value)).toEqual(errors);
  });
});

describe('the registration steps and the whole registration', () => {
  it('accepts each valid step and the whole registration as a student', () => {
    expect(registrationStepSchemas[0].safeParse(account).success).toBe(true);
    expect(registrationStepSchemas[1].safeParse(personal).success).toBe(true);
    expect(registrationStepSchemas[2].safeParse(academic).success).toBe(true);
    expect(registrationSchema.parse({ ...account, ...personal, ...academic, role: 'student' }).role).toBe(
      'student',
    );
  });

  it('step 1: email, password and its confirmation', () => {
    expect(errorsOf(registrationStepSchemas[0], {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      errorsOf(registrationStepSchemas[0], { email: 'x@', password: '12345', confirmPassword: '12345' }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(
      errorsOf(registrationStepSchemas[0], {
        ...account,
        password: 'password1',
        confirmPassword: 'password1',
      }),
    ).toEqual({ password: messages.passwords.passwordCommon });
    expect(errorsOf(registrationStepSchemas[0], { ...account, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('step 2: full name, gender (male or female), phone number, date of birth', () => {
    expect(errorsOf(registrationStepSchemas[1], {})).toEqual({
      fullName: 'Full name is required',
      gender: 'Gender is required',
      phoneNumber: 'Phone number is required',
      dateOfBirth: 'Date of birth is required',
    });
    // A gender not on the list, sent to the API, is said to be one, not missing.
    expect(errorsOf(registrationStepSchemas[1], { ...personal, gender: 'other', fullName: '   ' })).toEqual({
      fullName: 'Full name is required',
      gender: 'Gender must be male or female.',
    });
    for (const dateOfBirth of ['14/03/2004', '2004-02-30', '2999-01-01'])
      expect(errorsOf(registrationStepSchemas[1], { ...personal, dateOfBirth })).toEqual({
        dateOfBirth: 'Please enter a valid date of birth',
      });
  });

  it('phone numbers: an optional + then 10 to 15 digits', () => {
    const phone = registrationStepSchemas[1].shape.phoneNumber;
    for (const ok of ['0241234567', '+233241234567', '123456789012345'])
      expect(phone.safeParse(ok).success).toBe(true);
    for (const bad of ['024123456', '1234567890123456', '++233241234567', '024 123 4567', '0241-234567'])
      expect(phone.safeParse(bad).error?.issues[0]?.message).toBe('Please enter a valid phone number');
  });

  it('step 3: programme, level, guardian name and guardian phone', () => {
    expect(errorsOf(registrationStepSchemas[2], {})).toEqual({
      programmeOfStudy: 'Programme of study is required',
      level: 'Level is required',
      guardianName: 'Guardian name is required',
      guardianPhoneNumber: 'Guardian phone number is required',
    });
    expect(errorsOf(registrationStepSchemas[2], { ...academic, guardianPhoneNumber: '12' })).toEqual({
      guardianPhoneNumber: 'Please enter a valid phone number',
    });
  });

  it('levels: one of the list, 100 to 600; any other is refused with its message', () => {
    const level = registrationStepSchemas[2].shape.level;
    for (const ok of ['100', '600', ' 300 ']) expect(level.safeParse(ok).success).toBe(true);
    for (const bad of ['700', '50', 'Year 2', 'Level 100'])
      expect(level.safeParse(bad).error?.issues[0]?.message).toBe(messages.auth.levelInvalid);
  });

  it('re-validates every field on submit, the password match included', () => {
    const errors = errorsOf(registrationSchema, { ...account, confirmPassword: 'other1' });
    expect(errors).toMatchObject({
      confirmPassword: 'Passwords do not match',
      fullName: 'Full name is required',
    });
    expect(Object.keys(errors)).toHaveLength(9);
  });

  it('lets each field be checked on its own, as the form does on blur', () => {
    expect(registrationStepSchemas[0].shape.email.safeParse('bad').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('takes no role but student', () => {
    expect(
      registrationSchema.safeParse({ ...account, ...personal, ...academic, role: 'admin' }).success,
    ).toBe(false);
  });
});

describe('forgot password and resend verification', () => {
  it('need a valid email address', () => {
    expect(errorsOf(emailRequestSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(emailRequestSchema, { email: 'ama@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(emailRequestSchema.parse({ email: 'AMA@example.edu' })).toEqual({ email: 'ama@example.edu' });
  });
});

describe('reset password', () => {
  it.each([
    ['', 'Password is required'],
    ['Kente-7', 'Password must be at least 8 characters'],
    ['password1', messages.passwords.passwordCommon],
    ['PASSWORD1', messages.passwords.passwordCommon],
  ])('refuses %j: %s', (password, message) => {
    expect(errorsOf(resetPasswordFormSchema, { password, confirmPassword: password }).password).toBe(message);
  });

  it('needs the confirmation, equal to the password', () => {
    expect(errorsOf(resetPasswordFormSchema, { password: 'kentelagoon', confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(
      errorsOf(resetPasswordFormSchema, { password: 'kentelagoon', confirmPassword: 'kentelagoon2' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      resetPasswordFormSchema.safeParse({ password: 'kentelagoon', confirmPassword: 'kentelagoon' }).success,
    ).toBe(true);
  });

  it('the API takes newPassword, or password as its alias, and needs the token', () => {
    expect(resetPasswordRequestSchema.parse({ token: 't', newPassword: 'kentelagoon' })).toEqual({
      token: 't',
      newPassword: 'kentelagoon',
    });
    expect(resetPasswordRequestSchema.parse({ token: 't', password: 'kentelagoon' })).toMatchObject({
      newPassword: 'kentelagoon',
    });
    expect(errorsOf(resetPasswordRequestSchema, { newPassword: 'kentelagoon' })).toEqual({
      token: 'Invalid reset token',
    });
  });

  it('lists the checklist of the reset screen with what each password meets', () => {
    expect(passwordRequirements.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'Not a common or leaked password',
    ]);
    expect(passwordRequirements.map((r) => r.met('abcdE'))).toEqual([false, true]);
    expect(passwordRequirements.map((r) => r.met('baseball'))).toEqual([true, false]);
    expect(passwordRequirements.map((r) => r.met('kentelagoon'))).toEqual([true, true]);
  });
});
