import { describe, expect, it } from 'vitest';
import { dayIn } from '../../../functions/contract/days.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { listAudit } from '../../../functions/data/audit.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getEntry } from '../../../functions/data/waitlist.ts';
import { offerBedsAndTell } from '../../../functions/domain/waitlist/follow-up.ts';
import { clockAt, nextAtUtc } from '../../support/clock.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailAbout } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const repair = () => ({ reason: 'Burst pipe behind the wall', expectedBack: tomorrow() });
const uniqueType = () => `Type-${Math.random().toString(36).slice(2, 8)}`;
const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

describe('a room out of service', () => {
  it('takes no booking, shows no free bed, and tells the students living there', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 3 });
    const resident = await aStudent();
    await book(resident, room);

    const taken = await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, repair());
    const attempt = await call(await aStudent(), 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    const available = await call(await aStudent(), 'GET', '/rooms/available');
    const staffView = await call(admin, 'GET', `/rooms/${room.id}`);

    expect(taken.status).toBe(200);
    expect(taken.body.room).toMatchObject({
      status: 'maintenance',
      freeBeds: 0,
      isAvailable: false,
      outOfService: { reason: 'Burst pipe behind the wall', expectedBack: tomorrow() },
    });
    expect(attempt.status).toBe(409);
    expect(attempt.body.message).toBe(messages.bookingRefusals.roomUnavailable);
    expect(available.body.rooms.map((r: { id: string }) => r.id)).not.toContain(room.id);
    expect(staffView.body.room.freeBeds).toBe(0);
    expect((await getRoom(room.id))!.currentOccupancy).toBe(1);
    // Its booking's mail may be listed after it: the notice is found by what it is about.
    expect((await mailAbout(resident.user.email, 'is out of service')).subject).toBe(
      `Room ${room.roomNumber} is out of service for a repair`,
    );
    const { entries } = await listAudit({ action: 'room.outOfService' }, null, { page: 1, limit: 100 });
    expect(entries.find((entry) => entry.entity.id === room.id)).toMatchObject({
      actor: { id: admin.user.id },
      after: { status: 'maintenance', reason: 'Burst pipe behind the wall' },
    });
  });

  it('shows a student that the room is out of service, never why nor who took it out', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom({ capacity: 3, block: `O${Math.random().toString(36).slice(2, 6)}` });
    await book(student, room);
    await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, repair());

    const studentViews = [
      (await call(student, 'GET', `/rooms/${room.id}`)).body.room,
      (await call(student, 'GET', `/rooms/p/${room.publicId}`)).body.room,
      (await call(student, 'GET', `/rooms?block=${room.block}`)).body.rooms[0],
    ];
    const staffView = (await call(admin, 'GET', `/rooms/${room.id}`)).body.room;

    for (const view of studentViews) {
      expect(view).toMatchObject({ id: room.id, status: 'maintenance', freeBeds: 0, isAvailable: false });
      expect(view).not.toHaveProperty('outOfService');
    }
    expect(staffView.outOfService).toMatchObject({
      reason: 'Burst pipe behind the wall',
      expectedBack: tomorrow(),
      by: admin.user.fullName,
    });
  });

  it('is offered to nobody on the waitlist, and its beds go to the waitlist when it returns', async () => {
    const admin = await signedInAs('admin');
    const roomType = uniqueType();
    // The only room of its type, full, so the student may join the queue for the type.
    const full = await aRoom({ roomType, capacity: 1 });
    await book(await aStudent(), full);
    const waiting = await aStudent();
    await join(waiting, [roomType]);
    const repaired = await aRoom({ roomType, capacity: 1, status: 'maintenance' });
    await call(admin, 'POST', `/rooms/${repaired.id}/out-of-service`, repair());

    // The offer job, as any freed bed runs it, must still offer nothing here.
    await offerBedsAndTell();
    expect((await getEntry(await period(), waiting.user.id))?.status).toBe('waiting');
    expect((await call(waiting, 'GET', '/waitlist/me')).body.freeBeds).toBe(0);

    const back = await call(admin, 'POST', `/rooms/${repaired.id}/back-in-service`);
    await jobsSettled();

    expect(back.status).toBe(200);
    expect(back.body.room).toMatchObject({ status: 'available', outOfService: null });
    const entry = await getEntry(await period(), waiting.user.id);
    expect(entry).toMatchObject({ status: 'offered', offer: { roomId: repaired.id } });
  });

  it('refuses a repair without a reason or with a return day already past', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();

    const noReason = await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, {
      reason: ' ',
      expectedBack: tomorrow(),
    });
    const past = await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, {
      reason: 'Paint',
      expectedBack: '2020-01-01',
    });
    const notADay = await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, {
      reason: 'Paint',
      expectedBack: '2030-02-30',
    });

    expect([noReason.status, past.status, notADay.status]).toEqual([400, 400, 400]);
    expect(noReason.body.errors.reason).toBe(messages.maintenance.outOfServiceReasonRequired);
    expect(past.body.errors.expectedBack).toBe(messages.maintenance.expectedBackPast);
    expect(notADay.body.errors.expectedBack).toBe(messages.maintenance.expectedBackInvalid);
    expect((await getRoom(room.id))!.status).toBe('available');
  });

  it('takes today in Los Angeles at 17:00 there, when UTC has already moved on to tomorrow', async () => {
    const room = await aRoom();
    // 01:00 UTC is 17:00 (18:00 in summer) the day before in Los Angeles.
    const at = nextAtUtc('01:00');
    const today = dayIn(at, 'America/Los_Angeles');
    clockAt(at);
    const admin = await signedInAs('admin');

    const taken = await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, {
      reason: 'Paint',
      expectedBack: today,
    });

    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.room.outOfService).toMatchObject({ expectedBack: today });
  });

  it('refuses a day that is over everywhere, even where the day ends last (UTC-12)', async () => {
    const room = await aRoom();
    // At 12:30 UTC it is 00:30 in UTC-12: yesterday (UTC's) is over on every clock on earth.
    const at = nextAtUtc('12:30');
    const yesterday = dayIn(new Date(at.getTime() - 86_400_000), 'UTC');
    clockAt(at);
    const admin = await signedInAs('admin');

    const past = await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, {
      reason: 'Paint',
      expectedBack: yesterday,
    });

    expect(past.status).toBe(400);
    expect(past.body.errors.expectedBack).toBe(messages.maintenance.expectedBackPast);
    expect((await getRoom(room.id))!.status).toBe('available');
  });

  it('cannot return to service a room that is not out of service', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();

    const response = await call(admin, 'POST', `/rooms/${room.id}/back-in-service`);

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.maintenance.notOutOfService);
  });

  it('drops its reason when staff simply open the room again', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    await call(admin, 'POST', `/rooms/${room.id}/out-of-service`, repair());

    await call(admin, 'PUT', `/rooms/${room.id}/status`, { status: 'available' });

    expect((await getRoom(room.id))!.outOfService).toBeNull();
  });

  it('is not for students to take out or bring back', async () => {
    const student = await aStudent();
    const room = await aRoom();

    const out = await call(student, 'POST', `/rooms/${room.id}/out-of-service`, repair());

    expect(out.status).toBe(403);
    expect((await getRoom(room.id))!.status).toBe('available');
  });
});
