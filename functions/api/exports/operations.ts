import type { Operation } from '../http/operation.ts';
import { exportBookingLetter } from './export-booking-letter.ts';
import { exportBookingsPdf } from './export-bookings-pdf.ts';
import { exportMaintenancePdf } from './export-maintenance-pdf.ts';
import { exportPayoutVoucher, exportReceipt, exportStatement } from './export-money.ts';
import { exportBalancesPdf, exportPaymentsPdf } from './export-money-reports.ts';
import { exportStudentPdf } from './export-student-pdf.ts';

/** Reports (docs/spec.md §7). */
export const operations = {
  exportBookingsPdf,
  exportStudentPdf,
  exportBookingLetter,
  exportStatement,
  exportReceipt,
  exportPayoutVoucher,
  exportMaintenancePdf,
  exportPaymentsPdf,
  exportBalancesPdf,
} satisfies Record<string, Operation>;
