export const notifications = {
  notFound: 'This notification was not found',
  markedRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  preferencesSaved: 'Notification preferences saved',
  preferenceInvalid:
    "Each category must be 'app' (in the app only) or 'app-and-mail' (in the app and by mail).",
  loadFailed: 'Failed to load notifications',
} as const;
