import type { EntryKind } from '#contract/money';
import type { PeriodTotals } from '#contract/money-reports';

/**
 * A period's running totals, kept on each student's balance item and moved by ADD in the transaction of
 * each entry (docs/decisions/0041-money-for-staff.md): one attribute per total and period,
 * `total#{charged|paid|refunded|paidOut}#{period}`. Summing them over the balances partition gives the period's
 * totals with no item every writer of the hostel would contend for.
 */

export type PeriodTotalName = keyof Omit<PeriodTotals, 'outstanding'>;
export const periodTotalNames: readonly PeriodTotalName[] = ['charged', 'paid', 'refunded', 'paidOut'];

export const periodTotalAttribute = (name: PeriodTotalName, period: string) => `total#${name}#${period}`;

/**
 * Which total an entry moves and by how much: a charge adds to what was charged, a payment to what was
 * paid and a refund to what was refunded (both as positive amounts), a payout to what was paid out; a
 * reversal takes its amount back from the total of the kind it reverses.
 */
export function periodTotalOf(
  kind: EntryKind,
  amount: number,
  reversedKind?: EntryKind,
): { name: PeriodTotalName; amount: number } {
  if (kind === 'rent' || kind === 'deposit') return { name: 'charged', amount };
  if (kind === 'payment') return { name: 'paid', amount: -amount };
  if (kind === 'refund') return { name: 'refunded', amount: -amount };
  if (kind === 'payout') return { name: 'paidOut', amount };
  if (!reversedKind || reversedKind === 'reversal')
    throw new Error('A reversal counts in its original’s total, so its kind must be given');
  return periodTotalOf(reversedKind, amount);
}

/** `totals` with one entry's amount added to its period's total (unchanged for an entry with no period). */
export function addPeriodTotals(
  totals: Readonly<Record<string, number>>,
  entry: { kind: EntryKind; amount: number; period?: string | null },
  reversedKind?: EntryKind,
): Record<string, number> {
  if (!entry.period) return { ...totals };
  const moved = periodTotalOf(entry.kind, entry.amount, reversedKind);
  const attribute = periodTotalAttribute(moved.name, entry.period);
  return { ...totals, [attribute]: (totals[attribute] ?? 0) + moved.amount };
}
