import { messages } from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { currentBookingOf, endBooking } from '../../data/bookings.ts';
import { endAllSessions } from '../../domain/auth/sessions.ts';
import { deleteStudentRecord, studentDeletionItems, toStudent } from '../../data/students.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';
import { studentWrite } from './student-errors.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

/**
 * DELETE /students/{id} (staff): the student's current booking moves to the archive in the same
 * transaction that deletes the record; their archived bookings stay readable (they carry the
 * student's name and email).
 */
export const deleteStudentOperation = defineOperation({
  method: 'DELETE',
  path: byIdAndPublicId('/students/{id}'),
  access: staff,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const user = await findStudent(params, session);
    const actor = actorOf(session);
    const audit = auditItems({
      actor,
      action: 'student.delete',
      entity: { type: 'student', id: user.id },
      before: toStudent(user) as unknown as Record<string, unknown>,
    });
    const booking = await currentBookingOf(user.id);
    await studentWrite(async () => {
      if (!booking) return deleteStudentRecord(user, audit);
      await endBooking(
        booking,
        { status: 'archived', reason: messages.bookings.archiveReasons.studentDeleted, by: actor.id },
        () => audit,
        studentDeletionItems(user),
      );
    });
    await endAllSessions(user.id);
    if (booking) await bedsFreed();
    return { message: messages.students.deleted };
  },
});
