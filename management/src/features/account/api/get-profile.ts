import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Student } from '../../../types/api.ts';
import { profileKeys } from './keys.ts';

export function getProfile(): Promise<{ user: Student }> {
  return api.get('/auth/me');
}

export function useProfile() {
  return useQuery({ queryKey: profileKeys.me, queryFn: getProfile });
}
