import { useQuery } from '@tanstack/react-query';
import type { ReportPeriod } from '#contract/exports';
import type { SettingsResponse } from '#contract/settings';
import { api } from './api.ts';
import { resourceKeys } from './query-client.ts';

/**
 * The hostel's current academic period (GET /settings, staff), which the bookings lists read when no
 * other is chosen. It shares the staff settings' cache entry, so a period change on Settings shows here.
 */
export function useCurrentPeriod() {
  return useQuery({
    queryKey: [...resourceKeys.settings, 'staff'],
    queryFn: () => api.get<SettingsResponse>('/settings'),
    select: (data): Required<ReportPeriod> => ({
      academicYear: data.settings.currentAcademicYear,
      semester: data.settings.currentSemester,
    }),
  });
}
