import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../functions/contract/audit.ts';
import * as messages from '../../../functions/contract/messages.ts';
import type { Parcel } from '../../../functions/contract/parcels.ts';
import { logParcel } from '../../../functions/data/parcels.ts';
import { newParcel } from '../../../functions/domain/parcels/parcel-records.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { mailAbout, mailTo } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
let superAdmin: SignedIn;

beforeAll(async () => {
  [admin, superAdmin] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
});

const logFor = (who: SignedIn | null, student: SignedIn, body: Record<string, unknown> = {}) =>
  call(who, 'POST', '/parcels', { studentId: student.user.id, ...body });

async function aParcel(student: SignedIn, body: Record<string, unknown> = {}): Promise<Parcel> {
  const response = await logFor(admin, student, body);
  if (response.status !== 201)
    throw new Error(`logging failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.parcel as Parcel;
}

const mine = async (student: SignedIn) =>
  (await call(student, 'GET', '/parcels/mine')).body.parcels as Parcel[];

const deskList = async (query = '') =>
  (await call(admin, 'GET', `/parcels${query}`)).body as { parcels: Parcel[]; pagination: { total: number } };

const trailOf = async (parcel: Parcel) =>
  ((await call(superAdmin, 'GET', '/audit?entityType=parcel&limit=100')).body.entries as AuditEntry[]).filter(
    (entry) => entry.entity.id === parcel.id,
  );

describe('logging a parcel', () => {
  it('records it for the student with its room, tells them at once and writes the trail', async () => {
    const student = await aStudent();
    const room = await aRoom();
    await book(student, room);

    const response = await logFor(admin, student, {
      carrier: ' DHL ',
      description: 'Small box',
      shelf: 'B-3',
    });

    expect(response.status).toBe(201);
    expect(response.body.message).toBe(messages.parcels.logged);
    const parcel = response.body.parcel as Parcel;
    expect(parcel).toMatchObject({
      status: 'waiting',
      student: { id: student.user.id, fullName: student.user.fullName },
      room: { roomNumber: room.roomNumber },
      carrier: 'DHL',
      description: 'Small box',
      shelf: 'B-3',
      loggedBy: { id: admin.user.id },
      collected: null,
    });
    // The student reads who logged it by name; staff's id stays with staff.
    expect(await mine(student)).toEqual([{ ...parcel, loggedBy: { name: admin.user.fullName } }]);
    const bell = (await call(student, 'GET', '/notifications')).body.notifications;
    expect(bell[0]).toMatchObject({
      category: 'parcels',
      title: 'A parcel is waiting for you at the front desk',
      link: '/student#parcels',
    });
    const mail = await mailAbout(student.user.email, 'A parcel is waiting for you at the front desk');
    expect(mail.text).toContain('The parcel: from DHL (Small box).');
    expect((await trailOf(parcel)).map((entry) => entry.action)).toEqual(['parcel.logged']);
  });

  it('is mailed only when the student asked for parcel mail, and always in the bell', async () => {
    const student = await aStudent();
    const preferences = (await call(student, 'GET', '/notifications/preferences')).body.preferences;
    expect(preferences.parcels).toBe('app-and-mail');
    await call(student, 'PUT', '/notifications/preferences', { ...preferences, parcels: 'app' });

    await aParcel(student);

    expect((await call(student, 'GET', '/notifications')).body.notifications[0].category).toBe('parcels');
    expect((await mailTo(student.user.email)).filter((mail) => mail.subject.includes('parcel'))).toEqual([]);
  });

  it('takes a student by public id, and a student without a room', async () => {
    const student = await aStudent();
    const response = await call(admin, 'POST', '/parcels', { studentId: student.user.publicId });
    expect(response.status).toBe(201);
    expect(response.body.parcel).toMatchObject({ room: null, carrier: null, description: null, shelf: null });
  });

  it('refuses oversize fields, each with its message', async () => {
    const student = await aStudent();
    const response = await logFor(admin, student, {
      carrier: 'c'.repeat(61),
      description: 'd'.repeat(201),
      shelf: 's'.repeat(21),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      carrier: messages.parcels.carrierLong,
      description: messages.parcels.descriptionLong,
      shelf: messages.parcels.shelfLong,
    });
    const missing = await call(admin, 'POST', '/parcels', { carrier: 'DHL' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.studentId).toBe(messages.parcels.studentRequired);
    expect(await mine(student)).toEqual([]);
  });

  it('refuses a staff member, an unknown id, a deactivated and a deleted student', async () => {
    const [deactivated, deleted] = await Promise.all([aStudent(), aStudent()]);
    await call(admin, 'PUT', `/students/${deactivated.user.id}/status`, { isActive: false });
    expect((await call(admin, 'DELETE', `/students/${deleted.user.id}`)).status).toBe(200);

    const answers = await Promise.all([
      call(admin, 'POST', '/parcels', { studentId: superAdmin.user.id }),
      call(admin, 'POST', '/parcels', { studentId: 'ffffffffffffffffffffffff' }),
      call(admin, 'POST', '/parcels', { studentId: 'not-an-id' }),
      logFor(admin, deactivated),
      logFor(admin, deleted),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    for (const answer of answers) expect(answer.body.message).toBe(messages.parcels.studentNotActive);
  });

  it('is refused by the write itself for a student deactivated after the desk read them', async () => {
    const student = await aStudent();
    const parcel = newParcel(
      { id: student.user.id, publicId: student.user.publicId, fullName: student.user.fullName },
      null,
      { carrier: '', description: '', shelf: '' },
      { id: admin.user.id, role: 'admin' },
    );
    await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: false });

    await expect(logParcel(parcel, [])).rejects.toMatchObject({ reason: 'studentNotActive' });
    expect((await call(admin, 'GET', `/parcels/${parcel.id}`)).status).toBe(404);
  });

  it('cannot be done by a student, for themselves or anyone', async () => {
    const [student, other] = await Promise.all([aStudent(), aStudent()]);
    expect((await logFor(student, student)).status).toBe(403);
    expect((await logFor(student, other)).status).toBe(403);
    expect(await mine(other)).toEqual([]);
  });
});

describe('the desk list', () => {
  it('shows the parcels waiting, newest first, and finds them by student, room, carrier or shelf', async () => {
    const student = await aStudent();
    const first = await aParcel(student, { carrier: 'Parcelforce-list', shelf: 'Z-1' });
    const second = await aParcel(student, { carrier: 'Parcelforce-list', shelf: 'Z-2' });

    const found = await deskList('?search=parcelforce-list');

    expect(found.parcels.map((parcel) => parcel.id)).toEqual([second.id, first.id]);
    expect((await deskList(`?search=${encodeURIComponent(student.user.fullName)}`)).pagination.total).toBe(2);
    expect((await deskList('?status=collected&search=parcelforce-list')).parcels).toEqual([]);
  });

  it('names the room a waiting parcel’s student lives in now, and a collected one the room it left for', async () => {
    const student = await aStudent();
    const [first, second, third] = await Promise.all([aRoom(), aRoom(), aRoom()]);
    const booking = await book(student, first);
    const parcel = await aParcel(student, { carrier: 'Movers-list' });
    const moveTo = async (room: { id: string }) =>
      expect((await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: room.id })).status).toBe(
        200,
      );
    const roomShown = async (status: string) =>
      (await deskList(`?status=${status}&search=movers-list`)).parcels.map((each) => each.room?.roomNumber);

    await moveTo(second);

    expect(await roomShown('waiting')).toEqual([second.roomNumber]);
    expect((await deskList(`?search=${second.roomNumber}`)).parcels.map((each) => each.id)).toContain(
      parcel.id,
    );
    expect((await deskList(`?search=${first.roomNumber}`)).parcels).toEqual([]);
    expect((await call(admin, 'GET', `/parcels/${parcel.id}`)).body.parcel.room).toEqual({
      roomNumber: second.roomNumber,
    });
    const collected = await call(admin, 'POST', `/parcels/${parcel.id}/collect`, {});
    expect(collected.body.parcel.room).toEqual({ roomNumber: second.roomNumber });
    await moveTo(third);
    expect(await roomShown('collected')).toEqual([second.roomNumber]);
  });

  it('names a renamed student by the name they have now, and finds their parcels by it', async () => {
    const student = await aStudent('female', { fullName: 'Efua Parcelold' });
    const waiting = await aParcel(student, { carrier: 'Renamed-list' });
    const collected = await aParcel(student, { carrier: 'Renamed-list' });
    await call(admin, 'POST', `/parcels/${collected.id}/collect`, {});

    const renamed = await call(admin, 'PUT', `/students/${student.user.id}`, { fullName: 'Efua Parcelnew' });
    expect(renamed.status).toBe(200);

    for (const status of ['waiting', 'collected']) {
      const found = await deskList(`?status=${status}&search=parcelnew`);
      expect(found.parcels.map((parcel) => parcel.student.fullName)).toEqual(['Efua Parcelnew']);
      expect((await deskList(`?status=${status}&search=parcelold`)).parcels).toEqual([]);
    }
    expect((await call(admin, 'GET', `/parcels/${waiting.id}`)).body.parcel.student.fullName).toBe(
      'Efua Parcelnew',
    );
  });

  it('refuses an unknown status or sort with a message, and a student altogether', async () => {
    const student = await aStudent();
    const status = await call(admin, 'GET', '/parcels?status=lost');
    const sort = await call(admin, 'GET', '/parcels?sort=weight');
    expect([status.status, sort.status]).toEqual([400, 400]);
    expect(status.body.errors.status).toBe(messages.parcels.statusInvalid);
    expect(sort.body.errors.sort).toBe(messages.addresses.sortInvalid);
    expect((await call(student, 'GET', '/parcels')).status).toBe(403);
  });
});

describe('reading a parcel', () => {
  it('shows a student their own, and answers 404 for another student’s as for one that is not there', async () => {
    const [owner, other] = await Promise.all([aStudent(), aStudent()]);
    const parcel = await aParcel(owner, { description: 'Books' });

    const own = await call(owner, 'GET', `/parcels/${parcel.id}`);
    const another = await call(other, 'GET', `/parcels/${parcel.id}`);
    const unknown = await call(owner, 'GET', '/parcels/ffffffffffffffffffffffff');
    const malformed = await call(admin, 'GET', '/parcels/not-an-id');

    expect(own.status).toBe(200);
    expect(own.body.parcel.description).toBe('Books');
    expect([another.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    expect(another.body.message).toBe(messages.parcels.notFound);
    expect(await mine(other)).toEqual([]);
    expect((await call(admin, 'GET', `/parcels/${parcel.id}`)).status).toBe(200);
  });
});

describe('collecting a parcel', () => {
  it('hands it to the student by default, takes it off their dashboard, tells them and the trail', async () => {
    const student = await aStudent();
    const parcel = await aParcel(student, { carrier: 'UPS' });

    const response = await call(admin, 'POST', `/parcels/${parcel.id}/collect`, {});

    expect(response.status).toBe(200);
    expect(response.body.message).toBe(messages.parcels.collected);
    expect(response.body.parcel).toMatchObject({
      status: 'collected',
      collected: { by: { id: admin.user.id }, collectedBy: null },
    });
    expect(await mine(student)).toEqual([]);
    const collected = await deskList(`?status=collected&search=${encodeURIComponent(student.user.fullName)}`);
    expect(collected.parcels.map((each) => each.id)).toEqual([parcel.id]);
    const mail = await mailAbout(student.user.email, 'Your parcel was collected from the front desk');
    expect(mail.text).toContain('You collected your parcel');
    expect((await trailOf(parcel)).map((entry) => entry.action).sort()).toEqual([
      'parcel.collected',
      'parcel.logged',
    ]);
  });

  it('names someone the student sent, and tells the student who it was', async () => {
    const student = await aStudent();
    const parcel = await aParcel(student);

    const response = await call(admin, 'POST', `/parcels/${parcel.id}/collect`, {
      collectedBy: 'Kofi Mensah (roommate)',
    });

    expect(response.body.parcel.collected.collectedBy).toBe('Kofi Mensah (roommate)');
    const mail = await mailAbout(student.user.email, 'Your parcel was collected');
    expect(mail.text).toContain('handed to Kofi Mensah (roommate) on your behalf');
  });

  it('succeeds once when two desks collect at the same moment; the other gets 409', async () => {
    const student = await aStudent();
    const parcel = await aParcel(student);

    const answers = await Promise.all([
      call(admin, 'POST', `/parcels/${parcel.id}/collect`, {}),
      call(superAdmin, 'POST', `/parcels/${parcel.id}/collect`, { collectedBy: 'Ama' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      messages.parcels.alreadyCollected,
    );
    expect((await trailOf(parcel)).filter((entry) => entry.action === 'parcel.collected')).toHaveLength(1);
  });

  it('refuses a name past 80 characters, an unknown parcel, and a student', async () => {
    const student = await aStudent();
    const parcel = await aParcel(student);

    const long = await call(admin, 'POST', `/parcels/${parcel.id}/collect`, { collectedBy: 'x'.repeat(81) });
    const unknown = await call(admin, 'POST', '/parcels/ffffffffffffffffffffffff/collect', {});
    const byStudent = await call(student, 'POST', `/parcels/${parcel.id}/collect`, {});

    expect([long.status, unknown.status, byStudent.status]).toEqual([400, 404, 403]);
    expect(long.body.errors.collectedBy).toBe(messages.parcels.collectedByLong);
    expect(unknown.body.message).toBe(messages.parcels.notFound);
    expect(await mine(student)).toHaveLength(1);
  });
});

describe('removing a parcel logged by mistake', () => {
  it('takes a waiting one off every list, tells the student and the trail', async () => {
    const student = await aStudent();
    const parcel = await aParcel(student);

    const response = await call(admin, 'DELETE', `/parcels/${parcel.id}`);

    expect(response.status).toBe(200);
    expect(response.body.message).toBe(messages.parcels.removed);
    expect(await mine(student)).toEqual([]);
    expect((await call(admin, 'GET', `/parcels/${parcel.id}`)).status).toBe(404);
    await mailAbout(student.user.email, 'logged for you by mistake');
    expect((await trailOf(parcel)).map((entry) => entry.action).sort()).toEqual([
      'parcel.logged',
      'parcel.removed',
    ]);
  });

  it('refuses a collected parcel with 409, an unknown one with 404, and a student with 403', async () => {
    const student = await aStudent();
    const [collected, waiting] = [await aParcel(student), await aParcel(student)];
    await call(admin, 'POST', `/parcels/${collected.id}/collect`, {});

    const late = await call(admin, 'DELETE', `/parcels/${collected.id}`);
    const unknown = await call(admin, 'DELETE', '/parcels/ffffffffffffffffffffffff');
    const byStudent = await call(student, 'DELETE', `/parcels/${waiting.id}`);

    expect([late.status, unknown.status, byStudent.status]).toEqual([409, 404, 403]);
    expect(late.body.message).toBe(messages.parcels.collectedNotRemoved);
    expect((await mine(student)).map((parcel) => parcel.id)).toEqual([waiting.id]);
  });
});
