import type { StaffSettings } from '#contract/settings';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

export function useSettings() {
  return useQuery('/settings', () => api.get<{ settings: StaffSettings }>('/settings'));
}
