import type { RegistrationInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';

/** Registration needs no tab: the new student stays signed out (docs/spec.md §4). */
export function register(input: RegistrationInput): Promise<{ message: string; email: string }> {
  return api.post('/auth/register', { ...input, role: 'student' }, { plain: true });
}
