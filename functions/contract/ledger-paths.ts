import { recordIdParam } from './record-ids.ts';
import * as z from './zod.ts';

/**
 * The paths of routes on one line of a student's ledger, apart from the money schemas, so the exports
 * Lambda checks its receipt and voucher paths without carrying them.
 */

/** The student, by id or by public id (`/students/{id}/…`, `/students/p/{publicId}/…`). */
const student = {
  id: z.optional(recordIdParam()),
  publicId: z.optional(recordIdParam()),
};

/** One entry, by its id: reversing it, a payout's voucher. */
export const entryParamsSchema = z.object({ ...student, entryId: recordIdParam() });

/** GET /students/{id}/money/receipts/{receiptNumber}: one numbered receipt (R-000042) of a student's. */
export const receiptParamsSchema = z.object({
  ...student,
  receiptNumber: recordIdParam(),
});

/**
 * POST /students/{id}/money/online-payments/{reference}/check and …/settle: one of a student's online
 * payments, by our reference (checked by the route).
 */
export const studentOnlinePaymentParamsSchema = z.object({
  ...student,
  reference: recordIdParam(),
});
