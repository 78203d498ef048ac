export const loadFailed = 'Could not load where you are signed in';
export const notFound = 'That session has already ended.';
export const isCurrent = 'This is the browser you are using. To end it, sign out.';
export const ended = 'Signed out of that session';
export const othersEnded = 'Signed out everywhere else';
export const endFailed = 'Could not end the session';
