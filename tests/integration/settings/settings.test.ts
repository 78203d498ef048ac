import * as messages from '../../../functions/contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { aRoom, aStudent, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

describe('settings', () => {
  it('shows staff every switch, the academic period and the lockdown state', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'GET', '/settings');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.settings).sort()).toEqual([
      'currency',
      'currentAcademicYear',
      'currentSemester',
      'depositDeadline',
      'emergencyLockdown',
      'maintenanceMessage',
      'maintenanceMode',
      'paymentReminders',
      'registrationOpen',
      'repairTargetHours',
      'roomTypes',
      'showRoommates',
      'stayDates',
      'waitlistOfferHours',
    ]);
    expect(response.body.settings).toMatchObject({
      showRoommates: true,
      stayDates: null,
      repairTargetHours: { urgent: 4, high: 8, normal: 24, low: 72 },
      paymentReminders: { enabled: true, intervalDays: 7 },
      depositDeadline: { enabled: false, hours: 48 },
    });
  });

  it('keeps repair targets of whole hours from 1 to 720 for all four priorities', async () => {
    const admin = await signedInAs('admin');
    const targets = { urgent: 2, high: 6, normal: 24, low: 96 };
    const saved = await call(admin, 'PUT', '/settings', { repairTargetHours: targets });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.repairTargetHours).toEqual(targets);
    const invalid = messages.settings.repairTargetsInvalid(1, 720);
    for (const wrong of [
      { ...targets, urgent: 0 },
      { ...targets, low: 721 },
      { ...targets, high: 1.5 },
      { urgent: 2, high: 6, normal: 24 },
    ]) {
      const refused = await call(admin, 'PUT', '/settings', { repairTargetHours: wrong });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(invalid);
    }
    expect((await call(admin, 'GET', '/settings')).body.settings.repairTargetHours).toEqual(targets);
  });

  it('opens and closes registration', async () => {
    const admin = await signedInAs('admin');
    const closed = await call(admin, 'PUT', '/settings/registration', { isOpen: false });
    expect(closed.body).toMatchObject({
      settings: { registrationOpen: false },
      message: 'Registration closed successfully!',
    });
    expect((await call(null, 'GET', '/settings/public')).body.registrationOpen).toBe(false);
    expect((await call(admin, 'PUT', '/settings/registration', {})).status).toBe(400);
  });

  it('updates the academic period and refuses a malformed one', async () => {
    const admin = await signedInAs('admin');
    const ok = await call(admin, 'PUT', '/settings', {
      currentAcademicYear: '2032/2033',
      currentSemester: 1,
    });
    expect(ok.body).toMatchObject({
      settings: { currentAcademicYear: '2032/2033', currentSemester: 1 },
      message: 'Settings updated successfully',
    });
    const bad = await call(admin, 'PUT', '/settings', { currentAcademicYear: '2032/2040' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Academic year must look like 2025/2026');
    expect((await call(admin, 'PUT', '/settings', { currentSemester: 3 })).status).toBe(400);
  });

  it('in maintenance, students read but every write of theirs gets 503 with the message; staff carry on', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const on = await call(admin, 'PUT', '/settings/maintenance', {
      isEnabled: true,
      message: 'Plumbing until 14:00',
    });
    expect(on.body.message).toBe('Maintenance mode enabled successfully!');

    const booking = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    expect(booking.status).toBe(503);
    expect(booking.body).toEqual({ message: 'Plumbing until 14:00', maintenanceMode: true });
    const edit = await call(student, 'PUT', `/students/${student.user.id}`, { level: '400' });
    expect(edit.status).toBe(503);
    expect((await call(student, 'GET', '/rooms/available')).status).toBe(200);
    const staffWrite = await call(admin, 'POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
      studentId: student.user.id,
    });
    expect(staffWrite.status).toBe(201);

    await call(admin, 'PUT', '/settings/maintenance', { isEnabled: false });
    expect((await call(student, 'PUT', `/students/${student.user.id}`, { level: '400' })).status).toBe(200);
  });

  it('refuses a maintenance message over 500 characters, with either switch, in its own words', async () => {
    const admin = await signedInAs('admin');
    const message = 'x'.repeat(501);
    const refusals = [
      await call(admin, 'PUT', '/settings', { maintenanceMode: true, maintenanceMessage: message }),
      await call(admin, 'PUT', '/settings/maintenance', { isEnabled: true, message }),
    ];

    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The maintenance message is at most 500 characters.');
    }
  });

  it('uses a default maintenance message when none was set', async () => {
    const admin = await signedInAs('admin');
    await call(admin, 'PUT', '/settings', { maintenanceMode: true, maintenanceMessage: '' });
    const student = await aStudent();
    const response = await call(student, 'POST', '/bookings', {
      roomId: (await aRoom()).id,
      termsAgreed: true,
    });
    expect(response.body).toEqual({
      message: 'The hostel system is under maintenance. Please try again later.',
      maintenanceMode: true,
    });
    await call(admin, 'PUT', '/settings', { maintenanceMode: false });
  });
});
