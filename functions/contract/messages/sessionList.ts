/**
 * Where you're signed in (My Profile): the list of a user's sessions and the ending of one or all the
 * others. An area of its own rather than `sessions`, which every first screen loads for a session's end.
 */
export const sessionList = {
  loadFailed: 'Could not load where you are signed in',
  notFound: 'That session has already ended.',
  isCurrent: 'This is the browser you are using. To end it, sign out.',
  ended: 'Signed out of that session',
  othersEnded: 'Signed out everywhere else',
  endFailed: 'Could not end the session',
} as const;
