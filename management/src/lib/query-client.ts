import { MutationCache, QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NoticeCategory } from '#contract/notifications';
import type { StaffResource } from '#contract/staff-resources';
import { cacheTtlSeconds } from '../config/constants.ts';
import type { NoticeNews } from './use-realtime.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** The key prefixes a write may have changed: every query under them is fetched again (or goes stale). */
    mutationMeta: { invalidates?: readonly QueryKey[] };
  }
}

/**
 * The roots of every query key, one per server resource. Features build their key factories on these
 * roots, so a write invalidates by prefix every screen that shows what it changed, whichever feature the
 * screen belongs to. The nested roots sit under the resource they are part of: a room's occupants are
 * rooms data, a student's bookings are bookings data.
 */
export const resourceKeys = {
  rooms: ['rooms'],
  availableRooms: ['rooms', 'available'],
  roomOccupants: ['rooms', 'occupants'],
  bookings: ['bookings'],
  studentBookings: ['bookings', 'student'],
  bookingRequests: ['bookings', 'requests'],
  students: ['students'],
  student: ['students', 'one'],
  settings: ['settings'],
  publicContent: ['publicContent'],
  waitlist: ['waitlist'],
  maintenance: ['maintenance'],
  prices: ['prices'],
  money: ['money'],
  audit: ['audit'],
  admins: ['admins'],
  account: ['account'],
  lockdown: ['lockdown'],
  notifications: ['notifications'],
  announcements: ['announcements'],
  parcels: ['parcels'],
} as const satisfies Record<string, QueryKey>;

/** A student's current booking: the dashboard, the rooms screens and staff's profile of them read it. */
export const currentBookingKey = (studentId: string) =>
  [...resourceKeys.studentBookings, studentId, 'current'] as const;

/**
 * What a change to who sleeps where touches: bookings, rooms' occupancy and free beds, the waitlist
 * (accepting an offer makes a booking; a booking that ends may offer its bed), and the students lists,
 * which show each student's room and find them by its number.
 */
export const occupancyKeys: readonly QueryKey[] = [
  resourceKeys.bookings,
  resourceKeys.rooms,
  resourceKeys.waitlist,
  // A booking charges its rent and a cancellation refunds it (issue #26).
  resourceKeys.money,
  // Manage Students, the parcel form's and a room's student finders: without it a student just booked
  // stayed "No room", and unfound by the room's number, for the list's minute in the cache.
  resourceKeys.students,
];

/**
 * What any entry on a student's ledger touches (a payment, a payout, a reversal): their money, and the
 * students lists, whose Balance column showed the old amount for the list's minute in the cache.
 */
export const ledgerKeys: readonly QueryKey[] = [resourceKeys.money, resourceKeys.students];

/**
 * What a payment touches: the ledger, and the student's booking, which a payment confirms when it
 * brings the payments since the booking up to the deposit (functions/domain/money/deposit-paid.ts).
 */
export const paymentKeys: readonly QueryKey[] = [...ledgerKeys, resourceKeys.bookings];

/**
 * What a notice of each category may have changed on the screens of the user it reaches, student or
 * staff (docs/spec.md §18): read again with the bell when the notice is pushed to their tab.
 */
export const noticeKeys: Record<NoticeCategory, readonly QueryKey[]> = {
  // Made, moved, cancelled, checked in or out, a request decided (resourceKeys.bookingRequests sits
  // under bookings), a check-in disputed (to staff): who sleeps where, with its charges and refunds.
  bookings: occupancyKeys,
  // An offer, its expiry, a decline or a removal: the student's place in the queue, and the rooms they
  // may book, since GET /rooms/available leaves out those kept for the waitlist they are on or left.
  waitlist: [resourceKeys.waitlist, resourceKeys.rooms],
  // A receipt, a payout, a reminder.
  payments: paymentKeys,
  // A request moved to another state, or commented on, told to its reporter; a comment or an assignment,
  // told to the assignee; an urgent repair, told to staff, whose open queue shows it; the room a student
  // lives in taken out of service or back, told to its residents.
  maintenance: [resourceKeys.maintenance, resourceKeys.rooms],
  // A pinned one shows on the dashboard.
  announcements: [resourceKeys.announcements],
  // A password changed or a copied remembered sign-in ends sessions, which My Profile lists.
  account: [resourceKeys.account],
  // The weekly maintenance summary reports on the queue and changes nothing on any screen.
  summaries: [],
  // A parcel logged, collected or removed: the student's dashboard card, and any desk list on show.
  parcels: [resourceKeys.parcels],
};

/**
 * What a colleague's change to a resource staff share may have changed on a staff tab (decision 0066):
 * read again when the `changed` push names it. The parcels desk list of another desk, say.
 */
export const staffChangeKeys: Record<StaffResource, readonly QueryKey[]> = {
  parcels: [resourceKeys.parcels],
};

/**
 * The SPA's server state (docs/spec.md §9): each cached resource stays fresh for its time-to-live, the rest
 * is asked afresh whenever a screen shows it; a write, refused or not, invalidates the key prefixes its
 * mutation names, and the screens showing them fetch again at once. Failed calls are not retried: the
 * API client has already acted on a 401 or a lockdown 503, and a screen offers Try again.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation): Promise<unknown> =>
        invalidate(client, mutation.meta?.invalidates ?? []),
    }),
  });
  // Registered broadest first: a nested resource's own time-to-live wins over its parent's.
  const cached = Object.keys(cacheTtlSeconds) as Array<keyof typeof cacheTtlSeconds>;
  for (const resource of cached.sort((a, b) => resourceKeys[a].length - resourceKeys[b].length))
    client.setQueryDefaults(resourceKeys[resource], { staleTime: cacheTtlSeconds[resource] * 1000 });
  return client;
}

/** The app's one query client; cleared whenever the signed-in user changes. */
export const queryClient = createQueryClient();

/**
 * Invalidates these key prefixes, for a write made outside a mutation (an Undo, a one-off restore): the
 * screens showing them fetch again.
 */
export function useInvalidate(keys: readonly QueryKey[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => invalidate(client, keys);
}

const isNoticeCategory = (category: string): category is NoticeCategory =>
  Object.hasOwn(noticeKeys, category);

/** The key prefixes, besides the bell, that the news may have left behind. */
function concernedBy(news: NoticeNews): readonly QueryKey[] {
  // A prefix named by several categories is invalidated once: a second call would cancel the first's fetch.
  if (news === 'missed') return [...new Set(Object.values(noticeKeys).flat())];
  // A category this build does not know, from a server deployed after the page loaded, concerns the bell alone.
  if (news === 'bell' || !isNoticeCategory(news.category)) return [];
  return noticeKeys[news.category];
}

/** Reads again what a colleague's change concerns; a resource this build does not know concerns nothing. */
export function invalidateStaffChange(client: QueryClient, resource: string): Promise<unknown> {
  return invalidate(
    client,
    Object.hasOwn(staffChangeKeys, resource) ? staffChangeKeys[resource as StaffResource] : [],
  );
}

/**
 * Invalidates the bell and what the news may have changed (noticeKeys): the queries on screen are
 * fetched again at once, the rest when next shown.
 */
export function invalidateNoticed(client: QueryClient, news: NoticeNews): Promise<unknown> {
  return invalidate(client, [resourceKeys.notifications, ...concernedBy(news)]);
}

function invalidate(client: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
