import { useQuery } from '@tanstack/react-query';
import type { ReportPeriod } from '#contract/exports';
import type { SettingsResponse } from '#contract/settings';
import { api } from './api.ts';
import { resourceKeys } from './query-client.ts';

/**
 * The staff settings (GET /settings): one cache entry that Settings, the admin dashboard and the
 * screens that read the current period share, so a change saved on Settings shows in all of them.
 */
export const staffSettingsKey = [...resourceKeys.settings, 'staff'] as const;
export const getStaffSettings = () => api.get<SettingsResponse>('/settings');

export function useStaffSettings() {
  return useQuery({ queryKey: staffSettingsKey, queryFn: getStaffSettings });
}

/** The hostel's current academic period, which the bookings lists and reports read when no other is chosen. */
export function useCurrentPeriod() {
  return useQuery({
    queryKey: staffSettingsKey,
    queryFn: getStaffSettings,
    select: (data): Required<ReportPeriod> => ({
      academicYear: data.settings.currentAcademicYear,
      semester: data.settings.currentSemester,
    }),
  });
}
