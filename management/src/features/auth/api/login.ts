import type { LoginInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';
import type { User } from '../../../types/api.ts';

export function login(input: LoginInput): Promise<{ user: User; message: string }> {
  return api.post('/auth/login', input);
}
