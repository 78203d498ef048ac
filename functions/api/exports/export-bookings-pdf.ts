import { bookingsPdfRequestSchema, defaultBookingsReportTitle } from '#contract/exports';
import { defineOperation } from '../http/operation.ts';
import { buildBookingsReport } from '../../domain/exports/bookings-report.ts';
import { bookingsReportFileName } from '../../domain/exports/file-names.ts';
import { pdfReply } from './pdf-reply.ts';

/** POST /export/bookings/pdf: the bookings the admin has on screen, as a PDF report (SPEC.md §7). */
export const exportBookingsPdf = defineOperation({
  body: bookingsPdfRequestSchema,
  handle: async ({ body }) => {
    const title = body.title || defaultBookingsReportTitle;
    const pdf = await buildBookingsReport({ title, bookings: body.bookings, generatedAt: new Date() });
    return pdfReply(pdf, bookingsReportFileName(title));
  },
});
