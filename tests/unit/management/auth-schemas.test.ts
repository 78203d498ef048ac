import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  passwordStrength,
  registerSchema,
  registerSteps,
  resetPasswordFormSchema,
} from '#contract/auth';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!);

const validRegistration = {
  email: 'ama@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  fullName: 'Ama Boateng',
  gender: 'female',
  phoneNumber: '+233201234567',
  dateOfBirth: '2004-03-14',
  programmeOfStudy: 'BSc Computer Engineering',
  level: '200',
  guardianName: 'Yaw Boateng',
  guardianPhoneNumber: '0241234567',
};

describe('the password strength meter', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 0, 'Very Weak'],
    ['abcdef', 1, 'Weak'],
    ['abcDef', 2, 'Fair'],
    ['abcDe1', 3, 'Good'],
    ['abcDe1!', 4, 'Strong'],
    ['12345!', 3, 'Good'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('the login schema', () => {
  it('requires a valid email and a password of at least 6 characters', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(loginSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('the registration schema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it('gives the SPEC message for each missing field', () => {
    const errors = errorsOf(
      registerSchema.safeParse({ ...validRegistration, fullName: ' ', gender: '', level: '' }),
    );
    expect(errors).toEqual({
      fullName: 'Full name is required',
      gender: 'Gender is required',
      level: 'Level is required',
    });
  });

  it('checks the email, the confirmation and both phone numbers', () => {
    const errors = errorsOf(
      registerSchema.safeParse({
        ...validRegistration,
        email: 'ama@',
        confirmPassword: 'other1',
        phoneNumber: '12345',
        guardianPhoneNumber: '+12-345',
      }),
    );
    expect(errors).toEqual({
      email: 'Please enter a valid email address',
      confirmPassword: 'Passwords do not match',
      phoneNumber: 'Please enter a valid phone number',
      guardianPhoneNumber: 'Please enter a valid phone number',
    });
  });

  it('has three steps covering every field once', () => {
    const fields = registerSteps.flatMap((step) => step.fields);
    expect(registerSteps).toHaveLength(3);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(Object.keys(validRegistration).sort());
  });
});

describe('the forgot and reset password schemas', () => {
  it('require a valid email to send a reset link', () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is required' });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: 'x' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('require mixed case and a number in a new password, and a matching confirmation', () => {
    expect(
      errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'abcdef1', confirmPassword: 'abcdef1' })),
    ).toEqual({
      newPassword: 'Password must contain both uppercase and lowercase letters',
    });
    expect(
      errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'Abcdefg', confirmPassword: '' })),
    ).toEqual({
      newPassword: 'Password must contain at least one number',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: 'Abcdef1', confirmPassword: 'Abcdef1' }).success,
    ).toBe(true);
  });
});
