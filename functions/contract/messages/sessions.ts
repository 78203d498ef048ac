export const sessions = {
  loadFailed: 'Could not load where you are signed in',
  notFound: 'That session has already ended.',
  isCurrent: 'This is the browser you are using. To end it, sign out.',
  ended: 'Signed out of that session',
  othersEnded: 'Signed out everywhere else',
  endFailed: 'Could not end the session',
} as const;
