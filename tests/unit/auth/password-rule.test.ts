import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPasswordField } from '../../../functions/contract/auth.ts';
import * as messages from '../../../functions/contract/messages.ts';
import {
  commonPasswordsFile,
  isCommonPassword,
  minPasswordLength,
  passwordProblem,
} from '../../../functions/contract/passwords.ts';
import { studentCreateSchema } from '../../../functions/contract/students.ts';

/** The one password rule (functions/contract/passwords.ts, issue 25): 8 characters, not a common password. */
const m = messages.passwords;

describe('the password rule', () => {
  it.each([
    ['', m.passwordRequired],
    ['aaaaaa', m.passwordMin],
    ['Ab1!xyz', m.passwordMin],
    ['password1', m.passwordCommon],
    ['Password1', m.passwordCommon],
    ['QWERTYUIOP', m.passwordCommon],
    ['iloveyou2', m.passwordCommon],
    ['x'.repeat(129), m.passwordMax],
  ])('refuses %j: %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
    expect(newPasswordField.safeParse(password).error?.issues[0]?.message).toBe(message);
  });

  it.each(['kente-lagoon-7', 'correct horse battery', 'Hostel-Pass-42!', 'x'.repeat(128)])(
    'keeps %j',
    (password) => {
      expect(passwordProblem(password)).toBeUndefined();
      expect(newPasswordField.safeParse(password).success).toBe(true);
    },
  );

  it('applies to students staff add, as to every password set', () => {
    const result = studentCreateSchema.safeParse({ password: 'password1' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'password')?.message).toBe(
      m.passwordCommon,
    );
  });

  it('the list holds lower-case entries of at least the minimum length, with no blank lines', () => {
    const lines = readFileSync(commonPasswordsFile, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.length).toBeGreaterThan(17_000);
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) {
      expect(line.length).toBeGreaterThanOrEqual(minPasswordLength);
      expect(line).toBe(line.normalize('NFKC').toLowerCase());
    }
    expect(isCommonPassword(lines.at(-1)!)).toBe(true);
  });
});
