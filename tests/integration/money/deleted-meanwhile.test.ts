import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import { deleteStudentRecord } from '../../../functions/data/students.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { pay, reverse } from '../../support/money.ts';
import { owing } from '../../support/paystack.ts';
import { beforeTheTransaction } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Deletes the student (settled, so the deletion is allowed) just before the next ledger transaction
 * that names them is sent: after the operation read them, before its write.
 */
async function deletedBeforeTheWrite(studentId: string) {
  const user = (await getUserById(studentId))!;
  beforeTheTransaction(
    (command) => JSON.stringify(command.input).includes(`LEDGER#${studentId}`),
    () => deleteStudentRecord(user, []),
  );
}

describe('staff’s ledger writes racing the student’s deletion', () => {
  it('record no payment for a student deleted between its read and its write', async () => {
    const student = await aStudent();
    await deletedBeforeTheWrite(student.user.id);

    const paid = await call(admin, 'POST', `/students/${student.user.id}/money/payments`, {
      amount: 10_000,
      method: 'cash',
    });

    expect([paid.status, paid.body.message]).toEqual([404, messages.students.notFound]);
    expect(await getUserById(student.user.id)).toBeNull();
    expect((await ledgerOf(student.user.id)).entries).toEqual([]);
  });

  it('reverse nothing for a student deleted between its read and its write', async () => {
    const student = await aStudent();
    await owing(student, 10_000);
    const { entry } = await pay(admin, student.user.id, 10_000);
    await deletedBeforeTheWrite(student.user.id);

    const reversed = await reverse(admin, student.user.id, entry.id, 'Bounced');

    expect([reversed.status, reversed.body.message]).toEqual([404, messages.students.notFound]);
    const ledger = await ledgerOf(student.user.id);
    expect([ledger.balance, ledger.entries.length]).toEqual([0, 2]);
  });
});
