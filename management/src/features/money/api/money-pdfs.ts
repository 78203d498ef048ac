import * as messages from '#contract/messages';
import { api } from '../../../lib/api.ts';
import { download } from '../../../lib/reports/download.ts';
import { pdfFile } from '../../../lib/reports/pdf-download.ts';
import { loadToast } from '../../../lib/toasts.ts';

const base = (studentId: string) => `/students/${encodeURIComponent(studentId)}/money`;

/** GET /students/{id}/money/statement: the student's statement, saved under the server's name. */
export async function downloadStatement(studentId: string): Promise<boolean> {
  return download(await loadToast(), messages.money.statementFailed, async () => {
    const { blob, headers } = await api.getForFile(`${base(studentId)}/statement`);
    return pdfFile(blob, headers, 'Statement.pdf');
  });
}

/** GET /students/{id}/money/receipts/{receiptNumber}: one numbered receipt. */
export async function downloadReceipt(studentId: string, receiptNumber: string): Promise<boolean> {
  return download(await loadToast(), messages.money.receiptFailed, async () => {
    const { blob, headers } = await api.getForFile(
      `${base(studentId)}/receipts/${encodeURIComponent(receiptNumber)}`,
    );
    return pdfFile(blob, headers, `Receipt_${receiptNumber}.pdf`);
  });
}

/** GET /students/{id}/money/payouts/{entryId}/voucher: one payout's voucher, for the student to sign. */
export async function downloadPayoutVoucher(studentId: string, entryId: string): Promise<boolean> {
  return download(await loadToast(), messages.money.voucherFailed, async () => {
    const { blob, headers } = await api.getForFile(
      `${base(studentId)}/payouts/${encodeURIComponent(entryId)}/voucher`,
    );
    return pdfFile(blob, headers, 'Payout_Voucher.pdf');
  });
}
