import { describe, expect, it } from 'vitest';
import type { Parcel } from '../../../functions/contract/parcels.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { signedInAs } from '../../support/sessions.ts';
import { realtimeServerOfThisFile, type TabSocket } from '../../support/tab-sockets.ts';

/**
 * Two desks (decision 0066): a parcel logged, handed over or removed at one reaches the other desk's
 * open tabs as a `changed` push naming the parcels, and never a student's tab, whatever it claims.
 */
const live = realtimeServerOfThisFile('parcels-live');

const parcelChanges = (tab: TabSocket) => tab.received.filter((message) => message.event === 'changed');
/** Every staff tab hears every desk's parcel writes, other tests' too: at least these many. */
const heardAtLeast = async (tab: TabSocket, count: number) => {
  await expect.poll(() => parcelChanges(tab).length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  expect(parcelChanges(tab)).toContainEqual({ event: 'changed', data: { resource: 'parcels' } });
};

describe("another desk's parcel list follows", () => {
  it(
    'tells every staff tab that the parcels changed when one is logged, collected or removed',
    { timeout: 60_000 },
    async () => {
      const [admin, superAdmin] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
      const student = await aStudent();
      const [otherDesk, ownDesk] = [await live.open(superAdmin), await live.open(admin)];

      const logged = await call(admin, 'POST', '/parcels', { studentId: student.user.id, carrier: 'DHL' });
      await call(admin, 'POST', `/parcels/${(logged.body.parcel as Parcel).id}/collect`, { collectedBy: '' });
      const mistaken = await call(admin, 'POST', '/parcels', { studentId: student.user.id });
      await call(admin, 'DELETE', `/parcels/${(mistaken.body.parcel as Parcel).id}`);
      await jobsSettled();

      for (const desk of [otherDesk, ownDesk]) await heardAtLeast(desk, 4);
    },
  );

  it(
    "never pushes staff's parcel changes or their contents to a student's tab, even one that claims to be staff",
    { timeout: 60_000 },
    async () => {
      const admin = await signedInAs('admin');
      const [recipient, bystander] = [await aStudent(), await aStudent()];
      const staffDesk = await live.open(admin);
      const recipientTab = await live.open(recipient);
      // The attacker's join-user names the admin's identity; its ticket proved a student, which decides.
      const claimingStaff = await live.open(bystander, {
        userId: admin.user.id,
        role: 'admin',
        tabId: bystander.tabId,
      });
      const bystanderTab = await live.open(bystander);

      const logged = await call(admin, 'POST', '/parcels', {
        studentId: recipient.user.id,
        carrier: 'Secret Carrier',
        shelf: 'Z-9',
      });
      expect(logged.status).toBe(201);
      await jobsSettled();
      await heardAtLeast(staffDesk, 1);

      for (const tab of [recipientTab, claimingStaff, bystanderTab]) expect(parcelChanges(tab)).toEqual([]);
      // The recipient hears only their own notice; the other student's tabs hear nothing at all.
      expect(recipientTab.received.map((message) => message.event)).toEqual(['notification']);
      expect(JSON.stringify(recipientTab.received)).not.toMatch(/Z-9/);
      expect(bystanderTab.received).toEqual([]);
      expect(claimingStaff.received).toEqual([]);
    },
  );
});
