/**
 * The notification centre (issue #28): everything that concerns a user, in the app and, as they choose
 * per category, by mail. `account` (security) notices always go by mail, whatever the user chose.
 *
 * Without the validation library: every Lambda that sends a notice reads this module (the jobs worker
 * among them), and the form that saves a user's choices has its schema in ./notification-preferences.ts.
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

/** How My Profile and the mail's unsubscribe footer name each category a user may choose for. */
export const categoryLabels: Record<ChoosableCategory, string> = {
  bookings: 'Bookings',
  waitlist: 'Waitlist offers',
  payments: 'Payments and reminders',
  maintenance: 'Maintenance updates',
  announcements: 'Announcements',
  summaries: 'Weekly maintenance summary',
  parcels: 'Parcels at the front desk',
};

export const isChoosable = (category: string): category is ChoosableCategory =>
  (choosableCategories as readonly string[]).includes(category);

/**
 * A one-click unsubscribe link's token (docs/spec.md §18, decision 0100): `{userId}.{category}.{expiry in
 * epoch seconds}.{signature}`, the signature an HMAC-SHA-256 in base64url that only the functions can
 * make (domain/notifications/unsubscribe.ts). What it names is in clear so the confirm page can say what
 * will happen; nothing here trusts it: the API checks the signature before it changes anything.
 */
const unsubscribeTokenPattern = /^([0-9a-f]{24})\.([a-z]+)\.([0-9]{1,12})\.([\w-]{43})$/;

/** What an unsubscribe token claims, or null for one that is not of that shape or names no choosable category. */
export function unsubscribeClaims(token: string) {
  const [, userId, category, expiresAt, signature] = unsubscribeTokenPattern.exec(token) ?? [];
  if (!userId || !category || !isChoosable(category)) return null;
  return { userId, category, expiresAt: Number(expiresAt), signed: token.slice(0, -signature!.length - 1) };
}

/** The one-click address of a token, below the API's plain base: a POST turns its category's mail off. */
export const unsubscribeApiPath = (token: string) =>
  `/notifications/unsubscribe/${encodeURIComponent(token)}`;

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
