import { createBookingSchema } from '#contract/bookings';
import * as messages from '#contract/messages';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { actorOf, auditItems, bookingName } from '../../data/audit.ts';
import { createBooking } from '../../data/bookings.ts';
import { isInternalId } from '../../data/ids.ts';
import { creditOf } from '../../data/ledger.ts';
import { getUserById, getUserByPublicId } from '../../data/users.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { bookingConfirmedMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { bookingGuards, getEntry } from '../../data/waitlist.ts';
import { findRoomByAnyId } from '../rooms/find-room.ts';
import { bookingWrite } from '../../domain/bookings/booking-errors.ts';
import { getPrices } from '../../data/prices.ts';
import { bookingChargeItems, bookingCosts } from '../../domain/money/booking-charges.ts';
import { depositDueByOf } from '../../domain/money/rules.ts';

/**
 * POST /bookings: a student books a bed for themself; staff book for a student they name
 * (createdByAdmin). The academic period comes from the settings. Capacity, the one-active-booking rule,
 * the room's status and gender designation are all enforced inside the transaction (data/bookings.ts),
 * so when the last bed was just taken this answers 409.
 */
export const createBookingOperation = defineOperation({
  route: 'POST /bookings',
  access: signedIn,
  body: createBookingSchema,
  handle: async ({ body, session, settings: readSettings }) => {
    const byStaff = session.role !== 'student';
    if (byStaff && !body.studentId) throw badRequest(messages.bookings.studentRequired);
    const studentId = byStaff ? body.studentId! : session.userId;
    const settings = await readSettings();
    const period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
    // An internal id is the student's own key, so their waitlist entry and credit are read beside them
    // and the room: one round trip before the write instead of three.
    const byId = isInternalId(studentId);
    const [student, room, entry, prices, heldCredit] = await Promise.all([
      byId ? getUserById(studentId) : getUserByPublicId(studentId),
      findRoomByAnyId(body.roomId),
      byId ? getEntry(period, studentId) : undefined,
      getPrices(period, settings.currency),
      byId ? creditOf(studentId) : undefined,
    ]);
    if (!student || student.role !== 'student') throw notFound(messages.students.notFound);
    if (!student.isActive) throw conflict(messages.bookingRefusals.studentInactive);
    const [waitlistEntry, credit] = await Promise.all([
      entry !== undefined ? entry : getEntry(period, student.id),
      heldCredit ?? creditOf(student.id),
    ]);
    const at = new Date().toISOString();
    const telling = new Telling();
    const booking = await bookingWrite(
      () =>
        createBooking({
          student,
          room,
          academicYear: settings.currentAcademicYear,
          semester: settings.currentSemester,
          createdByAdmin: byStaff,
          at,
          depositDueBy: depositDueByOf(at, settings.depositDeadline, prices.deposit, credit),
          // The waitlist's guards (data/waitlist.ts): a student cannot book past students waiting for
          // this room's beds; staff can (they see who waits first). Either way a waiting student who is
          // booked leaves the queue in the same transaction.
          guards: bookingGuards(room, period, student.id, waitlistEntry, { queueApplies: !byStaff }),
          // The period's rent and deposit are charged in the booking's own transaction (issue #26).
          audit: (created) => [
            ...auditItems({
              actor: actorOf(session),
              action: 'booking.create',
              entity: {
                type: 'booking',
                id: created.id,
                name: bookingName(created),
                publicId: created.publicId,
              },
              after: {
                student: created.student.fullName,
                room: created.room.roomNumber,
                status: created.status,
              },
            }),
            ...bookingChargeItems(created, prices, actorOf(session)),
            ...telling.items([
              bookingNotice(created, bookingConfirmedMail(created, bookingCosts(created, prices))),
            ]),
          ],
        }),
      { byStaff, designation: room.genderDesignation },
    );
    await telling.afterCommit();
    return reply({ booking, message: messages.bookings.created }, { status: 201 });
  },
});
