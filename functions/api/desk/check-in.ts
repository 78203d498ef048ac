import { checkInSchema } from '#contract/desk';
import * as messages from '#contract/messages';
import { staff } from '../../routes.ts';
import { actorOf } from '../../data/audit.ts';
import { deskOf, recordCheckIn } from '../../data/desk.ts';
import { checkInAuditItems } from '../../domain/desk/check-in.ts';
import { deskWrite } from '../../domain/desk/desk-errors.ts';
import { keptReport, shownStay } from '../../domain/desk/photos.ts';
import { bookingStayOf } from '../../domain/desk/stay-days.ts';
import { forgetIncoming } from '../../domain/uploads/uploads.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { checkedInNotice } from '../../domain/notifications/templates/desk.ts';
import { onActiveBooking } from '../bookings/find-booking.ts';

/**
 * POST /bookings/{id}/check-in (staff): the key handed out and the room's condition item by item, each
 * with up to three photos this staff member uploaded (domain/desk/photos.ts). Only an active booking,
 * and once: the write's conditions hold both, so two desks at the same moment get one check-in and one
 * 409.
 */
export const checkInBooking = onActiveBooking({
  route: 'POST /bookings/{id}/check-in',
  access: staff,
  body: checkInSchema,
  handle: async ({ record: booking, body, session, settings }) => {
    const actor = actorOf(session);
    const report = await keptReport(session.userId, body.items);
    const checkIn = {
      at: new Date().toISOString(),
      by: { id: actor.id, name: actor.name ?? null },
      keyNumber: body.keyNumber,
      items: report.items,
    };
    const telling = new Telling();
    const told = telling.items([checkedInNotice(booking, checkIn)]);
    await deskWrite(() =>
      recordCheckIn(booking, checkIn, [
        ...checkInAuditItems(actor, booking, checkIn, report.incoming.length),
        ...told,
      ]),
    );
    await Promise.all([forgetIncoming(report.incoming), telling.afterCommit()]);
    const [desk, current] = await Promise.all([deskOf(booking.id), settings()]);
    return { stay: await shownStay(bookingStayOf(booking, desk, current)), message: messages.desk.checkedIn };
  },
});
