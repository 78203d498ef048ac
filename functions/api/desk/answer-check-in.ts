import { checkInAnswerSchema, stayForStudent } from '#contract/desk';
import * as messages from '#contract/messages';
import { conflict, forbidden } from '../../platform/errors.ts';
import { students } from '../../routes.ts';
import { actorOf, bookingEntity, recordedAuditItems } from '../../data/audit.ts';
import { deskOf, recordCheckInAnswer } from '../../data/desk.ts';
import { deskWrite } from '../../domain/desk/desk-errors.ts';
import { shownStay } from '../../domain/desk/photos.ts';
import { bookingStayOf } from '../../domain/desk/stay-days.ts';
import { onActiveBooking } from '../bookings/find-booking.ts';
import { getUserById } from '../../data/users.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { checkInDisputedNotice } from '../../domain/notifications/templates/desk.ts';

/**
 * POST /bookings/{id}/check-in/answer (the booking's student only): confirms the check-in's condition
 * report, disputing the items named with a note. Once; the trail records it like staff's writes.
 */
export const answerCheckIn = onActiveBooking({
  route: 'POST /bookings/{id}/check-in/answer',
  access: students,
  own: true,
  body: checkInAnswerSchema,
  handle: async ({ record: booking, body, session, settings }) => {
    // findActiveBooking refuses another student's booking; this says so again where it matters most.
    if (booking.studentId !== session.userId) throw forbidden(messages.requests.forbidden);
    const desk = await deskOf(booking.id);
    if (!desk.checkIn) throw conflict(messages.desk.notCheckedIn, { reason: 'notCheckedIn' });
    const answer = { at: new Date().toISOString(), disputes: body.disputes };
    const [current, checkedInBy] = await Promise.all([
      settings(),
      answer.disputes.length ? getUserById(desk.checkIn.by.id) : null,
    ]);
    const telling = new Telling();
    const told = telling.items(
      checkedInBy?.isActive ? [checkInDisputedNotice(booking, checkedInBy, answer)] : [],
    );
    await deskWrite(() =>
      recordCheckInAnswer(booking, answer, [
        ...recordedAuditItems({
          actor: actorOf(session),
          action: 'booking.checkInAnswer',
          entity: bookingEntity(booking),
          after: {
            confirmed: answer.disputes.length === 0,
            disputed: answer.disputes.map((dispute) => `${dispute.item}: ${dispute.note}`),
          },
        }),
        ...told,
      ]),
    );
    await telling.afterCommit();
    return {
      stay: stayForStudent(
        await shownStay(bookingStayOf(booking, { ...desk, checkIn: { ...desk.checkIn, answer } }, current)),
      ),
      message: messages.desk.answered,
    };
  },
});
