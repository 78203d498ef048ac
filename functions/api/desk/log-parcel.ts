import * as messages from '#contract/messages';
import { logParcelSchema, type ParcelWriteResponse } from '#contract/parcels';
import { actorOf } from '../../data/audit.ts';
import { currentRoomsOf } from '../../data/bookings.ts';
import { isInternalId } from '../../data/ids.ts';
import { logParcel } from '../../data/parcels.ts';
import { getUserById, getUserByPublicId } from '../../data/users.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { staffChanged } from '../../domain/realtime/staff-changes.ts';
import { parcelWaitingNotice } from '../../domain/notifications/templates/parcels.ts';
import { parcelWrite } from '../../domain/parcels/parcel-errors.ts';
import { newParcel, parcelAuditItems } from '../../domain/parcels/parcel-records.ts';
import { badRequest } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { recordNamed } from '../entity-ref.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';

/**
 * POST /parcels (staff): a parcel delivered for a student, who is told at once (a `parcels` notice).
 * Only for an active student: the write holds that, so a deactivation at the same moment is not
 * logged past. The parcel names the room the student holds a bed in now, for the desk's list.
 */
export const logParcelOperation = defineOperation({
  route: 'POST /parcels',
  access: staff,
  body: logParcelSchema,
  handle: async ({ body, session }) => {
    const ref = isInternalId(body.studentId) ? { id: body.studentId } : { publicId: body.studentId };
    const student = await recordNamed(ref, getUserById, getUserByPublicId);
    if (!student || student.role !== 'student' || !student.isActive)
      throw badRequest(messages.parcels.studentNotActive);
    const current = (await currentRoomsOf([student.id])).get(student.id);
    const actor = actorOf(session);
    const parcel = newParcel(
      { id: student.id, publicId: student.publicId, fullName: student.fullName },
      current ? { roomNumber: current.room.roomNumber } : null,
      body,
      actor,
    );
    const telling = new Telling();
    await parcelWrite(() =>
      logParcel(parcel, [
        ...parcelAuditItems(actor, 'parcel.logged', parcel),
        ...telling.items([parcelWaitingNotice(student, parcel)], parcel.loggedAt),
      ]),
    );
    await telling.afterCommit();
    await staffChanged('parcels');
    const logged: ParcelWriteResponse = { parcel, message: messages.parcels.logged };
    return reply(logged, { status: 201 });
  },
});
