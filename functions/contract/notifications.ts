import * as z from './zod.ts';
import * as messages from './messages.ts';

/**
 * The notification centre (issue #28): everything that concerns a user, in the app and, as they choose
 * per category, by mail. `account` (security) notices always go by mail, whatever the user chose.
 */
export const noticeCategories = [
  'bookings',
  'waitlist',
  'payments',
  'maintenance',
  'announcements',
  'account',
  'summaries',
  'parcels',
] as const;
export type NoticeCategory = (typeof noticeCategories)[number];

/**
 * The categories a user may choose for; `account` mail is not theirs to turn off. `summaries` are staff's
 * (the weekly maintenance summary), so only staff are offered it; `parcels` (a parcel waiting at the
 * desk, collected or removed) are students', so only students are.
 */
export const choosableCategories = [
  'bookings',
  'waitlist',
  'payments',
  'maintenance',
  'announcements',
  'summaries',
  'parcels',
] as const satisfies readonly NoticeCategory[];
export type ChoosableCategory = (typeof choosableCategories)[number];

/** `app`: in the app only; `app-and-mail`: in the app and by mail (the default). */
export const deliveryChoices = ['app', 'app-and-mail'] as const;
export type DeliveryChoice = (typeof deliveryChoices)[number];

export type NotificationPreferences = Record<ChoosableCategory, DeliveryChoice>;

export const defaultPreferences: NotificationPreferences = {
  bookings: 'app-and-mail',
  waitlist: 'app-and-mail',
  payments: 'app-and-mail',
  maintenance: 'app-and-mail',
  announcements: 'app-and-mail',
  summaries: 'app-and-mail',
  parcels: 'app-and-mail',
};

/** Whether a notice of `category` is mailed to a user who chose `preferences`. */
export const mailsFor = (preferences: NotificationPreferences, category: NoticeCategory) =>
  category === 'account' || preferences[category] === 'app-and-mail';

const choice = z.enum(deliveryChoices, messages.notifications.preferenceInvalid);

/** PUT /notifications/preferences: a choice for every category. */
export const preferencesSchema = z.strictObject({
  bookings: choice,
  waitlist: choice,
  payments: choice,
  maintenance: choice,
  announcements: choice,
  // Saved before staff summaries existed, a form may lack it: the default applies.
  summaries: z._default(choice, 'app-and-mail'),
  // The same for parcels at the desk, which came later still (decision 0064).
  parcels: z._default(choice, 'app-and-mail'),
});

/** One entry of a user's notification list. */
export interface Notification {
  id: string;
  category: NoticeCategory;
  title: string;
  /** Where in the app it leads, a path below /management. */
  link: string | null;
  at: string;
  read: boolean;
}

/** GET /notifications: a page of the list, newest first, with the unread count. */
export interface NotificationPage {
  notifications: Notification[];
  unread: number;
  pagination: import('./pagination.ts').Pagination;
}

/** GET /notifications/unread. */
export interface UnreadCount {
  unread: number;
}

/** How long a notification stays in the list: the centre is recent news, not an archive. */
export const notificationKeepDays = 90;
