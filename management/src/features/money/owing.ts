import { formatMoney } from '#contract/amounts';
import type { LedgerEntryForStudent, StudentMoney } from '#contract/money';
import { formatDate, formatDateTimeThisWeek } from '../../lib/dates.ts';

/**
 * What a balance owed means in time, under the amount (the student's dashboard, the Money screen): since
 * when it has been due, or by when the deposit is due while the booking waits for it, and how much of it
 * is late, as the payment reminders count it. Urgent while some is late or the deposit is awaited. Null
 * when nothing is owed.
 */
export function owingWords(
  money: StudentMoney<LedgerEntryForStudent>,
): { text: string; urgent: boolean } | null {
  if (money.balance <= 0 || !money.oldestDueDate) return null;
  // The bed is released at the deposit's deadline, days before the charges' own due date: that date
  // alone told the student they had until then (docs/spec.md §17, deposit deadline). The deadline, at
  // most a week off, reads as the booking's "Awaiting deposit until …" does.
  const due = money.depositDueBy
    ? `Deposit due by ${formatDateTimeThisWeek(money.depositDueBy)}`
    : `Due ${formatDate(money.oldestDueDate)}`;
  const overdue = money.overdue ?? 0;
  if (overdue <= 0) return { text: due, urgent: Boolean(money.depositDueBy) };
  return { text: `${due} · ${formatMoney(overdue, money.currency)} overdue`, urgent: true };
}
