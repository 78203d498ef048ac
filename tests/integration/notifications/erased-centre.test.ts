import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPreferences } from '#contract/notifications';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { noticesPartition } from '../../../functions/data/keys.ts';
import {
  claimNoticeMail,
  markNoticeMailed,
  putNoticeEntry,
  releaseNoticeMail,
} from '../../../functions/data/notifications.ts';
import { itemsIn } from '../../support/account-items.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { beforeTheWrite } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const centreOf = (student: SignedIn) => itemsIn(noticesPartition(student.user.id));

/** Staff delete the student, and the queue erases what was theirs (decision 0108). */
async function deleted(student: SignedIn) {
  const admin = await signedInAs('admin');
  expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);
  expect((await jobsSettled()).deadLetters).toBe(0);
}

/** A notice filed in the student's centre, its mail claimed by the mail line: the entry's id. */
async function aClaimedNotice(student: SignedIn) {
  const at = new Date();
  const id = newTimeOrderedId(at);
  const entry = { id, at: at.toISOString(), userId: student.user.id, category: 'bookings' as const };
  await putNoticeEntry({ ...entry, title: 'Your room is booked' });
  expect(await claimNoticeMail(student.user.id, id)).toBe('bookings');
  return id;
}

describe('the mail line, on an entry erased while it held the mail', () => {
  it('gives back the claim of an entry that is there, for the retry to take', async () => {
    const student = await aStudent();
    const id = await aClaimedNotice(student);

    await releaseNoticeMail(student.user.id, id);

    expect(await claimNoticeMail(student.user.id, id)).toBe('bookings');
  });

  it('finds nothing to give back once the entry is erased, and writes nothing', async () => {
    const student = await aStudent();
    const id = await aClaimedNotice(student);
    await deleted(student);

    await releaseNoticeMail(student.user.id, id);

    expect(await centreOf(student)).toEqual([]);
  });

  it('records no mail sent once the entry is erased, and writes nothing', async () => {
    const student = await aStudent();
    const id = await aClaimedNotice(student);
    await deleted(student);

    await markNoticeMailed(student.user.id, id);

    expect(await centreOf(student)).toEqual([]);
  });
});

describe('a request of the student racing their deletion', () => {
  it('attack: saving choices of mail as the account is deleted leaves no preferences behind', async () => {
    const student = await aStudent();
    beforeTheWrite(
      (item) => item.PK === noticesPartition(student.user.id) && item.SK === 'PREFERENCES',
      () => deleted(student),
    );

    await call(student, 'PUT', '/notifications/preferences', { ...defaultPreferences, bookings: 'app' });

    expect(await centreOf(student)).toEqual([]);
  });

  it('attack: "Mark all as read" as the account is deleted leaves no read mark behind', async () => {
    const student = await aStudent();
    beforeTheWrite(
      (item) => item.PK === noticesPartition(student.user.id) && item.SK === 'READMARK',
      () => deleted(student),
    );

    await call(student, 'POST', '/notifications/read-all');

    expect(await centreOf(student)).toEqual([]);
  });

  it('saves choices of mail and the read mark of an account that stays', async () => {
    const student = await aStudent();

    await call(student, 'PUT', '/notifications/preferences', { ...defaultPreferences, bookings: 'app' });
    await call(student, 'POST', '/notifications/read-all');

    expect((await centreOf(student)).map((item) => item.SK).sort()).toEqual(['PREFERENCES', 'READMARK']);
  });
});
