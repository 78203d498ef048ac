import * as messages from '#contract/messages';
import { paymentMethodLabels, type RecordPayout } from '#contract/money';
import type { Actor } from '../../data/audit.ts';
import { entryOf } from '../../data/ledger.ts';

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
      description: messages.ledgerDescriptions.payout(paymentMethodLabels[payout.method]),
      method: payout.method,
      reference: payout.reference || null,
      recordedBy,
      period,
    },
    at,
  );
