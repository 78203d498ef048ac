import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { rulesDefaults } from '../../../functions/contract/public-content/rules.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/** The booking as the API answered it, with the period it belongs to. */
const booked = async (student: SignedIn, room: { id: string }) =>
  (await book(student, room)) as Awaited<ReturnType<typeof book>> & {
    academicYear: string;
    semester: number;
  };

/** A student with a name of their own, so a leak of it is easy to see. */
const aNamedStudent = (first: string) => {
  const surname = `Surname${randomBytes(3).toString('hex')}`;
  return aStudent('female', { fullName: `${first} ${surname}`, phoneNumber: '+233209876543' });
};

async function letterOf(student: SignedIn, query = '') {
  const response = await call(student, 'GET', `/export/booking-letter${query}`);
  return {
    response,
    text: response.status === 200 ? (await pdfPages(responseBytes(response.raw))).join('\n') : '',
  };
}

async function setSettings(changes: Record<string, unknown>) {
  const admin = await signedInAs('admin');
  return call(admin, 'PUT', '/settings', changes);
}

describe('GET /residence', () => {
  it('shows a resident their room, block, floor, period and the house rules', async () => {
    const room = await aRoom({ roomType: 'Double', capacity: 2, block: 'C', floor: 2 });
    const ama = await aNamedStudent('Ama');
    const booking = await booked(ama, room);

    const response = await call(ama, 'GET', '/residence');

    expect(response.status).toBe(200);
    expect(response.body.residence).toMatchObject({
      studentIdNumber: null,
      booking: { publicId: booking.publicId, academicYear: booking.academicYear, semester: booking.semester },
      room: { roomNumber: room.roomNumber, roomType: 'Double', block: 'C', floor: 2 },
      roommates: [],
      houseRules: { title: rulesDefaults.title },
    });
  });

  it('answers null for a student without a current booking', async () => {
    const kofi = await aNamedStudent('Kofi');

    const response = await call(kofi, 'GET', '/residence');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ residence: null });
  });

  it('gives the semester days staff set to a booking of the current period', async () => {
    const room = await aRoom();
    const ama = await aNamedStudent('Ama');
    await book(ama, room);
    const saved = await setSettings({ stayDates: { arrival: '2026-09-01', departure: '2026-12-18' } });
    expect(saved.status).toBe(200);

    const response = await call(ama, 'GET', '/residence');

    expect(response.body.residence).toMatchObject({ arrival: '2026-09-01', departure: '2026-12-18' });
    await setSettings({ stayDates: null });
    expect((await call(ama, 'GET', '/residence')).body.residence).toMatchObject({
      arrival: null,
      departure: null,
    });
  });

  it('refuses semester days out of order, or not dates, and keeps the ones set', async () => {
    await setSettings({ stayDates: { arrival: '2026-09-01', departure: '2026-12-18' } });

    const backwards = await setSettings({ stayDates: { arrival: '2026-12-18', departure: '2026-09-01' } });
    const notADate = await setSettings({ stayDates: { arrival: 'soon', departure: '2026-12-18' } });

    expect(backwards.status).toBe(400);
    expect(backwards.body.errors['stayDates.departure']).toBe(messages.settings.stayDatesOrder);
    expect(notADate.status).toBe(400);
    expect(notADate.body.errors['stayDates.arrival']).toBe(messages.settings.stayDatesInvalid);
    const admin = await signedInAs('admin');
    expect((await call(admin, 'GET', '/settings')).body.settings.stayDates).toEqual({
      arrival: '2026-09-01',
      departure: '2026-12-18',
    });
    await setSettings({ stayDates: null });
  });

  it('names roommates by first name only: never their surname, email, phone or ids', async () => {
    const room = await aRoom({ capacity: 3, roomType: 'Triple' });
    const ama = await aNamedStudent('Ama');
    const efua = await aNamedStudent('Efua');
    const akos = await aNamedStudent('Akosua');
    for (const student of [ama, efua, akos]) await book(student, room);

    const response = await call(ama, 'GET', '/residence');

    expect(response.body.residence.roommates).toEqual(
      expect.arrayContaining([{ firstName: 'Efua' }, { firstName: 'Akosua' }]),
    );
    expect(response.body.residence.roommates).toHaveLength(2);
    const answer = JSON.stringify(response.body);
    for (const roommate of [efua, akos]) {
      const [, surname] = roommate.user.fullName.split(' ');
      for (const secret of [
        surname,
        roommate.user.email,
        roommate.user.id,
        roommate.user.publicId,
        '+233209876543',
      ])
        expect(answer).not.toContain(secret);
    }
  });

  it('shows no roommates at all once staff turn the setting off', async () => {
    const room = await aRoom({ capacity: 2 });
    const ama = await aNamedStudent('Ama');
    const yaa = await aNamedStudent('Yaa');
    for (const student of [ama, yaa]) await book(student, room);
    await setSettings({ showRoommates: false });

    const response = await call(ama, 'GET', '/residence');

    expect(response.body.residence.roommates).toBeNull();
    expect(JSON.stringify(response.body)).not.toContain('Yaa');
    await setSettings({ showRoommates: true });
    expect((await call(ama, 'GET', '/residence')).body.residence.roommates).toEqual([{ firstName: 'Yaa' }]);
  });

  it('shows the house rules as a super admin last saved them', async () => {
    const room = await aRoom();
    const ama = await aNamedStudent('Ama');
    await book(ama, room);
    const superAdmin = await signedInAs('super_admin');
    const edited = {
      ...rulesDefaults,
      sections: [
        { heading: 'Bicycles', paragraphs: ['Park bicycles in the shed only. Never in corridors.'] },
      ],
    };
    expect((await call(superAdmin, 'PUT', '/super-admin/content/rules', { content: edited })).status).toBe(
      200,
    );

    const response = await call(ama, 'GET', '/residence');

    expect(response.body.residence.houseRules.sections).toEqual(edited.sections);
  });

  it('is for students: staff and visitors are refused', async () => {
    const admin = await signedInAs('admin');

    expect((await call(admin, 'GET', '/residence')).status).toBe(403);
    expect((await call(null, 'GET', '/residence')).status).toBe(401);
  });
});

describe('GET /export/booking-letter', () => {
  it('gives a resident their letter: hostel, name, ID number, room, period, days and the rules in short', async () => {
    const room = await aRoom({ roomType: 'Double', block: 'D', floor: 3 });
    const ama = await aNamedStudent('Ama');
    const number = `UG/2023/${randomBytes(3).readUIntBE(0, 3)}`;
    expect((await call(ama, 'PUT', `/students/${ama.user.id}`, { studentIdNumber: number })).status).toBe(
      200,
    );
    const booking = await booked(ama, room);
    await setSettings({ stayDates: { arrival: '2026-09-01', departure: '2026-12-18' } });
    const superAdmin = await signedInAs('super_admin');
    const rules = {
      ...rulesDefaults,
      sections: [
        {
          heading: 'Quiet hours',
          paragraphs: ['Quiet from 22:00 to 07:00. Music stays in your headphones.'],
        },
        { heading: 'Visitors', paragraphs: ['Visitors sign in at reception. They leave by 22:00.'] },
      ],
    };
    await call(superAdmin, 'PUT', '/super-admin/content/rules', { content: rules });

    const { response, text } = await letterOf(ama);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `Booking_Letter_${ama.user.fullName.replace(' ', '_')}.pdf`,
    );
    for (const part of [
      'Northgate Hostel',
      ama.user.fullName,
      number,
      room.roomNumber,
      `${booking.academicYear} Semester ${booking.semester}`,
      'Sep 1, 2026',
      'Dec 18, 2026',
      'Quiet hours: Quiet from 22:00 to 07:00.',
      'Visitors: Visitors sign in at reception.',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('headphones');
    await setSettings({ stayDates: null });
  });

  it("never prints a roommate's name", async () => {
    const room = await aRoom({ capacity: 2 });
    const ama = await aNamedStudent('Ama');
    const abena = await aNamedStudent('Abena');
    for (const student of [ama, abena]) await book(student, room);

    const { text } = await letterOf(ama);

    expect(text).toContain(ama.user.fullName);
    expect(text).not.toContain('Abena');
  });

  it("gives a student asking for another student's letter their own, naming no one else", async () => {
    const room = await aRoom({ capacity: 2 });
    const ama = await aNamedStudent('Ama');
    const esi = await aNamedStudent('Esi');
    for (const student of [ama, esi]) await book(student, room);

    const { response, text } = await letterOf(
      ama,
      `?studentId=${esi.user.id}&publicId=${esi.user.publicId}&id=${esi.user.id}`,
    );

    expect(response.status).toBe(200);
    expect(text).toContain(ama.user.fullName);
    expect(text).not.toContain(esi.user.fullName.split(' ')[1]);
  });

  it('refuses a student without a current booking, and one whose booking has ended', async () => {
    const kofi = await aNamedStudent('Kofi');
    const none = await letterOf(kofi);
    expect(none.response.status).toBe(404);
    expect(none.response.body.message).toBe(messages.residence.noBooking);

    const ama = await aNamedStudent('Ama');
    const booking = await book(ama, await aRoom());
    const admin = await signedInAs('admin');
    const cancel = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Left',
    });
    expect(cancel.status).toBe(200);
    const ended = await letterOf(ama);

    expect(ended.response.status).toBe(404);
    expect(ended.response.body.message).toBe(messages.residence.noBooking);
  });

  it('is for students: staff and visitors are refused', async () => {
    const admin = await signedInAs('admin');

    expect((await call(admin, 'GET', '/export/booking-letter')).status).toBe(403);
    expect((await call(null, 'GET', '/export/booking-letter')).status).toBe(401);
  });
});
