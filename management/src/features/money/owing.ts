import { formatMoney } from '#contract/amounts';
import type { LedgerEntryForStudent, StudentMoney } from '#contract/money';
import { formatDate } from '../../lib/dates.ts';

/**
 * What a balance owed means in time, under the amount (the student's dashboard, the Money screen): since
 * when it has been due and how much of it is late, as the payment reminders count it. Null when nothing
 * is owed.
 */
export function owingWords(
  money: StudentMoney<LedgerEntryForStudent>,
): { text: string; late: boolean } | null {
  if (money.balance <= 0 || !money.oldestDueDate) return null;
  const due = `Due ${formatDate(money.oldestDueDate)}`;
  const overdue = money.overdue ?? 0;
  if (overdue <= 0) return { text: due, late: false };
  return { text: `${due} · ${formatMoney(overdue, money.currency)} overdue`, late: true };
}
