import type { Operation } from '../http/operation.ts';
import { answerCheckIn } from './answer-check-in.ts';
import { checkInBooking } from './check-in.ts';
import { checkOutBooking } from './check-out.ts';
import { deskToday } from './desk-today.ts';
import { getBookingStay } from './get-stay.ts';
import { conditionPhotoUpload } from './photo-upload.ts';
import { setBookingDates } from './set-dates.ts';
import { collectParcelOperation } from './collect-parcel.ts';
import { getParcelOperation } from './get-parcel.ts';
import { listParcels } from './list-parcels.ts';
import { logParcelOperation } from './log-parcel.ts';
import { myParcels } from './my-parcels.ts';
import { removeParcelOperation } from './remove-parcel.ts';

/**
 * The desk: a booking's days, check-in (the student answers its report), check-out, today's list, and
 * the upload forms of the condition reports' photos; and the parcels delivered to the desk for students.
 */
export const operations = {
  getBookingStay,
  setBookingDates,
  checkInBooking,
  answerCheckIn,
  checkOutBooking,
  deskToday,
  conditionPhotoUpload,
  logParcel: logParcelOperation,
  listParcels,
  myParcels,
  getParcel: getParcelOperation,
  collectParcel: collectParcelOperation,
  removeParcel: removeParcelOperation,
} satisfies Record<string, Operation>;
