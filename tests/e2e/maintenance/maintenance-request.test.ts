import { randomUUID } from 'node:crypto';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { lastMailTo, seriousViolations, verifiedStudent } from '../management/support.ts';
import { baseUrl, demoAccount, describe, expect, it } from '../support/fixture.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { superAdminCalls } from '../support/staff-session.ts';

const phone = { viewport: { width: 375, height: 812 } };

describe('a maintenance request on a phone', () => {
  it(
    'is reported by a student, assigned and resolved by staff, and confirmed by the student',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      // A student living in a room of their own, booked at the desk.
      const staff = await superAdminCalls();
      const roomNumber = `M${randomUUID().slice(0, 4).toUpperCase()}`;
      const { room } = await staff<{ room: { id: string } }>('POST', '/rooms', {
        roomNumber,
        roomType: 'Single',
        capacity: 1,
        genderDesignation: 'mixed',
        status: 'available',
      });
      const resident = await verifiedStudent(baseUrl);
      const studentId = (await getUserByEmail(resident.email))!.id;
      await staff('POST', '/bookings', { roomId: room.id, studentId, termsAgreed: true });

      // The student reports a broken fan in their room.
      const student = await signedInPage(resident, phone);
      await student.goto(`${baseUrl}/management/student/maintenance`);
      await student.getByRole('link', { name: 'Report a problem' }).click();
      await student.getByLabel('What kind of problem?').selectOption('electrical');
      await student.getByLabel('How urgent is it?').selectOption('high');
      expect(await student.getByLabel('Where?').inputValue()).toBe('room');
      await student.getByLabel('What is wrong?').fill('The ceiling fan stopped turning last night.');
      expect(await seriousViolations(student), 'report form').toEqual([]);
      await student.getByRole('button', { name: 'Send the request' }).click();
      await student.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
      const requestPath = new URL(student.url()).pathname.replace('/student/', '/admin/');
      await student.getByRole('heading', { name: `Electrical: Room ${roomNumber}` }).waitFor();
      expect(await student.getByText('New', { exact: true }).count()).toBeGreaterThan(0);

      // Staff find it in the queue, assign it to themselves and resolve it.
      const admin = await signedInPage(demoAccount('admin'), phone);
      await admin.goto(`${baseUrl}/management/admin/maintenance?category=electrical`);
      await admin.getByRole('link', { name: `Electrical: Room ${roomNumber}` }).click();
      await admin.waitForURL(`**${requestPath}`);
      await admin.getByLabel('Assigned to').selectOption({ label: 'Kofi Mensah' });
      await admin.getByRole('button', { name: 'Assign' }).click();
      await admin.getByText('Request assigned').first().waitFor();
      await admin.getByLabel('Move to').selectOption('resolved');
      await admin.getByLabel('Note to the student (optional)').fill('Replaced the fan capacitor.');
      await admin.getByRole('button', { name: 'Update status' }).click();
      await admin.getByText('Request updated').first().waitFor();
      expect(await seriousViolations(admin), 'staff request screen').toEqual([]);
      expect(await sidewaysScroll(admin), 'staff request screen').toBe(0);

      // The student is told, sees the resolution and confirms the fix.
      expect((await lastMailTo(baseUrl, resident.email)).subject).toBe(
        'Your maintenance request is now resolved',
      );
      await student.reload();
      await student.getByText('Replaced the fan capacitor.').waitFor();
      await student.getByRole('button', { name: 'Yes, it is fixed' }).click();
      await student.getByText('Thank you: the request is closed').first().waitFor();
      await student.getByRole('heading', { name: 'Is it fixed?' }).waitFor({ state: 'detached' });
      expect(await student.getByText('Closed', { exact: true }).count()).toBeGreaterThan(0);
      expect(await seriousViolations(student), 'closed request').toEqual([]);
      expect(await sidewaysScroll(student), 'closed request').toBe(0);
    },
  );
});
