import { randomUUID } from 'node:crypto';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { verifiedStudent } from '../management/support.ts';
import { baseUrl } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';

/** A student living in a single room of their own, booked at the desk, and the staff calls that did it. */
export async function aResident() {
  const staff = await superAdminCalls();
  const roomNumber = `R${randomUUID().slice(0, 4).toUpperCase()}`;
  const { room } = await staff<{ room: { id: string; roomNumber: string; block: string } }>(
    'POST',
    '/rooms',
    { roomNumber, roomType: 'Single', capacity: 1, genderDesignation: 'mixed', status: 'available' },
  );
  const credentials = await verifiedStudent(baseUrl);
  const student = (await getUserByEmail(credentials.email))!;
  await staff('POST', '/bookings', { roomId: room.id, studentId: student.id, termsAgreed: true });
  return { staff, room, credentials, student };
}
