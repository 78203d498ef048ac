import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { currentBookingOf, getBooking } from '../../../functions/data/bookings.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { aRoom, aStudent, call } from '../../support/hostel.ts';
import { heldJobsRun, jobsSettled } from '../../support/jobs.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Runs `meanwhile` after POST /bookings read the academic period, just before the booking's transaction
 * is sent: the moment a roll-over may pass while the booking is on its way.
 */
const beforeTheBookingOf = (student: SignedIn, meanwhile: () => Promise<unknown>) =>
  beforeTheTransaction(
    holding((item) => item.Put?.Item?.type === 'booking' && item.Put.Item.studentId === student.user.id),
    meanwhile,
  );

describe('a booking on its way while staff change the academic period', () => {
  for (const by of ['student', 'staff'] as const)
    it(`made by ${by} under the period before, after the roll-over's first pass, is archived by its settle pass`, async () => {
      await putSettings({ ...defaultSettings(), currentAcademicYear: '2071/2072', currentSemester: 1 });
      const admin = await signedInAs('admin');
      const room = await aRoom({ capacity: 1 });
      const student = await aStudent();
      // The period changes and the roll-over's first pass runs to its end before the booking commits.
      beforeTheBookingOf(student, async () => {
        expect((await call(admin, 'PUT', '/settings', { currentSemester: 2 })).status).toBe(200);
        expect(await jobsSettled()).toEqual({ deadLetters: 0 });
      });

      const response =
        by === 'student'
          ? await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true })
          : await call(admin, 'POST', '/bookings', {
              roomId: room.id,
              studentId: student.user.id,
              termsAgreed: true,
            });
      expect(response.status).toBe(201);
      expect((await call(admin, 'GET', '/settings')).body.rollOver).toMatchObject({ status: 'running' });

      // The settle pass, held back until no write that read the old period can still land.
      expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

      expect(await getBooking(response.body.booking.id)).toMatchObject({
        status: 'archived',
        academicYear: '2071/2072',
        semester: 1,
        archiveReason: messages.archiveReasons.rollOver('2071/2072', 2),
      });
      expect(await currentBookingOf(student.user.id)).toBeNull();
      expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
      expect((await call(admin, 'GET', '/settings')).body.rollOver).toMatchObject({
        status: 'done',
        archived: 1,
      });
    });
});
