import type { LedgerEntryForStudent } from '#contract/money';

/**
 * Which of a ledger's entries staff may reverse, as the server decides (data/ledger.ts reverseEntry): a
 * payment or a charge not yet reversed, unless a refund still standing gives the charge back, which is
 * reversed first.
 */
export function reversibleIn(
  entries: readonly LedgerEntryForStudent[],
): (entry: LedgerEntryForStudent) => boolean {
  const refunded = new Set(entries.flatMap((entry) => (entry.reversed ? [] : (entry.refunds ?? []))));
  return (entry) => entry.kind !== 'reversal' && !entry.reversed && !refunded.has(entry.id);
}
