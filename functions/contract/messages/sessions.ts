export const sessions = {
  // A session's checks and its end, which every API call and every screen of the app may meet.
  notAuthenticated: 'Not authenticated',
  authCheckFailed: 'Authentication check failed',
  sessionTimeout: 'Session timeout, login again',
  sessionIdle: 'You were signed out after 30 minutes without activity. Please sign in again.',
  loggedOut: 'Logged out successfully',
} as const;
