export const settings = {
  updated: 'Settings updated successfully',
  auditFailed: 'Failed to load recent activity',
  maintenanceMessageLong: 'The maintenance message is at most 500 characters.',
  academicYearInvalid: 'Academic year must look like 2025/2026',
  semesterInvalid: 'Semester must be 1 or 2',
  nothingToUpdate: 'Nothing to update',
  periodChangedMeanwhile: 'The academic period was changed by someone else meanwhile. Reload and try again.',
  isOpenRequired: 'isOpen must be true or false',
  isEnabledRequired: 'isEnabled must be true or false',
  fetchFailed: 'Failed to fetch settings',
  publicFetchFailed: 'Failed to fetch public settings',
  updateFailed: 'Failed to update settings',
  registrationFailed: 'Failed to toggle registration',
  maintenanceFailed: 'Failed to toggle maintenance mode',
  registrationToggled: (open: boolean) => `Registration ${open ? 'opened' : 'closed'} successfully!`,
  maintenanceToggled: (enabled: boolean) =>
    `Maintenance mode ${enabled ? 'enabled' : 'disabled'} successfully!`,
  stayDatesInvalid: 'Arrival and departure must be dates.',
  stayDatesOrder: 'Departure must come after arrival.',
  repairTargetsInvalid: (min: number, max: number) =>
    `Each repair target must be a whole number of hours from ${min} to ${max}.`,
} as const;
