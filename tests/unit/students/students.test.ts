import { describe, expect, it } from 'vitest';
import { studentCreateSchema, studentUpdateSchema } from '../../../functions/contract/students.ts';
import { changedFields } from '../../../functions/data/audit.ts';

describe('student schemas', () => {
  it('accept the SPEC spelling full_name and ignore a blank password', () => {
    expect(studentUpdateSchema.parse({ full_name: 'Ama Serwaa', password: '' })).toEqual({
      fullName: 'Ama Serwaa',
    });
  });

  it('refuse a short password and a malformed phone number with the SPEC messages', () => {
    const result = studentUpdateSchema.safeParse({ password: '123', phoneNumber: '12345' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Password must be at least 8 characters');
    expect(messages).toContain('Please enter a valid phone number');
  });

  it('require every field when staff add a student', () => {
    const result = studentCreateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain('Full name is required');
  });
});

describe('audit changed fields', () => {
  it('keep only what changed, on both sides', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] })).toEqual({
      before: { b: 'x', c: [1] },
      after: { b: 'y', c: [1, 2] },
    });
  });
});
