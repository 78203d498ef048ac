import { describe, expect, it } from 'vitest';
import { registrationStepSchemas } from '../../../functions/contract/auth.ts';
import { moveBookingSchema } from '../../../functions/contract/bookings.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { isStudentIdNumber, normaliseStudentIdNumber } from '../../../functions/contract/student-fields.ts';
import { studentCreateSchema, studentUpdateSchema } from '../../../functions/contract/students.ts';
import * as z from '../../../functions/contract/zod.ts';

const student = {
  email: 'ama@example.edu',
  fullName: 'Ama Boateng',
  gender: 'female',
  phoneNumber: '+233201234567',
  dateOfBirth: '2004-03-14',
  programmeOfStudy: 'BSc Computer Engineering',
  level: '200',
  guardianName: 'Yaw Boateng',
  guardianPhoneNumber: '+233241234567',
  password: 'Hostel-Kx7pQ2mZa9',
};

const messagesOf = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the student ID number rule', () => {
  it.each(['UG/2023/04512', 'TU-24-0153', '20231234', 'A1B2C3', 'ENG/21/0001-B'])('accepts %s', (number) => {
    expect(isStudentIdNumber(number)).toBe(true);
  });

  it.each([
    ['shorter than 6 characters', 'UG/1'],
    ['longer than 20 characters', 'UG/2023/0451234567890'],
    ['without a digit', 'ABCDEFG'],
    ['with a separator first', '/UG2023'],
    ['with a separator last', 'UG2023/'],
    ['with two separators in a row', 'UG//2023'],
    ['with a space inside', 'UG 2023 04'],
    ['with other punctuation', 'UG.2023.04'],
    ['in lower case (not yet normalised)', 'ug/2023/04512'],
  ])('refuses a number %s', (_why, number) => {
    expect(isStudentIdNumber(number)).toBe(false);
  });

  it('normalises surrounding spaces and lower case, so one number is always written the same way', () => {
    expect(normaliseStudentIdNumber('  ug/2023/04512 ')).toBe('UG/2023/04512');
  });

  it('stores the normalised number when a student is created', () => {
    const parsed = studentCreateSchema.parse({ ...student, studentIdNumber: ' ug/2023/04512 ' });

    expect(parsed.studentIdNumber).toBe('UG/2023/04512');
  });

  it('refuses a malformed number with the rule in words', () => {
    const result = studentCreateSchema.safeParse({ ...student, studentIdNumber: 'UG 2023' });

    expect(messagesOf(result)).toEqual([messages.students.studentIdNumberInvalid]);
  });

  it('leaves both new fields optional, so a student made before them is still valid', () => {
    expect(studentCreateSchema.safeParse(student).success).toBe(true);
  });

  it('reads an empty number or relationship on an edit as clearing it', () => {
    expect(studentUpdateSchema.parse({ studentIdNumber: '', guardianRelationship: '' })).toEqual({
      studentIdNumber: '',
      guardianRelationship: '',
    });
  });
});

describe("the guardian's relationship", () => {
  it.each(['parent', 'sibling', 'spouse', 'otherRelative', 'sponsor', 'other'])(
    'accepts %s',
    (relationship) => {
      expect(studentUpdateSchema.parse({ guardianRelationship: relationship })).toEqual({
        guardianRelationship: relationship,
      });
    },
  );

  it('refuses anything else with the choices in words', () => {
    const result = studentUpdateSchema.safeParse({ guardianRelationship: 'neighbour' });

    expect(messagesOf(result)).toEqual([messages.auth.guardianRelationshipInvalid]);
  });
});

describe('a student’s gender', () => {
  const gendersOf = [
    ['registration', registrationStepSchemas[1].shape.gender],
    ['staff’s student form', studentCreateSchema.shape.gender],
  ] as const;

  it('is required when none is chosen, and a value not on the list is said to be one, not missing', () => {
    for (const [where, gender] of gendersOf) {
      expect(gender.safeParse('female').success, where).toBe(true);
      expect(messagesOf(gender.safeParse('')), where).toEqual([messages.auth.genderRequired]);
      expect(messagesOf(gender.safeParse('robot')), where).toEqual([messages.auth.genderInvalid]);
    }
    expect(messagesOf(registrationStepSchemas[1].shape.gender.safeParse(undefined))).toEqual([
      messages.auth.genderRequired,
    ]);
    expect(messagesOf(studentUpdateSchema.safeParse({ gender: 'robot' }))).toEqual([
      messages.auth.genderInvalid,
    ]);
  });

  it('may be left out of a move, and one given that is not on the list is said to be one', () => {
    expect(moveBookingSchema.safeParse({ roomId: 'r1' }).success).toBe(true);
    expect(messagesOf(moveBookingSchema.safeParse({ roomId: 'r1', gender: 'robot' }))).toEqual([
      messages.auth.genderInvalid,
    ]);
  });
});
