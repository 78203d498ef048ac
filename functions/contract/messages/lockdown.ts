export const lockdown = {
  loggedOut:
    'Emergency lockdown activated. You have been logged out for security reasons. Please try again later.',
  hydrate: 'Emergency lockdown is active. Please try again later.',
  signInPaused:
    'Student sign-in is paused while the emergency lockdown is on. Please try again once it is lifted.',
  registration:
    'Student registration is temporarily disabled due to emergency lockdown. Please try again later.',
  realtimeStudent: 'Emergency lockdown activated. You have been logged out for security reasons.',
  realtimeStaff: (reason: string) => `Emergency lockdown activated: ${reason}`,
  reasonRequired: 'A reason is required to activate the emergency lockdown',
  reasonTooLong: 'The reason must be at most 500 characters',
  instructionsTooLong: 'The instructions must be at most 500 characters',
  activeRequired: 'Choose whether to turn the emergency lockdown on or off',
  activated: 'Emergency lockdown activated',
  deactivated: 'Emergency lockdown deactivated',
  fetchFailed: 'Failed to fetch the emergency state',
  switchFailed: 'Failed to switch the emergency lockdown',
  switchedMeanwhile: 'The emergency lockdown was switched by someone else meanwhile. Reload and try again.',
} as const;
