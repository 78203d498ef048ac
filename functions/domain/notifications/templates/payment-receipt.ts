import { formatMoney } from '#contract/amounts';
import { appPaths } from '#contract/app-paths';
import { paymentMethodLabels } from '#contract/payment-methods';
import type { StoredEntry } from '../../../data/ledger.ts';
import type { Notice } from '../notices.ts';
import { composeMail, longDay, managementLink } from './layout.ts';
import { hostelDayOf } from '../../../platform/hostel-time.ts';

/** A payment was recorded for the student: their receipt, by number (issue #26 §5). */
export function paymentReceiptNotice(
  student: { id: string; email: string; fullName: string },
  payment: StoredEntry,
): Notice {
  const amount = formatMoney(-payment.amount, payment.currency);
  const title = `Payment received: ${amount}, receipt ${payment.receiptNumber}`;
  return {
    userId: student.id,
    category: 'payments',
    title,
    link: appPaths.student.money,
    mail: composeMail({
      to: student.email,
      subject: `Receipt ${payment.receiptNumber}: ${amount} received`,
      greeting: `Hello ${student.fullName},`,
      lines: [
        `We have received your payment of ${amount} by ${paymentMethodLabels[payment.method ?? 'cash']}${payment.reference ? ` (reference ${payment.reference})` : ''} on ${longDay(hostelDayOf(payment.at))}.`,
        `Your receipt number is ${payment.receiptNumber}. You can download the receipt and your statement from your money page.`,
      ],
      action: { label: 'See your money', url: managementLink(appPaths.student.money) },
      after: ['If you did not make this payment, please contact the hostel office.'],
    }),
  };
}
