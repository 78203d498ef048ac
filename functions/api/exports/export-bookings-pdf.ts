import { bookingsPdfRequestSchema, defaultBookingsReportTitle } from '#contract/exports';
import { readersZoneQuerySchema } from '#contract/time-zones';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { buildBookingsReport } from '../../domain/exports/bookings-report.ts';
import { bookingsReportFileName } from '../../domain/exports/file-names.ts';
import { pdfReply } from './pdf-reply.ts';

/** POST /export/bookings/pdf: the bookings the admin has on screen, as a PDF report (docs/spec.md §7). */
export const exportBookingsPdf = defineOperation({
  route: 'POST /export/bookings/pdf',
  access: staff,
  // The body carries the rows to print: up to 5,000 bookings of a few short fields (about 1 MB;
  // contract/exports.ts bounds the text a PDF may hold).
  maxBodyBytes: 2 * 1024 * 1024,
  query: readersZoneQuerySchema,
  body: bookingsPdfRequestSchema,
  handle: async ({ query, body }) => {
    const title = body.title || defaultBookingsReportTitle;
    const pdf = await buildBookingsReport({
      title,
      bookings: body.bookings,
      generatedAt: new Date(),
      timeZone: query.timeZone,
    });
    return pdfReply(pdf, bookingsReportFileName(title));
  },
});
