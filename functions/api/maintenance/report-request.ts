import { reportMaintenanceSchema } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { actorOf } from '../../data/audit.ts';
import { currentBookingOf } from '../../data/bookings.ts';
import { reportedRequest, roomLocation } from '../../data/maintenance.ts';
import { getRoom } from '../../data/rooms.ts';
import { getUserById } from '../../data/users.ts';
import { receiveReport, reportsPerStudent } from '../../domain/maintenance/receive-report.ts';
import { attachUploads, forgetIncoming } from '../../domain/uploads/uploads.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';
import { countRequest } from '../http/throttle.ts';
import { reportersView } from './find-request.ts';

/**
 * POST /maintenance (student): reports a problem in their room (the room of their current booking, read
 * here, never taken from the body) or in a common area they name, with up to three photos the student
 * uploaded first (kept only when each is theirs and was uploaded). The request starts new, its
 * priority the student's urgency until staff set one. An urgent one tells every active staff member.
 * Past 10 reports in an hour, 429 with Retry-After.
 */
export const reportRequest = defineOperation({
  route: 'POST /maintenance',
  access: students,
  body: reportMaintenanceSchema,
  handle: async ({ body, session }) => {
    await countRequest([reportsPerStudent, session.userId]);
    const [student, booking] = await Promise.all([
      getUserById(session.userId),
      currentBookingOf(session.userId),
    ]);
    if (!student) throw notFound(messages.students.notFound);
    const room = body.where === 'room' && booking ? await getRoom(booking.roomId) : null;
    if (body.where === 'room' && !room) throw badRequest(messages.maintenance.noRoom);
    const photoKeys = await attachUploads('maintenance', student.id, body.photos);
    const { request, reported } = reportedRequest({
      reporter: { id: student.id, fullName: student.fullName, email: student.email },
      category: body.category,
      urgency: body.urgency,
      description: body.description,
      photoKeys,
      location: room
        ? roomLocation(room)
        : {
            kind: 'common',
            roomId: null,
            roomNumber: null,
            block: body.block.toUpperCase() || '-',
            area: body.area,
          },
    });
    await receiveReport({ request, reported, actor: actorOf(session) });
    await forgetIncoming(body.photos);
    return reply(
      { request: reportersView(request), message: messages.maintenance.reported },
      { status: 201 },
    );
  },
});
