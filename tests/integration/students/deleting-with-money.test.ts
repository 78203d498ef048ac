import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { currentBookingOf, endBooking } from '../../../functions/data/bookings.ts';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import {
  deleteStudentRecord,
  StudentHoldsMoney,
  studentDeletionItems,
  unlessMoneyHeld,
} from '../../../functions/data/students.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { pay } from '../../support/money.ts';
import { owing } from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const deleting = (student: SignedIn) => call(admin, 'DELETE', `/students/${student.user.id}`);

describe('deleting a student who holds money', () => {
  it('is refused while they owe, with what they owe and what to do, and nothing is deleted', async () => {
    const student = await aStudent();
    await owing(student, 12_000);

    const response = await deleting(student);

    expect([response.status, response.body.message]).toEqual([
      409,
      'This student owes GHS 120.00. Record their payment or reverse the charges before deleting them.',
    ]);
    expect((await call(admin, 'GET', `/students/${student.user.id}`)).status).toBe(200);
    const ledger = await ledgerOf(student.user.id);
    expect([ledger.balance, ledger.entries.length]).toEqual([12_000, 1]);
  });

  it('is refused while they are in credit, with the credit to pay out', async () => {
    const student = await aStudent();
    await pay(admin, student.user.id, 50_000);

    const response = await deleting(student);

    expect([response.status, response.body.message]).toEqual([
      409,
      'This student has GHS 500.00 in credit. Pay it out before deleting them.',
    ]);
    expect((await call(admin, 'GET', `/students/${student.user.id}`)).status).toBe(200);

    // As the message says: once the credit is paid out, the student can go.
    const payout = { amount: 50_000, method: 'cash' };
    expect((await call(admin, 'POST', `/students/${student.user.id}/money/payouts`, payout)).status).toBe(
      200,
    );
    expect((await deleting(student)).body.message).toBe(messages.students.deleted);
  });

  it('goes ahead once their payments bring the balance to zero', async () => {
    const student = await aStudent();
    await owing(student, 12_000);
    await pay(admin, student.user.id, 5_000);
    await pay(admin, student.user.id, 7_000);

    expect((await deleting(student)).body.message).toBe(messages.students.deleted);
    expect((await call(admin, 'GET', `/students/${student.user.id}`)).status).toBe(404);
  });

  it('is refused while they hold a bed and owe, and their booking stays current', async () => {
    const student = await aStudent();
    const booking = await book(student, await aRoom());
    await owing(student, 12_000);

    const response = await deleting(student);

    expect([response.status, response.body.message]).toEqual([
      409,
      messages.students.owesMoney('GHS 120.00'),
    ]);
    const current = await call(admin, 'GET', `/students/${student.user.id}/bookings/current`);
    expect(current.body.booking).toMatchObject({ id: booking.id, status: 'active' });
  });

  it('is refused by its own transaction when a charge lands after the balance was read', async () => {
    const student = await aStudent();
    const user = (await getUserById(student.user.id))!;

    // The balance is read as zero; the charge is written after that read and before the transaction.
    const deletion = unlessMoneyHeld(user.id, async () => {
      await owing(student, 12_000);
      await deleteStudentRecord(user, []);
    });

    await expect(deletion).rejects.toThrow(StudentHoldsMoney);
    await expect(deletion).rejects.toMatchObject({ balance: 12_000, currency: 'GHS' });
    expect(await getUserById(user.id)).not.toBeNull();
    expect((await ledgerOf(user.id)).balance).toBe(12_000);
  });

  it('with a bed is refused by its own transaction when a charge lands after the balance was read', async () => {
    const student = await aStudent();
    const booking = await book(student, await aRoom());
    const user = (await getUserById(student.user.id))!;
    const live = (await currentBookingOf(user.id))!;

    const deletion = unlessMoneyHeld(user.id, async () => {
      await owing(student, 12_000);
      await endBooking(live, { status: 'archived', reason: 'Student deleted', by: admin.user.id }, () => [], [
        ...studentDeletionItems(user),
      ]);
    });

    await expect(deletion).rejects.toMatchObject({ balance: 12_000, currency: 'GHS' });
    expect(await getUserById(user.id)).not.toBeNull();
    expect((await currentBookingOf(user.id))?.id).toBe(booking.id);
  });
});
