/**
 * What a lockdown says to everyone it stops or tells: a tab signed out, a sign-in or registration
 * refused, a staff tab told it began, the switch's outcome.
 */
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
  activated: 'Emergency lockdown activated',
  deactivated: 'Emergency lockdown deactivated',
} as const;
