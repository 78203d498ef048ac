import * as messages from '#contract/messages';
import { staff } from '../../routes.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { currentBookingOf, endBooking } from '../../data/bookings.ts';
import { outboxPut } from '../../data/outbox.ts';
import { accountErasure } from '../../domain/auth/account-erasure.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { handOnAfterCommit } from '../../domain/notifications/after-commit.ts';
import {
  deleteStudentRecord,
  studentDeletionItems,
  toStudent,
  unlessMoneyHeld,
} from '../../data/students.ts';
import { onStudent } from './find-student.ts';
import { studentWrite } from './student-errors.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';
import { currentEntryOf, withdrawalOnAccountChange } from '../../domain/waitlist/withdraw.ts';
import { requestClosingItems } from '../../domain/booking-requests/overtaken.ts';

/**
 * DELETE /students/{id} (staff): the student's current booking moves to the archive, and their
 * waitlist entry leaves the queue, in the same transaction that deletes the record; their archived bookings stay readable (they carry the
 * student's name and email). Refused while their ledger holds money, owed or in credit (unlessMoneyHeld).
 * The transaction also writes the account's erasure (its notification centre, links and second
 * factors, decision 0108), queued once it commits; its sessions end at once.
 */
export const deleteStudentOperation = onStudent({
  route: 'DELETE /students/{id}',
  access: staff,
  handle: async ({ record: user, session }) => {
    const actor = actorOf(session);
    const audit = auditItems({
      actor,
      action: 'student.delete',
      entity: { type: 'student', id: user.id, name: user.fullName },
      before: toStudent(user) as unknown as Record<string, unknown>,
    });
    const [booking, entry] = await Promise.all([currentBookingOf(user.id), currentEntryOf(user.id)]);
    // The student leaves the waitlist with the record: a bed they were offered goes back and on to the
    // next student, instead of being held for an account that no longer exists (issue #30).
    const withdrawal = withdrawalOnAccountChange(entry, actor, messages.waitlist.reasons.deleted);
    const erasure = accountErasure(user.id);
    await studentWrite(() =>
      unlessMoneyHeld(user.id, async () => {
        if (!booking) return deleteStudentRecord(user, [...audit, ...withdrawal, outboxPut(erasure)]);
        const ending = {
          status: 'archived',
          reason: messages.archiveReasons.studentDeleted,
        } as const;
        const requestClosing = await requestClosingItems(booking, { ended: ending }, actor);
        await endBooking(booking, { ...ending, by: actor.id }, () => audit, [
          ...studentDeletionItems(user),
          ...withdrawal,
          ...requestClosing,
          outboxPut(erasure),
        ]);
      }),
    );
    await Promise.all([signOutEverywhere(user.id), handOnAfterCommit([erasure])]);
    if (booking || entry?.status === 'offered') await bedsFreed();
    return { message: messages.students.deleted };
  },
});
