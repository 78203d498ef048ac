export const sessions = {
  // A session's checks and its end, which every API call and every screen of the app may meet.
  notAuthenticated: 'Not authenticated',
  authCheckFailed: 'Authentication check failed',
  sessionTimeout: 'Session timeout, login again',
  sessionIdle: 'You were signed out after 30 minutes without activity. Please sign in again.',
  loggedOut: 'Logged out successfully',
  // Where you're signed in (My Profile).
  loadFailed: 'Could not load where you are signed in',
  notFound: 'That session has already ended.',
  isCurrent: 'This is the browser you are using. To end it, sign out.',
  ended: 'Signed out of that session',
  othersEnded: 'Signed out everywhere else',
  endFailed: 'Could not end the session',
} as const;
