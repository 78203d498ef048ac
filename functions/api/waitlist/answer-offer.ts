import { appPaths } from '#contract/app-paths';
import * as messages from '#contract/messages';
import { conflict, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { students } from '../../routes.ts';
import { recordedAuditItems, waitlistEntity, waitlistStudent } from '../../data/audit.ts';
import { creditOf } from '../../data/ledger.ts';
import { getRoom } from '../../data/rooms.ts';
import type { Settings } from '../../data/settings.ts';
import { acceptOffer, endOffer, getEntry } from '../../data/waitlist.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { bookingConfirmedMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { waitlistDeclinedMail, waitlistNotice } from '../../domain/notifications/templates/waitlist.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';
import { waitlistWrite } from './waitlist-errors.ts';
import { getPrices } from '../../data/prices.ts';
import { bookingChargeItems, bookingCosts } from '../../domain/money/booking-charges.ts';
import { depositDueByOf } from '../../domain/money/rules.ts';
import { periodOf } from './views.ts';

async function offeredEntryOf(studentId: string, settings: () => Promise<Settings>) {
  const entry = await getEntry(periodOf(await settings()), studentId);
  if (!entry?.offer || entry.status !== 'offered') throw conflict(messages.waitlist.noOffer);
  if (entry.offer.expiresAt <= new Date().toISOString()) throw conflict(messages.waitlist.offerExpired);
  return entry;
}

/**
 * POST /waitlist/offer/accept (student): the held bed becomes their booking in one transaction
 * (data/waitlist.ts acceptOffer), refused once the deadline has passed; the booking's confirmation mail
 * follows as for any booking.
 */
export const acceptOfferOperation = defineOperation({
  route: 'POST /waitlist/offer/accept',
  access: students,
  handle: async ({ session, settings }) => {
    const entry = await offeredEntryOf(session.userId, settings);
    const current = await settings();
    const [room, prices, credit] = await Promise.all([
      getRoom(entry.offer!.roomId),
      getPrices(entry, current.currency),
      creditOf(session.userId),
    ]);
    if (!room) throw notFound(messages.rooms.notFound);
    // Accepting an offer is a new booking: the deposit deadline applies as to any (issue #26 §7).
    const at = new Date().toISOString();
    const made = { at, depositDueBy: depositDueByOf(at, current.depositDeadline, prices.deposit, credit) };
    const actor = waitlistStudent(entry);
    const telling = new Telling();
    const booking = await waitlistWrite(() =>
      acceptOffer(
        entry,
        room,
        (created) => [
          ...recordedAuditItems({
            actor,
            action: 'waitlist.accept',
            entity: waitlistEntity(entry),
            after: { roomNumber: created.room.roomNumber },
          }),
          // Charged like any other booking, in the same transaction (issue #26).
          ...bookingChargeItems(created, prices, actor),
          // Confirmed like any other booking (issue #30).
          ...telling.items([
            bookingNotice(created, bookingConfirmedMail(created, bookingCosts(created, prices))),
          ]),
        ],
        made,
      ),
    );
    await telling.afterCommit();
    return { booking, message: messages.waitlist.accepted };
  },
});

/**
 * POST /waitlist/offer/decline (student): the bed goes back and the student leaves the queue, in one
 * transaction; the offer job then offers the bed to the next student.
 */
export const declineOfferOperation = defineOperation({
  route: 'POST /waitlist/offer/decline',
  access: students,
  handle: async ({ session, settings }) => {
    const entry = await offeredEntryOf(session.userId, settings);
    const telling = new Telling();
    const items = [
      ...recordedAuditItems({
        actor: waitlistStudent(entry),
        action: 'waitlist.decline',
        entity: waitlistEntity(entry),
        before: { roomNumber: entry.offer!.roomNumber },
      }),
      ...telling.items([
        waitlistNotice(entry, waitlistDeclinedMail(entry, entry.offer!), appPaths.student.rooms),
      ]),
    ];
    await waitlistWrite(() => endOffer(entry, items));
    await Promise.all([bedsFreed(), telling.afterCommit()]);
    return { message: messages.waitlist.declined };
  },
});
