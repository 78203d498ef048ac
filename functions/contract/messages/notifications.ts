export const notFound = 'This notification was not found';
export const markedRead = 'Notification marked as read';
export const allRead = 'All notifications marked as read';
export const preferencesSaved = 'Notification preferences saved';
export const preferenceInvalid =
  "Each category must be 'app' (in the app only) or 'app-and-mail' (in the app and by mail).";
export const loadFailed = 'Failed to load notifications';
