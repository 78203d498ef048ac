import { describe, expect, it } from 'vitest';
import { systemActor } from '../../../functions/data/audit.ts';
import { currentPeriodKeyOf } from '../../../functions/contract/money-reports.ts';
import { entryOf, ledgerOf, writeEntries } from '../../../functions/data/ledger.ts';
import { keptChargesOf, standingChargesOfLedger } from '../../../functions/data/standing-charges.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { storedBalanceOf } from '../../support/money.ts';
import { signedInAs } from '../../support/sessions.ts';

/**
 * The ledger cannot drift (issue #26 §3): 50 payments, charges and refunds on the same three students
 * at the same moment, through the API where staff make them and through the ledger where the booking
 * operations do, and afterwards every balance is exactly the sum of what was asked, every entry is there
 * once, the period's totals are the sums of what was asked, each balance keeps exactly its ledger's
 * charges (decision 0119), and the receipt numbers are unique and without gaps.
 */
describe('the ledger under concurrency', () => {
  it(
    'keeps every balance exact with 50 concurrent payments, charges and refunds',
    { timeout: 120_000 },
    async () => {
      const admin = await signedInAs('admin');
      const students = await Promise.all([aStudent(), aStudent(), aStudent()]);
      const expected = new Map(students.map((student) => [student.user.id, 0]));
      const operations = Array.from({ length: 50 }, (_, index) => {
        const student = students[index % students.length]!;
        const amount = 1_000 + index * 7;
        const kind = (['payment', 'rent', 'refund'] as const)[index % 3];
        const signed = kind === 'rent' ? amount : -amount;
        expected.set(student.user.id, expected.get(student.user.id)! + signed);
        return { student, kind, amount, signed };
      });

      const results = await Promise.all(
        operations.map(async ({ student, kind, amount, signed }) => {
          if (kind === 'payment') {
            const response = await call(admin, 'POST', `/students/${student.user.id}/money/payments`, {
              amount,
              method: 'cash',
            });
            return {
              status: response.status,
              receipt: response.body.entry?.receiptNumber as string | undefined,
            };
          }
          await writeEntries([
            entryOf({
              studentId: student.user.id,
              kind,
              amount: signed,
              currency: 'GHS',
              description: `${kind} ${amount}`,
              // Half the rent due on one day, so their amounts land on one attribute of the balance.
              dueDate: kind === 'rent' && amount % 2 === 0 ? '2026-01-15' : null,
              recordedBy: systemActor,
              period: currentPeriodKeyOf(await getSettings()),
            }),
          ]);
          return { status: 200, receipt: undefined };
        }),
      );

      expect(results.map((result) => result.status)).toEqual(operations.map(() => 200));
      for (const student of students) {
        const ledger = await ledgerOf(student.user.id);
        const mine = operations.filter((operation) => operation.student === student);
        expect(ledger.balance, student.user.fullName).toBe(expected.get(student.user.id));
        expect(ledger.balance).toBe(ledger.entries.reduce((sum, entry) => sum + entry.amount, 0));
        expect(ledger.entries).toHaveLength(mine.length);
        expect(ledger.entryCount).toBe(mine.length);
        expect(ledger.entries.map((entry) => entry.amount).sort()).toEqual(
          mine.map((operation) => operation.signed).sort(),
        );
        const { item, charges } = await storedBalanceOf(student.user.id);
        expect(keptChargesOf(item)).not.toBeNull();
        expect(charges).toEqual(standingChargesOfLedger(ledger.stored));
      }
      // The period's running totals moved with each entry, so they too are exactly what was asked.
      const totalOf = (kind: string) =>
        operations
          .filter((operation) => operation.kind === kind)
          .reduce((sum, { amount }) => sum + amount, 0);
      const totals = await call(admin, 'GET', '/money/totals');
      expect(totals.body.totals).toEqual({
        charged: totalOf('rent'),
        paid: totalOf('payment'),
        refunded: totalOf('refund'),
        // No payouts here: payouts.test.ts races those against one credit.
        paidOut: 0,
        outstanding: [...expected.values()].reduce((sum, balance) => sum + Math.max(0, balance), 0),
      });
      const receipts = results.flatMap((result) => (result.receipt ? [Number(result.receipt.slice(2))] : []));
      expect(receipts).toHaveLength(operations.filter((operation) => operation.kind === 'payment').length);
      const sorted = [...receipts].sort((a, b) => a - b);
      expect(sorted).toEqual(sorted.map((_, index) => sorted[0]! + index));
    },
  );
});
