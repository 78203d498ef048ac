import { formatMoney } from '#contract/amounts';
import { appPaths } from '#contract/app-paths';
import { paymentMethodLabels } from '#contract/payment-methods';
import type { StoredEntry } from '../../../data/ledger.ts';
import type { Notice } from '../notices.ts';
import { composeMail, longDay, managementLink } from './layout.ts';
import { hostelDayOf } from '../../../platform/hostel-time.ts';

/** Staff paid the student's credit back to them: how much, how, and where the ledger shows it. */
export function payoutNotice(
  student: { id: string; email: string; fullName: string },
  payout: StoredEntry,
): Notice {
  const amount = formatMoney(payout.amount, payout.currency);
  return {
    userId: student.id,
    category: 'payments',
    title: `Credit paid out to you: ${amount}`,
    link: appPaths.student.money,
    mail: composeMail({
      to: student.email,
      subject: `${amount} of your credit paid out to you`,
      greeting: `Hello ${student.fullName},`,
      lines: [
        `The hostel office has paid ${amount} of your credit back to you by ${paymentMethodLabels[payout.method ?? 'cash']}${payout.reference ? ` (reference ${payout.reference})` : ''} on ${longDay(hostelDayOf(payout.at))}.`,
        'Your money page shows it in your statement.',
      ],
      action: { label: 'See your money', url: managementLink(appPaths.student.money) },
      after: ['If you did not receive this money, please contact the hostel office.'],
    }),
  };
}
