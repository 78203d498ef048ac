import type { Operation } from '../http/operation.ts';
import { answerCheckIn } from './answer-check-in.ts';
import { checkInBooking } from './check-in.ts';
import { checkOutBooking } from './check-out.ts';
import { deskToday } from './desk-today.ts';
import { getBookingStay } from './get-stay.ts';
import { conditionPhotoUpload } from './photo-upload.ts';
import { setBookingDates } from './set-dates.ts';

/**
 * The desk: a booking's days, check-in (the student answers its report), check-out, today's list, and
 * the upload forms of the condition reports' photos.
 */
export const operations = {
  getBookingStay,
  setBookingDates,
  checkInBooking,
  answerCheckIn,
  checkOutBooking,
  deskToday,
  conditionPhotoUpload,
} satisfies Record<string, Operation>;
