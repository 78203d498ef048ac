import * as messages from '#contract/messages';
import { api } from '../../../lib/api.ts';
import { download } from '../../../lib/reports/download.ts';
import { pdfFile } from '../../../lib/reports/pdf-download.ts';
import { loadToast } from '../../../lib/toasts.ts';

/** GET /export/booking-letter: the signed-in student's own letter, saved under the server's name. */
export async function downloadBookingLetter(): Promise<boolean> {
  return download(await loadToast(), messages.residence.letterFailed, async () => {
    const { blob, headers } = await api.getForFile('/export/booking-letter');
    return pdfFile(blob, headers, 'Booking_Letter.pdf');
  });
}
