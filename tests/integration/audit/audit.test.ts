import { describe, expect, it } from 'vitest';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

describe('the audit trail', () => {
  it('records staff writes with who, what, when and the changed fields, newest first', async () => {
    const admin = await signedInAs('admin');
    const superAdmin = await signedInAs('super_admin');
    const room = await aRoom({ capacity: 2, roomType: 'Double' });
    await call(admin, 'PUT', `/rooms/${room.id}`, { genderDesignation: 'female' });
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
      before: { genderDesignation: 'mixed' },
      after: { genderDesignation: 'female' },
    });
    expect(Object.keys(earlier.after)).toEqual(['genderDesignation']);
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

  it('records the super admins’ own writes: admin accounts and the emergency switch', async () => {
    const superAdmin = await signedInAs('super_admin');
    const created = await call(superAdmin, 'POST', '/super-admin/admins', {
      fullName: 'Efua Sarpong',
      email: 'efua.audit@example.edu',
      role: 'admin',
    });
    const adminId = created.body.admin.id;
    await call(superAdmin, 'PUT', `/super-admin/admins/${adminId}/status`, { isActive: false });
    await call(superAdmin, 'DELETE', `/super-admin/admins/${adminId}`);
    await call(superAdmin, 'PUT', '/super-admin/emergency', { active: true, reason: 'Fire drill' });
    await call(superAdmin, 'PUT', '/super-admin/emergency', { active: false });

    const { entries } = (await call(superAdmin, 'GET', '/audit?limit=5')).body;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'emergency.deactivate',
      'emergency.activate',
      'admin.delete',
      'admin.deactivate',
      'admin.create',
    ]);
    expect(entries[1]).toMatchObject({
      actor: { id: superAdmin.user.id, role: 'super_admin' },
      before: { active: false },
      after: { active: true, reason: 'Fire drill' },
    });
    expect(entries[3]).toMatchObject({
      entity: { type: 'admin', id: adminId },
      before: { isActive: true },
      after: { isActive: false },
    });
    expect(entries[4].after).toMatchObject({ email: 'efua.audit@example.edu', role: 'admin' });
  });

  it('records public content edits and rollbacks by version', async () => {
    const superAdmin = await signedInAs('super_admin');
    const current = (await call(superAdmin, 'GET', '/public/content/faq')).body;
    await call(superAdmin, 'PUT', '/super-admin/content/faq', { content: current.content });
    await call(superAdmin, 'POST', '/super-admin/content/faq/rollback', { version: current.version + 1 });

    const { entries } = (await call(superAdmin, 'GET', '/audit?limit=2')).body;
    expect(entries).toMatchObject([
      {
        action: 'content.rollback',
        entity: { type: 'content', id: 'faq' },
        after: { version: current.version + 2, restoredFrom: current.version + 1 },
      },
      {
        action: 'content.save',
        before: { version: current.version },
        after: { version: current.version + 1 },
      },
    ]);
  });

  it('is for super admins only', async () => {
    expect((await call(await signedInAs('admin'), 'GET', '/audit')).status).toBe(403);
  });
});
