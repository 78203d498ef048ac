import * as messages from '#contract/messages';
import { formatMoney, paymentMethodLabels, type RecordPayout } from '#contract/money';
import { moneyEntity, recordedAuditItems, type Actor } from '../../data/audit.ts';
import { entryOf, type StoredEntry } from '../../data/ledger.ts';

/**
 * A payout of a student's credit at the desk, as the ledger writes it, counted in `period`: staff's
 * through the API, and the demo data's for its departed students.
 */
export const payoutEntry = (
  studentId: string,
  payout: RecordPayout,
  currency: string,
  recordedBy: Actor,
  period: string | null,
  at?: string,
) =>
  entryOf(
    {
      studentId,
      kind: 'payout',
      amount: payout.amount,
      currency,
      description: messages.money.descriptions.payout(paymentMethodLabels[payout.method]),
      method: payout.method,
      reference: payout.reference || null,
      recordedBy,
      period,
    },
    at,
  );

/** The audit entry of a payout, in the payout's own transaction. */
export const payoutAuditItems = (actor: Actor, student: { id: string; name: string }, entry: StoredEntry) =>
  recordedAuditItems({
    actor,
    action: 'money.payout',
    entity: moneyEntity(student.id, student.name),
    after: {
      amount: formatMoney(entry.amount, entry.currency),
      method: paymentMethodLabels[entry.method!],
      ...(entry.reference ? { reference: entry.reference } : {}),
    },
    at: entry.at,
  });
