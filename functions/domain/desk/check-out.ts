import type { Booking } from '#contract/bookings';
import type { CheckIn, CheckOut, CheckOutInput } from '#contract/desk';
import * as messages from '#contract/messages';
import { formatMoney } from '#contract/amounts';
import type { Actor } from '../../data/audit.ts';
import { checkOutItem, deskOf } from '../../data/desk.ts';
import { ledgerOf } from '../../data/ledger.ts';
import type { Session } from '../../data/sessions.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { endBookingBy } from '../bookings/end-booking.ts';
import { depositHeldBy, depositReturnItems } from '../money/booking-charges.ts';
import { checkedOutNotice } from '../notifications/templates/desk.ts';
import { keptReport } from './photos.ts';
import { checkInAsRead, handedBackAudit } from './room-left.ts';

/**
 * Checks a student out at the desk (issue #30 §1, issue #26 §2): the booking ends as a completed stay the
 * way every staff ending does (endBookingBy: archive, bed freed, waitlist told), and in the same
 * transaction the desk records the room's condition (with the photos staff uploaded) and the key, and
 * the deposit comes back less the deductions. The deposit read stays true until the commit: its charges must still be unreversed.
 * So does the check-in the room is compared with: the one the dialog read (`checkedInAt`, checkInAsRead),
 * still the booking's when the ending commits (docs/decisions/0106).
 */
export async function checkOut(
  session: Session,
  booking: Booking,
  input: CheckOutInput,
  /** The hostel's currency, to word a refusal when the booking holds no deposit. */
  hostelCurrency: string,
) {
  const [desk, ledger] = await Promise.all([deskOf(booking.id), ledgerOf(booking.studentId)]);
  checkInAsRead(desk, input);
  // After a move, the report to compare with is the new room's, which the desk has yet to make (0102).
  if (!desk.checkIn && desk.earlierCheckIns.length)
    throw conflict(messages.desk.checkInAfterMove(booking.room.roomNumber), { reason: 'checkInAfterMove' });
  if (!desk.checkIn) throw conflict(messages.desk.notCheckedIn, { reason: 'notCheckedIn' });
  if (desk.checkOut) throw conflict(messages.desk.alreadyCheckedOut, { reason: 'alreadyCheckedOut' });
  const held = depositHeldBy(booking, ledger.entries);
  const deducted = input.deductions.reduce((sum, deduction) => sum + deduction.amount, 0);
  if (deducted > held.amount) {
    const message = messages.desk.deductionsOverDeposit(
      formatMoney(held.amount, held.currency ?? hostelCurrency),
    );
    throw badRequest(message, { errors: { deductions: message } });
  }
  const report = await keptReport(session.userId, input.items);
  const done = await endAsCheckedOut(
    session,
    booking,
    held,
    { ...input, items: report.items, comparedWith: desk.checkIn },
    {
      ...handedBackAudit(input, report.incoming.length),
      ...(input.deductions.length ? { deductions: input.deductions.length } : {}),
    },
  );
  return { ...done, checkIn: desk.checkIn, incoming: report.incoming };
}

/**
 * A check-out without the desk's inspection: the bookings list's and the booking's Check Out, a status
 * change to Completed, the students list's (bulk) Check out, and a deactivation that ends the booking.
 * The desk records it all the same, with the key not recorded and no condition, and the whole deposit
 * comes back (decision 0050), so the booking's stay, the trail and the student's mail are those of the
 * desk's check-out.
 */
export async function checkOutWithoutInspection(
  session: Session,
  booking: Booking,
  more: {
    /** Staff's words for the archive, when they gave any (the status change takes a reason). */
    reason?: string;
    /** The caller's own items of the same transaction (a deactivation's record and waitlist). */
    extra?: (actor: Actor) => TransactItem[];
  } = {},
) {
  const held = depositHeldBy(booking, (await ledgerOf(booking.studentId)).entries);
  return endAsCheckedOut(session, booking, held, notInspected, {}, more);
}

/**
 * What a check-out records of the room and the deposit, and the check-in the room was compared with,
 * which its transaction holds (data/desk.ts checkOutItem).
 */
export type Inspection = Pick<CheckOut, 'keyReturned' | 'items' | 'deductions'> & {
  comparedWith: CheckIn | null;
};

/** What the desk records of a check-out without its inspection: the key and the condition not recorded. */
export const notInspected: Inspection = {
  keyReturned: null,
  items: [],
  deductions: [],
  comparedWith: null,
};

/**
 * The desk's record of a check-out at `at` and the deposit's return less the deductions, as items for
 * the ending's own transaction.
 */
export function checkOutItems(
  booking: Booking,
  held: ReturnType<typeof depositHeldBy>,
  input: Inspection,
  actor: Actor,
  at: string,
): { record: CheckOut; items: TransactItem[] } {
  const deposit = depositReturnItems(booking, held, input.deductions, actor, at);
  const record: CheckOut = {
    at,
    by: { id: actor.id, name: actor.name ?? null },
    keyReturned: input.keyReturned,
    items: input.items,
    deductions: input.deductions,
    depositHeld: held.amount,
    refunded: deposit.refunded,
    currency: held.currency,
  };
  return { record, items: [checkOutItem(booking.id, record, input.comparedWith), ...deposit.items] };
}

/**
 * Ends the booking as Completed with the desk's record of the check-out and the deposit's return, and
 * the student's notice of it in the same transaction, however staff checked them out.
 */
async function endAsCheckedOut(
  session: Session,
  booking: Booking,
  held: ReturnType<typeof depositHeldBy>,
  input: Inspection,
  details: Record<string, unknown>,
  {
    reason = messages.archiveReasons.checkedOut,
    extra = () => [],
  }: {
    reason?: string;
    extra?: (actor: Actor) => TransactItem[];
  } = {},
) {
  const written: { record?: CheckOut } = {};
  const archived = await endBookingBy(
    session,
    booking,
    'booking.checkOut',
    { status: 'inactive', reason },
    {
      details: { keyReturned: input.keyReturned, ...details },
      extra: (actor, at) => {
        const { record, items } = checkOutItems(booking, held, input, actor, at);
        written.record = record;
        return [...items, ...extra(actor)];
      },
      // `extra` has run by then: the record is written.
      tell: (archived) => [checkedOutNotice(archived, written.record!)],
    },
  );
  if (!written.record) throw new Error('check-out committed without its record');
  return { archived, checkOut: written.record };
}
