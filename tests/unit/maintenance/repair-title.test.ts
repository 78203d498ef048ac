import { describe, expect, it } from 'vitest';
import { repairPlace, repairTitle } from '../../../functions/contract/maintenance.ts';
import { aRequest } from './support.ts';

Object.assign(process.env, {
  TABLE_NAME: 'unit',
  PUBLIC_ORIGIN: 'https://hostel.example',
  SENDER_EMAIL: 'no-reply@hostel.example',
  SESSION_SECRET: 'a'.repeat(48),
});
const { maintenanceStatusMail } =
  await import('../../../functions/domain/notifications/templates/maintenance.ts');
const { requestAudit } = await import('../../../functions/domain/maintenance/change.ts');

const at = '2026-11-25T09:00:00.000Z';
const inRoom = aRequest(at, { category: 'pest', block: 'A' });
const common = (block: string) =>
  aRequest(at, {
    category: 'plumbing',
    location: { kind: 'common', roomId: null, roomNumber: null, block, area: 'Kitchen, 2nd floor' },
  });

describe('a repair’s title', () => {
  it('is its category and its room', () => {
    expect(repairTitle(inRoom)).toBe('Pest: Room A101');
  });

  it('names a common area with its block, and without one when the student gave none', () => {
    expect(repairTitle(common('B'))).toBe('Plumbing: Kitchen, 2nd floor, block B');
    expect(repairTitle(common('-'))).toBe('Plumbing: Kitchen, 2nd floor');
    expect(repairPlace(common('B'))).toBe('Kitchen, 2nd floor, block B');
  });

  it('is how the status mail names the request', () => {
    const mail = maintenanceStatusMail(inRoom, 'resolved', '');
    expect(mail.text).toContain('Your maintenance request “Pest: Room A101” is now: Resolved.');
  });

  it('is how the audit trail names the request', () => {
    const actor = { id: 's1', role: 'student' as const, name: 'Ama Mensah' };
    const [item] = requestAudit(inRoom, actor, 'maintenance.report', null, {});
    expect(item?.Put?.Item).toMatchObject({ entity: { type: 'maintenance', name: 'Pest: Room A101' } });
  });
});
