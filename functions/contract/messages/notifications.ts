export const notifications = {
  notFound: 'This notification was not found',
  markedRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  preferencesSaved: 'Notification preferences saved',
  preferenceInvalid:
    "Each category must be 'app' (in the app only) or 'app-and-mail' (in the app and by mail).",
  loadFailed: 'Failed to load notifications',
  /** One-click unsubscribe (docs/spec.md §18): what the link did, and why one did nothing. */
  unsubscribed: (category: string) => `You will no longer get emails about ${category}.`,
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Choose which notifications reach you by email in My Profile.',
  unsubscribeExpired:
    'This unsubscribe link has expired. Choose which notifications reach you by email in My Profile.',
} as const;
