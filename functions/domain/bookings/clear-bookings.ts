import * as messages from '#contract/messages';
import { auditItems, type Actor } from '../../data/audit.ts';
import { activeBookingPage, endBookings, type ActiveBookingCursor } from '../../data/bookings.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { closeRequestsOfEndedBookings } from '../booking-requests/overtaken.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';

/** What one clear-all asked for: who, and when, so bookings made after the click stay. */
export interface Clearing {
  by: Actor;
  before: string;
}

/** Active bookings looked at per step: about nine transactions, a second or two. */
export const clearPageSize = 200;

/**
 * How long the request itself archives before handing the rest to the jobs queue: well inside the
 * function's timeout, so a hostel of any size never meets it, and most are cleared before the answer.
 */
export const clearInRequestMs = 4000;

/**
 * One step of a clear-all: archives the active bookings on the page after `cursor` that were made before
 * it was asked for, each batch one transaction with its audit entry (data/bookings.ts endBookings).
 * Safe to run twice: a booking already archived is no longer active and is passed over. Returns how many
 * it archived and where the next page starts (absent after the last).
 */
export async function clearStep(
  clearing: Clearing,
  cursor: ActiveBookingCursor | null,
  pageSize = clearPageSize,
): Promise<{ archived: number; next?: ActiveBookingCursor }> {
  const page = await activeBookingPage(cursor, pageSize);
  const archived = await endBookings(
    page.bookings.filter((booking) => booking.createdAt <= clearing.before),
    { status: 'archived', reason: messages.archiveReasons.cleared, by: clearing.by.id },
    (batch) =>
      auditItems({
        actor: clearing.by,
        action: 'booking.clearAll',
        entity: {
          type: 'booking',
          id: batch.map((booking) => booking.id).join(','),
          name: `${batch.length} booking${batch.length === 1 ? '' : 's'}`,
        },
        after: { archived: batch.length },
      }),
  );
  return { archived, ...(page.next ? { next: page.next } : {}) };
}

/**
 * Archives every active booking made before now (DELETE /bookings). It goes a page at a time for up to
 * `clearInRequestMs`; whatever is left then goes on in the background (`continueClearing`, run by the
 * clear-bookings job), so the call answers in seconds however many bookings there are, and nothing is
 * left half-done by a timeout. `pending` says the rest is still being archived.
 */
export async function clearAllBookings(by: Actor): Promise<{ archived: number; pending: boolean }> {
  const clearing: Clearing = { by, before: new Date().toISOString() };
  const deadline = Date.now() + clearInRequestMs;
  let archived = 0;
  let cursor: ActiveBookingCursor | undefined;
  do {
    const step = await clearStep(clearing, cursor ?? null);
    archived += step.archived;
    cursor = step.next;
  } while (cursor && Date.now() < deadline);
  if (cursor) {
    await enqueue([{ kind: 'clear-bookings', payload: { ...clearing, cursor } }]);
    return { archived, pending: true };
  }
  if (archived) await clearingDone(clearing);
  return { archived, pending: false };
}

/**
 * The rest of a clear-all its request had no time for, one page per run, queuing itself again with the
 * next page until done. A run that fails is retried by SQS on the same page, where what it archived is
 * no longer active. Once done, the cleared bookings' open requests are closed and the freed beds go to
 * the waitlist.
 */
export async function continueClearing({
  cursor,
  ...clearing
}: Clearing & { cursor: ActiveBookingCursor }): Promise<void> {
  const { next } = await clearStep(clearing, cursor);
  if (next) await enqueue([{ kind: 'clear-bookings', payload: { ...clearing, cursor: next } }]);
  else await clearingDone(clearing);
}

/** After the last step: the cleared bookings' requests are answered, and their beds go to the waitlist. */
async function clearingDone(clearing: Clearing): Promise<void> {
  await closeRequestsOfEndedBookings(clearing.by);
  await bedsFreed();
}
