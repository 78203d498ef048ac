import type { LoginInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';
import type { LoginAnswer } from './second-factor.ts';

export function login(input: LoginInput): Promise<LoginAnswer> {
  return api.post('/auth/login', input);
}
