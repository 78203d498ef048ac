import type { MaintenanceRequest, MaintenanceStatus } from '../../../functions/contract/maintenance.ts';
import { activeBookings } from '../../../functions/data/bookings.ts';
import { createRequest, reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getUserByEmail, getUserById } from '../../../functions/data/users.ts';
import { attachUploads, forgetIncoming } from '../../../functions/domain/uploads/uploads.ts';
import { uploadDemoPhoto } from './demo-photo.ts';

/** A student's photo of their room, uploaded and kept as the app does. */
async function aDemoPhoto(studentId: string): Promise<string[]> {
  const key = await uploadDemoPhoto('maintenance', studentId);
  const kept = await attachUploads('maintenance', studentId, [key]);
  await forgetIncoming([key]);
  return kept;
}

/** A few repairs a hostel would have on any day, reported by residents in their own rooms. */
const demoRequests: Array<
  Pick<MaintenanceRequest, 'category' | 'urgency' | 'description'> & {
    status: MaintenanceStatus;
    daysAgo: number;
  }
> = [
  {
    category: 'electrical',
    urgency: 'high',
    description: 'The ceiling fan stopped turning last night.',
    status: 'new',
    daysAgo: 0,
  },
  {
    category: 'plumbing',
    urgency: 'urgent',
    description: 'Water leaks under the sink and pools on the floor.',
    status: 'assigned',
    daysAgo: 1,
  },
  {
    category: 'internet',
    urgency: 'normal',
    description: 'The Wi-Fi drops every few minutes in the evening.',
    status: 'in_progress',
    daysAgo: 3,
  },
  {
    category: 'furniture',
    urgency: 'low',
    description: 'One drawer of the desk is off its runner.',
    status: 'waiting_for_parts',
    daysAgo: 9,
  },
  {
    category: 'pest',
    urgency: 'normal',
    description: 'Ants keep coming in along the window frame.',
    status: 'resolved',
    daysAgo: 12,
  },
];

/**
 * Demo maintenance requests (issue #27): the demo student's own, when they live in a room (with a
 * photo), and a queue from other residents in every state, so `npm start` shows the student's screens
 * and the staff queue. The uploads bucket's stand-in must be listening.
 */
export async function seedMaintenance(demoStudentEmail: string): Promise<void> {
  const admin = await getUserByEmail('admin@northgate.example');
  const demo = await getUserByEmail(demoStudentEmail);
  const active = await activeBookings();
  // The demo student, when they live in a room, reports the last one: resolved, waiting for their answer.
  const own = active.filter((booking) => booking.studentId === demo?.id);
  const others = active.filter((booking) => booking.studentId !== demo?.id);
  const reporters = [...others.slice(0, demoRequests.length - own.length), ...own.slice(0, 1)];
  await Promise.all(
    demoRequests.map(async (planned, index) => {
      const booking = reporters[index];
      const [student, room] = booking
        ? await Promise.all([getUserById(booking.studentId), getRoom(booking.roomId)])
        : [null, null];
      if (!student || !room) return;
      const at = new Date(Date.now() - planned.daysAgo * 86_400_000 - index * 60_000).toISOString();
      const assignee = admin && planned.status !== 'new' ? { id: admin.id, fullName: admin.fullName } : null;
      const { request, reported } = reportedRequest(
        {
          reporter: { id: student.id, fullName: student.fullName, email: student.email },
          category: planned.category,
          urgency: planned.urgency,
          description: planned.description,
          location: roomLocation(room),
          status: planned.status,
          assignee,
          photoKeys: student.id === demo?.id ? await aDemoPhoto(student.id) : [],
        },
        at,
      );
      await createRequest(request, reported, []);
    }),
  );
}
