import { randomUUID } from 'node:crypto';
import { createRequest, reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { verifiedStudent } from '../management/support.ts';
import { baseUrl, demoAccount } from '../support/fixture.ts';
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

/** A student's repair in their own room, assigned to the demo admin and resolved: waiting for the student. */
export async function aResolvedRepair() {
  const { staff, room, credentials, student } = await aResident();
  const { request, reported } = reportedRequest({
    reporter: { id: student.id, fullName: student.fullName, email: student.email },
    category: 'plumbing',
    urgency: 'normal',
    description: 'The shower drips all night long.',
    location: roomLocation(room),
  });
  await createRequest(request, reported, []);
  const assignee = (await getUserByEmail(demoAccount('admin').email))!;
  await staff('PUT', `/maintenance/${request.id}/assignee`, { assigneeId: assignee.id });
  await staff('PUT', `/maintenance/${request.id}/status`, { status: 'resolved' });
  return { credentials, request, title: `Plumbing: Room ${room.roomNumber}` };
}
