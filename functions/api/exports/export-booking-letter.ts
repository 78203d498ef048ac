import * as messages from '#contract/messages';
import { readersZoneQuerySchema } from '#contract/time-zones';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { students } from '../../routes.ts';
import { getUserById } from '../../data/users.ts';
import { buildBookingLetter } from '../../domain/exports/booking-letter.ts';
import { bookingLetterFileName } from '../../domain/exports/file-names.ts';
import { currentStay } from '../../domain/residence/stay.ts';
import { pdfReply } from './pdf-reply.ts';

/**
 * GET /export/booking-letter (students): the signed-in student's own booking letter. The path names no
 * one: the letter is always of the session's student, so there is nobody else's to ask for.
 */
export const exportBookingLetter = defineOperation({
  route: 'GET /export/booking-letter',
  access: students,
  query: readersZoneQuerySchema,
  handle: async ({ query, session, settings }) => {
    const [student, stay] = await Promise.all([
      getUserById(session.userId),
      settings().then((current) => currentStay(session.userId, current)),
    ]);
    if (!student || !stay) throw notFound(messages.residence.noBooking);
    const pdf = await buildBookingLetter({
      student,
      stay,
      generatedAt: new Date(),
      timeZone: query.timeZone,
    });
    return pdfReply(pdf, bookingLetterFileName(student.fullName));
  },
});
