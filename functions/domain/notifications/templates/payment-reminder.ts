import { formatMoney } from '#contract/amounts';
import { appPaths } from '#contract/app-paths';
import type { Notice } from '../notices.ts';
import { composeMail, managementLink } from './layout.ts';

/**
 * The student has charges past their due date (issue #26 §7): what is overdue and the whole balance,
 * sent at most once per the hostel's reminder interval (domain/money/payment-reminders.ts).
 */
export function paymentReminderNotice(
  student: { id: string; email: string; fullName: string },
  owed: { overdue: number; balance: number; currency: string },
): Notice {
  const overdue = formatMoney(owed.overdue, owed.currency);
  return {
    userId: student.id,
    category: 'payments',
    title: `Payment reminder: ${overdue} is overdue`,
    link: appPaths.student.money,
    mail: composeMail({
      to: student.email,
      subject: `Payment reminder: ${overdue} is overdue`,
      greeting: `Hello ${student.fullName},`,
      lines: [
        `${overdue} of your charges is past its due date. Your balance is ${formatMoney(owed.balance, owed.currency)}.`,
        'You can pay online from your money page, or at the hostel office by cash, bank transfer or mobile money.',
      ],
      action: { label: 'See your money', url: managementLink(appPaths.student.money) },
      after: ['If you have paid in the last few days, thank you: please ignore this reminder.'],
    }),
  };
}
