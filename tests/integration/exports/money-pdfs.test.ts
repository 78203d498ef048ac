import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { pay, reverse } from '../../support/money.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { owing } from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

const pdfOf = async (who: SignedIn, path: string) => {
  const response = await call(who, 'GET', path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { response, text: (await pdfPages(responseBytes(response.raw))).join('\n') };
};

describe('statements and receipts as PDF', () => {
  it('give the student every entry with its running balance, and each numbered receipt', async () => {
    const student = await aStudent();
    const admin = await signedInAs('admin');
    await owing(student, 260_000);
    const { entry: first } = await pay(admin, student.user.id, 100_000, 'mobileMoney', 'MTN-5521');
    const { entry: second } = await pay(admin, student.user.id, 10_000);
    expect((await reverse(admin, student.user.id, second.id, 'Counted twice')).status).toBe(200);

    const { response, text } = await pdfOf(student, `/students/${student.user.id}/money/statement`);
    expect(response.headers['content-disposition']).toContain('Statement_');
    expect(text).toContain('Statement of Account');
    expect(text).toContain(student.user.fullName);
    expect(text).toContain('GHS 1,600.00 owed');
    for (const shown of ['2,600.00', '1,000.00', '1,600.00', first.receiptNumber, 'MTN-5521', '(reversed)'])
      expect(text).toContain(shown);

    const receipt = await pdfOf(
      student,
      `/students/${student.user.id}/money/receipts/${first.receiptNumber}`,
    );
    expect(receipt.response.headers['content-disposition']).toBe(
      `attachment; filename="Receipt_${first.receiptNumber}.pdf"`,
    );
    for (const shown of [`Receipt ${first.receiptNumber}`, 'GHS 1,000.00', 'mobile money', 'MTN-5521'])
      expect(receipt.text).toContain(shown);
  });

  it('are the student’s own: staff download anyone’s, another student gets 403', async () => {
    const student = await aStudent();
    const admin = await signedInAs('admin');
    const { entry } = await pay(admin, student.user.id, 5_000);
    const other = await aStudent();
    for (const path of [
      `/students/${student.user.id}/money/statement`,
      `/students/${student.user.id}/money/receipts/${entry.receiptNumber}`,
    ]) {
      expect((await call(other, 'GET', path)).status).toBe(403);
      await pdfOf(admin, path);
    }
  });

  it('answer 404 for a receipt number that is not in the student’s ledger', async () => {
    const student = await aStudent();
    const admin = await signedInAs('admin');
    const { entry } = await pay(admin, (await aStudent()).user.id, 5_000);
    const response = await call(
      student,
      'GET',
      `/students/${student.user.id}/money/receipts/${entry.receiptNumber}`,
    );
    expect([response.status, response.body.message]).toEqual([404, messages.money.receiptNotFound]);
  });

  it('give each payout a voucher to sign, to the student and staff, and no other entry one', async () => {
    const student = await aStudent();
    const admin = await signedInAs('admin');
    const { entry: payment } = await pay(admin, student.user.id, 50_000);
    const paidOut = await call(admin, 'POST', `/students/${student.user.id}/money/payouts`, {
      amount: 45_000,
      method: 'mobileMoney',
      reference: 'MTN-OUT-7',
    });
    expect(paidOut.status).toBe(200);
    const path = `/students/${student.user.id}/money/payouts/${paidOut.body.entry.id}/voucher`;

    const { response, text } = await pdfOf(student, path);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Payout_Voucher_.+_\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    for (const shown of [
      'Payout Voucher',
      student.user.fullName,
      'GHS 450.00',
      'mobile money',
      'MTN-OUT-7',
      'Received by the student (signature)',
    ])
      expect(text).toContain(shown);
    await pdfOf(admin, path);
    expect((await call(await aStudent(), 'GET', path)).status).toBe(403);

    const notPayout = await call(
      student,
      'GET',
      `/students/${student.user.id}/money/payouts/${payment.id}/voucher`,
    );
    expect([notPayout.status, notPayout.body.message]).toEqual([404, messages.money.payoutNotFound]);
  });
});
