import { bookingExportRowOf, defaultBookingsReportTitle } from '#contract/exports';
import * as messages from '#contract/messages';
import { api } from '../../../lib/api.ts';
import type { Booking } from '../../../types/api.ts';
import { download, type Toasts } from '../../../lib/reports/download.ts';
import { defaultPdfFileNames, pdfFile } from '../../../lib/reports/pdf-download.ts';

/** The bookings PDF of what the list shows (POST /export/bookings/pdf, docs/spec.md §7), with its toasts. */
export function downloadBookingsPdf(
  bookings: () => Promise<readonly Booking[]>,
  toasts: Toasts,
  title: string = defaultBookingsReportTitle,
): Promise<boolean> {
  return download(toasts, messages.exports.bookingsPdfFailed, async () => {
    const rows = (await bookings()).map(bookingExportRowOf);
    const { blob, headers } = await api.postForFile(
      '/export/bookings/pdf',
      { title, bookings: rows },
      'application/pdf',
    );
    return pdfFile(blob, headers, defaultPdfFileNames.bookings);
  });
}
