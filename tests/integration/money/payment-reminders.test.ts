import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, dayStartIn } from '../../../functions/contract/days.ts';
import { defaultPaymentReminders } from '../../../functions/contract/settings.ts';
import {
  sendPaymentReminders,
  startPaymentReminders,
} from '../../../functions/domain/money/payment-reminders.ts';
import { enqueue } from '../../../functions/platform/job-queue.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { pay } from '../../support/money.ts';
import { owing } from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

// A hostel where it is noon as this file starts, on UTC's calendar day (decision 0111): the schedule
// reminds only in the hostel's daytime, so its runs below remind whenever the tests run, and the due
// dates written as UTC's days are the hostel's too.
const hoursAhead = 12 - new Date().getUTCHours();
const zone = `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
process.env.HOSTEL_TIME_ZONE = zone;

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the schedule does: puts the reminders job on the queue, then waits for it and its batches. */
async function scheduledRun() {
  await enqueue([{ kind: 'payment-reminders', payload: {} }]);
  await jobsSettled();
}

const remindersTo = async (student: SignedIn) =>
  (await mailTo(student.user.email)).filter((mail) => mail.subject.startsWith('Payment reminder'));

async function paymentNotices(student: SignedIn) {
  await jobsSettled();
  const { body } = await call(student, 'GET', '/notifications?limit=100');
  return (body.notifications as { category: string; title: string; link: string | null }[]).filter(
    (entry) => entry.category === 'payments',
  );
}

const setReminders = (who: SignedIn, paymentReminders: unknown) =>
  call(who, 'PUT', '/settings', { paymentReminders });

afterEach(async () => {
  await setReminders(admin, defaultPaymentReminders);
});

describe('payment reminders', () => {
  it('wait for the hostel’s morning: a scheduled run in its night reminds no one, its first daytime run does', async () => {
    const student = await aStudent();
    await owing(student, 100_000, dayOffset(-1));
    const startOfToday = Date.parse(dayStartIn(dayIn(new Date(), zone), zone));
    const at = (hour: number, minute: number) => new Date(startOfToday + (hour * 60 + minute) * 60_000);
    // 08:59 and 21:00 at the hostel are just outside its reminder hours.
    await startPaymentReminders(at(8, 59));
    await startPaymentReminders(at(21, 0));
    await jobsSettled();
    expect(await remindersTo(student)).toEqual([]);

    // 09:00 is the first of them.
    await startPaymentReminders(at(9, 0));
    await jobsSettled();
    expect(await remindersTo(student)).toHaveLength(1);
  });

  it('mails a student whose charge is past due, with what is overdue, and files it under payments', async () => {
    const student = await aStudent();
    await owing(student, 240_000, dayOffset(-3));
    await owing(student, 50_000, dayOffset(5));

    await scheduledRun();

    const [mail, ...others] = await remindersTo(student);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Payment reminder: GHS 2,400.00 is overdue');
    expect(mail!.text).toContain('Your balance is GHS 2,900.00.');
    expect(mail!.text).toContain('/management/student/money');
    expect(await paymentNotices(student)).toEqual([
      expect.objectContaining({ title: 'Payment reminder: GHS 2,400.00 is overdue', link: '/student/money' }),
    ]);
  });

  it('reminds a student once per interval, however many runs there are, even side by side', async () => {
    const student = await aStudent();
    await owing(student, 100_000, dayOffset(-1));

    await scheduledRun();
    await Promise.all([scheduledRun(), scheduledRun()]);
    await sendPaymentReminders({ studentIds: [student.user.id, student.user.id] });

    expect(await remindersTo(student)).toHaveLength(1);
    expect(await paymentNotices(student)).toHaveLength(1);
  });

  it('reminds them again once the interval has passed, and not a day before', async () => {
    const student = await aStudent();
    await owing(student, 100_000, dayOffset(-1));
    await scheduledRun();
    const later = (days: number) => new Date(Date.now() + days * 86_400_000);

    expect(await sendPaymentReminders({ studentIds: [student.user.id] }, later(6))).toBe(0);
    expect(await sendPaymentReminders({ studentIds: [student.user.id] }, later(7.01))).toBe(1);

    expect(await remindersTo(student)).toHaveLength(2);
  });

  it('follows the interval staff set', async () => {
    await setReminders(admin, { enabled: true, intervalDays: 2 });
    const student = await aStudent();
    await owing(student, 100_000, dayOffset(-1));
    await scheduledRun();

    expect(
      await sendPaymentReminders({ studentIds: [student.user.id] }, new Date(Date.now() + 2.01 * 86_400_000)),
    ).toBe(1);
  });

  it('does not mail a student who has paid up, nor one whose charges are not yet due', async () => {
    const paidUp = await aStudent();
    await owing(paidUp, 240_000, dayOffset(-10));
    await pay(admin, paidUp.user.id, 240_000);
    const notYetDue = await aStudent();
    await owing(notYetDue, 240_000, dayOffset(0));
    const partlyPaid = await aStudent();
    await owing(partlyPaid, 240_000, dayOffset(-10));
    await pay(admin, partlyPaid.user.id, 200_000);

    await scheduledRun();

    expect(await remindersTo(paidUp)).toEqual([]);
    expect(await remindersTo(notYetDue)).toEqual([]);
    expect((await remindersTo(partlyPaid)).map((mail) => mail.subject)).toEqual([
      'Payment reminder: GHS 400.00 is overdue',
    ]);
  });

  it('does not mail a student whose account is deactivated', async () => {
    const student = await aStudent();
    await owing(student, 100_000, dayOffset(-2));
    expect(
      (await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: false })).status,
    ).toBe(200);

    await scheduledRun();

    expect(await remindersTo(student)).toEqual([]);
  });

  it('mails nobody while staff have turned reminders off', async () => {
    const student = await aStudent();
    await owing(student, 100_000, dayOffset(-2));
    const off = await setReminders(admin, { enabled: false, intervalDays: 7 });
    expect(off.status).toBe(200);
    expect(off.body.settings.paymentReminders).toEqual({ enabled: false, intervalDays: 7 });

    await scheduledRun();
    expect(await sendPaymentReminders({ studentIds: [student.user.id] })).toBe(0);

    expect(await remindersTo(student)).toEqual([]);
  });
});

describe('the reminder settings', () => {
  it('are staff’s to change: a student is refused and nothing changes', async () => {
    const student = await aStudent();

    const response = await setReminders(student, { enabled: false, intervalDays: 7 });

    expect(response.status).toBe(403);
    const { body } = await call(admin, 'GET', '/settings');
    expect(body.settings.paymentReminders).toEqual(defaultPaymentReminders);
  });

  it.each([
    [{ enabled: true, intervalDays: 0 }, 'The days between reminders must be a whole number from 1 to 60'],
    [{ enabled: true, intervalDays: 1000 }, 'The days between reminders must be a whole number from 1 to 60'],
    [{ enabled: 'no', intervalDays: 7 }, 'Say whether payment reminders are on'],
  ])('refuse %j with a 400 and its message', async (paymentReminders, message) => {
    const response = await setReminders(admin, paymentReminders);

    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });
});
