import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '#contract/notifications';
import { getBooking } from '../../../functions/data/bookings.ts';
import { getRequest } from '../../../functions/data/maintenance.ts';
import { addRecoveryCodes } from '../../../functions/data/second-factors.ts';
import { issueToken, tokenLifetimeSeconds } from '../../../functions/data/tokens.ts';
import { noticeOf, tellOfCommitted } from '../../../functions/domain/notifications/notices.ts';
import { enqueue } from '../../../functions/platform/job-queue.ts';
import { keptRecordsOf, nonePersonal, personalItemsOf } from '../../support/account-items.ts';
import { resetLinkTo } from '../../support/auth.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { pay } from '../../support/money.ts';
import { owing } from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { aResident, report } from '../maintenance/support.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

/**
 * What a student's use of the hostel leaves in their notification centre and beside their account:
 * notices (a resident's booking and receipt too), the read mark of "Mark all as read", their choices of mail, a
 * reset link and an email change's undo link, recovery codes.
 */
async function leavePersonalItems(student: SignedIn) {
  const subject = 'Water off on Friday';
  await tellOfCommitted([
    noticeOf(student.user.id, 'announcements', {
      to: student.user.email,
      subject,
      text: subject,
      html: subject,
    }),
  ]);
  await call(student, 'PUT', '/notifications/preferences', { ...defaultPreferences, bookings: 'app' });
  await jobsSettled();
  await call(student, 'POST', '/notifications/read-all');
  await resetLinkTo(student.user.email);
  await issueToken('undo-email-change', student.user, tokenLifetimeSeconds.undoEmailChange, {
    oldEmail: student.user.email,
  });
  await addRecoveryCodes(student.user.id, ['abcd-efgh-ijkl']);
  const before = await personalItemsOf(student.user.id);
  expect(before.centre.map((item) => item.SK)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^N#/), 'PREFERENCES', 'READMARK']),
  );
  expect(before.links.map((item) => item.purpose).sort()).toEqual(['reset-password', 'undo-email-change']);
  expect(before.credentials).not.toEqual([]);
}

/** A resident who booked, paid what they owed and reported a repair: a history the hostel keeps. */
async function aResidentWithAHistory() {
  const { student, booking } = await aResident();
  await owing(student, 12_000);
  await pay(admin, student.user.id, 12_000);
  const request = await report(student);
  await leavePersonalItems(student);
  return { student, booking, request };
}

const deleting = async (student: SignedIn) => {
  expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);
  expect((await jobsSettled()).deadLetters).toBe(0);
};

describe('deleting a student erases what was theirs alone and keeps the hostel’s records', () => {
  it('leaves nothing of their notification centre, links or second factors, for a resident', async () => {
    const { student, booking, request } = await aResidentWithAHistory();
    const kept = await keptRecordsOf(student.user.id);

    await deleting(student);

    expect(await personalItemsOf(student.user.id)).toEqual(nonePersonal);
    // The ledger as it was; the booking in the archive; the repair and the audit trail still there.
    expect((await keptRecordsOf(student.user.id)).ledger).toEqual(kept.ledger);
    expect((await getBooking(booking.id))?.status).toBe('archived');
    expect(await getRequest(request.id)).not.toBeNull();
    const { audit } = await keptRecordsOf(student.user.id);
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['student.delete']));
    expect(audit.length).toBeGreaterThan(kept.audit.length);
  });

  it('leaves nothing of their notification centre, links or second factors, for a student without a bed', async () => {
    const student = await aStudent();
    await leavePersonalItems(student);

    await deleting(student);

    expect(await personalItemsOf(student.user.id)).toEqual(nonePersonal);
  });

  it('changes nothing when the erasure runs again, as a queue may deliver it twice', async () => {
    const { student } = await aResidentWithAHistory();
    await deleting(student);
    const kept = await keptRecordsOf(student.user.id);

    await enqueue([{ kind: 'erase-account', payload: { userId: student.user.id } }]);
    const { deadLetters } = await jobsSettled();

    expect(deadLetters).toBe(0);
    expect(await personalItemsOf(student.user.id)).toEqual(nonePersonal);
    expect(await keptRecordsOf(student.user.id)).toEqual(kept);
  });

  it('erases nothing of an account that exists, whatever a message on the queue names', async () => {
    const student = await aStudent();
    await leavePersonalItems(student);
    const before = await personalItemsOf(student.user.id);

    await enqueue([{ kind: 'erase-account', payload: { userId: student.user.id } }]);
    const { deadLetters } = await jobsSettled();

    expect(deadLetters).toBe(0);
    expect(await personalItemsOf(student.user.id)).toEqual(before);
  });
});
