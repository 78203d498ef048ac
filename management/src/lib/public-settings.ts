import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { resourceKeys } from './query-client.ts';
import type { PublicSettings } from '../types/api.ts';

/** The hostel's global switches anyone may read (registration, maintenance, lockdown). */
export function getPublicSettings(): Promise<PublicSettings> {
  return api.get('/settings/public');
}

export function usePublicSettings() {
  return useQuery({ queryKey: [...resourceKeys.settings, 'public'], queryFn: getPublicSettings });
}
