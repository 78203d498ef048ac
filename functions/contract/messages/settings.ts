export const updated = 'Settings updated successfully';
export const auditFailed = 'Failed to load recent activity';
export const maintenanceDefault = 'The hostel system is under maintenance. Please try again later.';
export const academicYearInvalid = 'Academic year must look like 2025/2026';
export const semesterInvalid = 'Semester must be 1 or 2';
export const nothingToUpdate = 'Nothing to update';
export const isOpenRequired = 'isOpen must be true or false';
export const isEnabledRequired = 'isEnabled must be true or false';
export const fetchFailed = 'Failed to fetch settings';
export const publicFetchFailed = 'Failed to fetch public settings';
export const updateFailed = 'Failed to update settings';
export const registrationFailed = 'Failed to toggle registration';
export const maintenanceFailed = 'Failed to toggle maintenance mode';
export const registrationToggled = (open: boolean) =>
  `Registration ${open ? 'opened' : 'closed'} successfully!`;
export const maintenanceToggled = (enabled: boolean) =>
  `Maintenance mode ${enabled ? 'enabled' : 'disabled'} successfully!`;
export const stayDatesInvalid = 'Arrival and departure must be dates.';
export const stayDatesOrder = 'Departure must come after arrival.';
export const repairTargetsInvalid = (min: number, max: number) =>
  `Each repair target must be a whole number of hours from ${min} to ${max}.`;
