export const loggedOut =
  'Emergency lockdown activated. You have been logged out for security reasons. Please try again later.';
export const hydrate = 'Emergency lockdown is active. Please try again later.';
export const signInPaused =
  'Student sign-in is paused while the emergency lockdown is on. Please try again once it is lifted.';
export const registration =
  'Student registration is temporarily disabled due to emergency lockdown. Please try again later.';
export const realtimeStudent = 'Emergency lockdown activated. You have been logged out for security reasons.';
export const realtimeStaff = (reason: string) => `Emergency lockdown activated: ${reason}`;
export const reasonRequired = 'A reason is required to activate the emergency lockdown';
export const reasonTooLong = 'The reason must be at most 500 characters';
export const instructionsTooLong = 'The instructions must be at most 500 characters';
export const activeRequired = 'Choose whether to turn the emergency lockdown on or off';
export const activated = 'Emergency lockdown activated';
export const deactivated = 'Emergency lockdown deactivated';
export const fetchFailed = 'Failed to fetch the emergency state';
export const switchFailed = 'Failed to switch the emergency lockdown';
