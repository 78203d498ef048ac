import { formatMoney } from '#contract/amounts';
import { paymentMethodLabels } from '#contract/payment-methods';
import { moneyEntity, recordedAuditItems, type Actor } from '../../data/audit.ts';
import type { StoredEntry } from '../../data/ledger.ts';

/**
 * The audit entry of money that changed hands, in its entry's own transaction: a payment received (its
 * receipt number given; taken at the desk, paid online, or one of the demo data's), or credit paid out.
 */
export const handedMoneyAuditItems = (
  actor: Actor,
  student: { id: string; name: string },
  entry: StoredEntry,
) =>
  recordedAuditItems({
    actor,
    action: entry.kind === 'payout' ? 'money.payout' : 'money.payment',
    entity: moneyEntity(student.id, student.name),
    after: {
      ...(entry.receiptNumber ? { receiptNumber: entry.receiptNumber } : {}),
      amount: formatMoney(Math.abs(entry.amount), entry.currency),
      method: paymentMethodLabels[entry.method!],
      ...(entry.reference ? { reference: entry.reference } : {}),
    },
    at: entry.at,
  });
