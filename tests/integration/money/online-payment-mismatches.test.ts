import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import { getOnlinePayment } from '../../../functions/data/online-payments.ts';
import { settleOnlinePayment } from '../../../functions/domain/money/online-payments.ts';
import { paystack } from '../../../functions/domain/money/paystack.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { beforeTheTransaction } from '../../support/racing.ts';
import { atCheckout, owing, paidUnheard, startedPaying, webhooksSettled } from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

const settle = (who: SignedIn, studentId: string, reference: string, body: unknown) =>
  call(who, 'POST', `/students/${studentId}/money/online-payments/${reference}/settle`, body);

const inProgress = async (studentId: string) =>
  (await call(await signedInAs('admin'), 'GET', `/students/${studentId}/money/online-payments`)).body
    .payments as { reference: string }[];

/** The trail's entries of staff settling a mismatch of `reference`. */
async function settlingsOf(reference: string) {
  const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=money.mismatchSettled');
  expect(trail.status).toBe(200);
  return (trail.body.entries as { actor: { id: string }; after: Record<string, unknown> }[]).filter(
    (entry) => entry.after.reference === reference,
  );
}

/** A student who owes 500.00 and paid it at Paystack, which recorded 1.00: recorded as a mismatch. */
async function mismatched() {
  const student = await aStudent();
  await owing(student, 50_000);
  const reference = await paidUnheard(student.user.id, 50_000, 100);
  expect(await settleOnlinePayment(paystack, reference)).toMatchObject({ outcome: 'mismatch' });
  return { student, reference };
}

const note = 'Refunded in Paystack on 2 Dec';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff marking a payment that does not match Paystack’s record as dealt with', () => {
  it('takes it off the Money tab’s list with their note, in the trail, crediting nothing', async () => {
    const { student, reference } = await mismatched();
    const admin = await signedInAs('admin');

    const settled = await settle(admin, student.user.id, reference, { note: `  ${note}  ` });

    expect([settled.status, settled.body]).toEqual([
      200,
      { reference, message: messages.money.mismatchSettled },
    ]);
    expect(await inProgress(student.user.id)).toEqual([]);
    expect(await getOnlinePayment(reference)).toMatchObject({
      status: 'mismatch',
      verified: { amount: 100, currency: 'GHS' },
      settledAt: expect.any(String),
      settledBy: { id: admin.user.id, role: 'admin', name: admin.user.fullName },
      note,
    });
    const [recorded, ...others] = await settlingsOf(reference);
    expect(others).toEqual([]);
    expect(recorded).toMatchObject({
      actor: { id: admin.user.id },
      entity: { type: 'money', id: student.user.id, name: student.user.fullName },
      after: { reference, amount: 'GHS 500.00', paystack: 'GHS 1.00', note },
    });
    const ledger = await ledgerOf(student.user.id);
    expect(ledger.stored.filter((entry) => entry.kind === 'payment')).toEqual([]);
    expect(ledger.balance).toBe(50_000);
  });

  it('is settled by the student’s public id too', async () => {
    const { student, reference } = await mismatched();
    const settled = await call(
      await signedInAs('super_admin'),
      'POST',
      `/students/p/${student.user.publicId}/money/online-payments/${reference}/settle`,
      { note },
    );
    expect(settled.status).toBe(200);
    expect(await inProgress(student.user.id)).toEqual([]);
  });

  it('asks what was done, and keeps it listed until it is said', async () => {
    const { student, reference } = await mismatched();
    const admin = await signedInAs('admin');
    for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(501) }]) {
      const refused = await settle(admin, student.user.id, reference, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await settle(admin, student.user.id, reference, {})).body.message).toBe(
      messages.money.settleNoteRequired,
    );
    expect(await inProgress(student.user.id)).toEqual([expect.objectContaining({ reference })]);
    expect(await settlingsOf(reference)).toEqual([]);
  });
});

describe('marking a payment as dealt with, attacked', () => {
  it('is for staff only: a student cannot mark even their own', async () => {
    const { student, reference } = await mismatched();

    const refused = await settle(student, student.user.id, reference, { note });

    expect(refused.status).toBe(403);
    expect(await inProgress(student.user.id)).toEqual([expect.objectContaining({ reference })]);
    expect((await getOnlinePayment(reference))!.note).toBeUndefined();
  });

  it('answers 404 for another student’s payment, one that is not ours and one of no shape of ours', async () => {
    const { student: payer, reference } = await mismatched();
    const other = await aStudent();
    const admin = await signedInAs('admin');
    for (const asked of [reference, `hostel-${'0'.repeat(32)}`, 'not-a-reference']) {
      const refused = await settle(admin, other.user.id, asked, { note });
      expect([refused.status, refused.body.message], asked).toEqual([
        404,
        messages.money.onlinePaymentNotFound,
      ]);
    }
    expect(await inProgress(payer.user.id)).toEqual([expect.objectContaining({ reference })]);
    expect(await settlingsOf(reference)).toEqual([]);
  });

  it('answers 409 when pressed again, recording it once', async () => {
    const { student, reference } = await mismatched();
    const admin = await signedInAs('admin');
    expect((await settle(admin, student.user.id, reference, { note })).status).toBe(200);

    const again = await settle(admin, student.user.id, reference, { note: 'Pressed twice' });

    expect([again.status, again.body.message]).toEqual([409, messages.money.mismatchAlreadySettled]);
    expect((await getOnlinePayment(reference))!.note).toBe(note);
    expect(await settlingsOf(reference)).toHaveLength(1);
  });

  it('answers 409 to the second of two staff at once, keeping the first’s note alone', async () => {
    const { student, reference } = await mismatched();
    const [admin, colleague] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
    // The colleague's goes in after this one read the payment, before its own write.
    const meanwhile = beforeTheTransaction(
      (command) => JSON.stringify(command.input).includes(reference),
      () => settle(colleague, student.user.id, reference, { note: 'Recorded at the desk as R-000042' }),
    );

    const late = await settle(admin, student.user.id, reference, { note });

    expect(meanwhile.value?.status).toBe(200);
    expect([late.status, late.body.message]).toEqual([409, messages.money.mismatchAlreadySettled]);
    expect(await getOnlinePayment(reference)).toMatchObject({
      settledBy: expect.objectContaining({ id: colleague.user.id }),
      note: 'Recorded at the desk as R-000042',
    });
    expect(await settlingsOf(reference)).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: colleague.user.id }) }),
    ]);
  });

  it('answers 409 for a payment that matches Paystack’s record, pending or paid, and leaves it as it was', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(30_000);
    const admin = await signedInAs('admin');

    const pending = await settle(admin, student.user.id, reference, { note });

    expect([pending.status, pending.body.message]).toEqual([409, messages.money.notAMismatch]);
    expect(await getOnlinePayment(reference)).toMatchObject({ status: 'pending' });
    expect(await inProgress(student.user.id)).toEqual([expect.objectContaining({ reference })]);

    await atCheckout(checkoutUrl);
    await webhooksSettled();
    expect(await settleOnlinePayment(paystack, reference)).toMatchObject({ outcome: 'paid' });
    const paid = await settle(admin, student.user.id, reference, { note });
    expect([paid.status, paid.body.message]).toEqual([409, messages.money.notAMismatch]);
    expect((await getOnlinePayment(reference))!.note).toBeUndefined();
    expect(await settlingsOf(reference)).toEqual([]);
  });
});
