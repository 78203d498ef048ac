import { bookingDatesSchema, datesNearSemester, datesSlackDays } from '#contract/desk';
import * as messages from '#contract/messages';
import { badRequest } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { actorOf, auditItems, bookingEntity } from '../../data/audit.ts';
import { deskOf, setStayDates } from '../../data/desk.ts';
import { deskWrite } from '../../domain/desk/desk-errors.ts';
import { shownStay } from '../../domain/desk/photos.ts';
import { bookingStayOf, semesterDaysOf, stayDaysOf } from '../../domain/desk/stay-days.ts';
import { onActiveBooking } from '../bookings/find-booking.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { stayDatesNotice } from '../../domain/notifications/templates/desk.ts';

/**
 * PUT /bookings/{id}/dates (staff): the booking's own arrival and departure, near the semester's; null
 * gives the semester's back. Only while the booking is active and not checked out.
 */
export const setBookingDates = onActiveBooking({
  route: 'PUT /bookings/{id}/dates',
  access: staff,
  body: bookingDatesSchema,
  handle: async ({ record: booking, body, session, settings }) => {
    const [desk, current] = await Promise.all([deskOf(booking.id), settings()]);
    if (body.dates && !datesNearSemester(body.dates, semesterDaysOf(booking, current))) {
      const message = messages.desk.datesFarFromSemester(datesSlackDays);
      throw badRequest(message, { errors: { 'dates.arrival': message } });
    }
    const before = stayDaysOf(booking, desk, current);
    const saved = { ...desk, arrival: body.dates?.arrival ?? null, departure: body.dates?.departure ?? null };
    const after = stayDaysOf(booking, saved, current);
    const telling = new Telling();
    const changed = before.arrival !== after.arrival || before.departure !== after.departure;
    const told = telling.items(changed ? [stayDatesNotice(booking, after)] : []);
    await deskWrite(() =>
      setStayDates(booking, desk, body.dates, [
        ...auditItems({
          actor: actorOf(session),
          action: 'booking.dates',
          entity: bookingEntity(booking),
          before: { arrival: before.arrival, departure: before.departure },
          after: { arrival: after.arrival, departure: after.departure },
        }),
        ...told,
      ]),
    );
    await telling.afterCommit();
    return {
      stay: await shownStay(bookingStayOf(booking, saved, current)),
      message: messages.desk.datesSaved,
    };
  },
});
