import { formatMoney, paymentMethodLabels } from '#contract/money';
import { moneyEntity, recordedAuditItems, type Actor } from '../../data/audit.ts';
import type { StoredEntry } from '../../data/ledger.ts';

/**
 * The audit entry of a payment written (its receipt number given), in the payment's own transaction:
 * taken at the desk, paid online, or one of the demo data's.
 */
export const paymentAuditItems = (actor: Actor, student: { id: string; name: string }, entry: StoredEntry) =>
  recordedAuditItems({
    actor,
    action: 'money.payment',
    entity: moneyEntity(student.id, student.name),
    after: {
      receiptNumber: entry.receiptNumber,
      amount: formatMoney(-entry.amount, entry.currency),
      method: paymentMethodLabels[entry.method!],
      ...(entry.reference ? { reference: entry.reference } : {}),
    },
    at: entry.at,
  });
