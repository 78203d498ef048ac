import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Student } from '../../../types/api.ts';

export function getProfile(): Promise<{ user: Student }> {
  return api.get('/auth/me');
}

export function useProfile() {
  return useQuery('/auth/me', getProfile);
}
