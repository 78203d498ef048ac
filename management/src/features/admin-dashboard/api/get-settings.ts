import type { StaffSettings } from '#contract/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export function useSettings() {
  return useQuery({
    queryKey: dashboardKeys.settings,
    queryFn: () => api.get<{ settings: StaffSettings }>('/settings'),
  });
}
