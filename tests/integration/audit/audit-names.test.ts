import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../functions/contract/audit.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { auditKey } from '../../../functions/data/keys.ts';
import { aRoom, aStudent, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

/** The trail's entries about one record, newest first. */
async function entriesAbout(reader: Awaited<ReturnType<typeof signedInAs>>, id: string) {
  const { body } = await call(reader, 'GET', '/audit?limit=100');
  return (body.entries as AuditEntry[]).filter((entry) => entry.entity.id === id);
}

describe('the audit trail as it was written (issue #25)', () => {
  it('keeps the names and rooms of the moment: a later rename and move do not rewrite an entry', async () => {
    const admin = await signedInAs('admin', { fullName: 'Abena Desk' });
    const superAdmin = await signedInAs('super_admin');
    const student = await aStudent('female', { fullName: 'Ama Mensah' });
    const [first, second] = [await aRoom(), await aRoom()];
    const booked = await call(admin, 'POST', '/bookings', {
      roomId: first.id,
      termsAgreed: true,
      studentId: student.user.id,
    });
    const bookingId = booked.body.booking.id as string;

    await call(admin, 'PUT', `/students/${student.user.id}`, { fullName: 'Ama Owusu' });
    await call(admin, 'PUT', `/bookings/${bookingId}/room`, { roomId: second.id });

    const [move, create] = await entriesAbout(superAdmin, bookingId);
    expect(create).toMatchObject({
      action: 'booking.create',
      actor: { name: 'Abena Desk' },
      entity: { name: `Ama Mensah, Room ${first.roomNumber}` },
      after: { student: 'Ama Mensah', room: first.roomNumber, status: 'active' },
    });
    expect(move).toMatchObject({
      action: 'booking.move',
      entity: { name: `Ama Owusu, Room ${second.roomNumber}` },
      before: { roomNumber: first.roomNumber },
      after: { roomNumber: second.roomNumber },
    });
    // No raw ids among what the entries say.
    expect(JSON.stringify([create, move].map((entry) => [entry.before, entry.after]))).not.toContain(
      student.user.id,
    );
    const [rename] = await entriesAbout(superAdmin, student.user.id);
    expect(rename).toMatchObject({
      action: 'student.update',
      entity: { name: 'Ama Owusu' },
      before: { fullName: 'Ama Mensah' },
    });
  });

  it('still names an entry written before entries kept names, by the record as it is now', async () => {
    const superAdmin = await signedInAs('super_admin');
    const admin = await signedInAs('admin', { fullName: 'Kwame Older' });
    const room = await aRoom();
    const at = new Date().toISOString();
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...auditKey(at, 'legacy-entry-1'),
          type: 'audit',
          id: 'legacy-entry-1',
          at,
          actor: { id: admin.user.id, role: 'admin' },
          action: 'room.status',
          entity: { type: 'room', id: room.id },
          before: { status: 'available' },
          after: { status: 'maintenance' },
        },
      }),
    );

    const [legacy] = await entriesAbout(superAdmin, room.id);

    expect(legacy).toMatchObject({
      actor: { name: 'Kwame Older' },
      entity: { name: `Room ${room.roomNumber}` },
    });
  });

  it('says which entries are about an account deleted since, still by the name they were written with', async () => {
    const superAdmin = await signedInAs('super_admin');
    const created = async (fullName: string) =>
      (
        await call(superAdmin, 'POST', '/super-admin/admins', {
          fullName,
          email: `${fullName.replace(' ', '.').toLowerCase()}.${Date.now()}@example.edu`,
          role: 'admin',
        })
      ).body.admin.id as string;
    const [gone, kept] = [await created('Ama Gone'), await created('Kofi Kept')];
    await call(superAdmin, 'PUT', `/super-admin/admins/${gone}/status`, { isActive: false });
    await call(superAdmin, 'DELETE', `/super-admin/admins/${gone}`);

    const aboutGone = await entriesAbout(superAdmin, gone);
    const [aboutKept] = await entriesAbout(superAdmin, kept);

    expect(aboutGone.map((entry) => [entry.action, entry.entity])).toEqual([
      ['admin.delete', { type: 'admin', id: gone, name: 'Ama Gone', deleted: true }],
      ['admin.deactivate', { type: 'admin', id: gone, name: 'Ama Gone', deleted: true }],
      ['admin.create', { type: 'admin', id: gone, name: 'Ama Gone', deleted: true }],
    ]);
    expect(aboutKept!.entity).toEqual({ type: 'admin', id: kept, name: 'Kofi Kept' });
  });
});
