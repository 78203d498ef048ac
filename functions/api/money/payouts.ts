import * as messages from '#contract/messages';
import { formatMoney, recordPayoutSchema, type EntryRecorded } from '#contract/money';
import { currentPeriodKeyOf } from '#contract/money-reports';
import { conflict } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { actorOf } from '../../data/audit.ts';
import { CreditShort, ledgerOf, recordPayout, type Ledger } from '../../data/ledger.ts';
import { userStillExists } from '../../data/users.ts';
import { handedMoneyAuditItems } from '../../domain/money/handed-money-audit.ts';
import { payoutEntry } from '../../domain/money/payout.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { payoutNotice } from '../../domain/notifications/templates/payout.ts';
import { onStudent } from '../students/find-student.ts';
import { studentLedgerWrite } from './money-errors.ts';

/** Why a payout cannot be as large as asked, with what the student does hold. */
const creditShort = (ledger: Ledger) =>
  conflict(
    ledger.balance < 0
      ? messages.money.payoutOverCredit(formatMoney(-ledger.balance, ledger.currency!))
      : messages.money.noCredit,
  );

/**
 * POST /students/{id}/money/payouts (staff): credit the student holds (a deposit returned at check-out)
 * handed back to them at the desk, at most what they hold. It counts in the period's paid-out total,
 * names the student in the audit trail, and tells them by notice and mail. The ledger's own condition,
 * not this read, is what keeps two payouts at once from handing out one credit twice.
 */
export const recordPayoutOperation = onStudent({
  route: 'POST /students/{id}/money/payouts',
  access: staff,
  body: recordPayoutSchema,
  handle: async ({ record: user, body, session, settings }): Promise<EntryRecorded> => {
    const ledger = await ledgerOf(user.id);
    if (!ledger.currency || body.amount > -ledger.balance) throw creditShort(ledger);
    const actor = actorOf(session);
    const payout = payoutEntry(user.id, body, ledger.currency, actor, currentPeriodKeyOf(await settings()));
    const telling = new Telling();
    await studentLedgerWrite(user.id, async () => {
      try {
        await recordPayout(payout, [
          userStillExists(user.id),
          ...handedMoneyAuditItems(actor, { id: user.id, name: user.fullName }, payout),
          ...telling.items([payoutNotice(user, payout)]),
        ]);
      } catch (error) {
        if (error instanceof CreditShort) throw creditShort(await ledgerOf(user.id));
        throw error;
      }
    });
    const [after] = await Promise.all([ledgerOf(user.id), telling.afterCommit()]);
    return {
      entry: { ...payout, reversed: false },
      balance: after.balance,
      message: messages.money.payoutRecorded,
    };
  },
});
