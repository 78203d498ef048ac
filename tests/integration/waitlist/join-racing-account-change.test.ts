import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getEntry } from '../../../functions/data/waitlist.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { hostelHas } from '../../support/waitlist.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

/** Runs `meanwhile` after POST /waitlist read the student, before its transaction is sent. */
const beforeTheJoin = (student: SignedIn, meanwhile: () => Promise<unknown>) =>
  beforeTheTransaction(
    holding(
      (item) => item.Put?.Item?.type === 'waitlistEntry' && item.Put.Item.studentId === student.user.id,
    ),
    meanwhile,
  );

const joined = async (student: SignedIn) =>
  call(student, 'POST', '/waitlist', {
    roomTypes: [await hostelHas(`Type-${Math.random().toString(36).slice(2, 8)}`)],
  });

describe('joining the waitlist while staff deactivate or delete the account', () => {
  it('refuses the join of a student deactivated between its read and its write', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    beforeTheJoin(student, async () =>
      expect(
        (await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: false })).status,
      ).toBe(200),
    );

    const join = await joined(student);

    expect([join.status, join.body.message]).toEqual([409, messages.bookingRefusals.studentInactive]);
    expect(await getEntry(await period(), student.user.id)).toBeNull();
  });

  it('refuses the join of a student deleted between its read and its write', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    beforeTheJoin(student, async () =>
      expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200),
    );

    expect((await joined(student)).status).toBe(409);

    expect(await getEntry(await period(), student.user.id)).toBeNull();
  });
});
