import { describe, expect, it } from 'vitest';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

describe('the audit trail', () => {
  it('records staff writes with who, what, when and the changed fields, newest first', async () => {
    const admin = await signedInAs('admin');
    const superAdmin = await signedInAs('super_admin');
    const room = await aRoom({ capacity: 2, roomType: 'Double' });
    await call(admin, 'PUT', `/rooms/${room.id}`, { roomType: 'Twin' });
    await call(admin, 'PUT', '/settings/registration', { isOpen: false });

    const response = await call(superAdmin, 'GET', '/audit?limit=2');

    expect(response.status).toBe(200);
    const [latest, earlier] = response.body.entries;
    expect(latest).toMatchObject({
      actor: { id: admin.user.id, role: 'admin' },
      action: 'settings.update',
      entity: { type: 'settings', id: 'global' },
      before: { registrationOpen: true },
      after: { registrationOpen: false },
    });
    expect(earlier).toMatchObject({
      action: 'room.update',
      entity: { type: 'room', id: room.id },
      before: { roomType: 'Double' },
      after: { roomType: 'Twin' },
    });
    expect(Object.keys(earlier.after)).toEqual(['roomType']);
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(Date.parse(earlier.at));
  });

  it('does not record a student’s own booking, and pages the trail', async () => {
    const admin = await signedInAs('admin');
    const superAdmin = await signedInAs('super_admin');
    const before = (await call(superAdmin, 'GET', '/audit')).body.pagination.total;
    const booking = await book(await aStudent(), await aRoom());
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'No show' });

    const page = await call(superAdmin, 'GET', '/audit?page=1&limit=1');
    expect(page.body.pagination.total).toBe(before + 1);
    expect(page.body.entries[0]).toMatchObject({
      action: 'booking.cancel',
      after: { status: 'cancelled', cancellationReason: 'No show' },
    });
  });

  it('is for super admins only', async () => {
    expect((await call(await signedInAs('admin'), 'GET', '/audit')).status).toBe(403);
  });
});
