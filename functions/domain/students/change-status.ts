import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { currentBookingIs, currentBookingOf } from '../../data/bookings.ts';
import type { Session } from '../../data/sessions.ts';
import { signOutEverywhere } from '../auth/sessions.ts';
import { revokeTokensOfUser } from '../../data/tokens.ts';
import { changedStudent, studentRecordPut, updateStudent } from '../../data/students.ts';
import type { User } from '../../data/users.ts';
import { checkOutWithoutInspection } from '../desk/check-out.ts';
import { accountNotice, Telling } from '../notifications/notices.ts';
import { accountDeactivatedMail, accountReactivatedMail } from '../notifications/templates/account-news.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';
import { currentEntryOf, withdrawalOnAccountChange } from '../waitlist/withdraw.ts';

/**
 * Staff activate or deactivate a student (docs/spec.md §4, issue #25). Deactivating a student who holds
 * a bed needs staff's answer to whether the booking ends (`endsBooking`); without one it is refused with
 * `holdsBooking`, so no client deactivates past the question. An ended booking is a check-out without
 * the desk's inspection like the lists' quick ones (decision 0050): the whole deposit comes back and
 * the student gets the desk's check-out notice beside the deactivation mail. Either way the student leaves the
 * waitlist in the same transaction (an inactive student is never offered a bed), is signed out
 * everywhere, loses every link of the account, a pending change of address included (decision 0080),
 * and is told by mail; an activated student is told too, and no link issued before the activation works
 * after it, one the deactivation's revocation missed included (decision 0082). The student's mail of it is
 * an account notice written with the change, so it is mailed once however often the queue runs it (the
 * claim on its entry, decision 0033), and is under their bell when they can sign in again. Refusals of
 * the data layer (a booking or the record changed meanwhile) reach the caller as they are.
 */
export async function changeStudentStatus(
  session: Session,
  user: User,
  isActive: boolean,
  endsBooking?: boolean,
): Promise<User> {
  const actor = actorOf(session);
  const recipient = { to: user.email, fullName: user.fullName };
  const telling = new Telling();
  const statusAudit = auditItems({
    actor,
    action: 'student.status',
    entity: { type: 'student', id: user.id, name: user.fullName },
    before: { isActive: user.isActive },
    after: { isActive },
  });
  // Activate pressed on a student already active (a stale list): nothing to reopen, and an activation
  // counted again would end the links they hold (decision 0082).
  if (isActive && user.isActive) return user;
  if (isActive || !user.isActive) {
    // Every activation counts, and ends the links issued before it (decision 0082); the record's
    // updatedAt guard makes the count exact.
    const changes = isActive ? { isActive, reactivations: (user.reactivations ?? 0) + 1 } : { isActive };
    const reactivated = isActive ? [accountNotice(user, accountReactivatedMail(recipient))] : [];
    const updated = await updateStudent(user, changes, () => [...statusAudit, ...telling.items(reactivated)]);
    await telling.afterCommit();
    if (!isActive) {
      await signOutEverywhere(user.id);
      await revokeTokensOfUser(user.id);
    }
    return updated;
  }

  const [booking, entry] = await Promise.all([currentBookingOf(user.id), currentEntryOf(user.id)]);
  if (booking && endsBooking === undefined)
    throw conflict(messages.students.holdsBooking(booking.room.roomNumber), { holdsBooking: true });
  const withdrawal = withdrawalOnAccountChange(entry, actor, messages.waitlist.reasons.deactivated);
  const ends = booking !== null && endsBooking === true;
  // An ending holds the room number it archives (decision 0093): the one read is the one ended.
  const deactivated = accountNotice(
    user,
    accountDeactivatedMail({
      ...recipient,
      ...(ends ? { endedRoom: booking.room.roomNumber } : {}),
      leftWaitlist: entry !== null,
    }),
  );
  let updated: User;
  if (ends) {
    updated = changedStudent(user, { isActive: false });
    await checkOutWithoutInspection(session, booking, {
      reason: messages.archiveReasons.studentDeactivated,
      extra: () => [
        ...statusAudit,
        studentRecordPut(user, updated),
        ...withdrawal,
        ...telling.items([deactivated]),
      ],
    });
  } else {
    // The booking staff chose to keep (or the absence of one) must still be as read: a booking made
    // meanwhile was not part of their answer.
    updated = await updateStudent(user, { isActive: false }, () => [
      ...statusAudit,
      ...withdrawal,
      currentBookingIs(user.id, booking),
      ...telling.items([deactivated]),
    ]);
  }
  await telling.afterCommit();
  await signOutEverywhere(user.id);
  await revokeTokensOfUser(user.id);
  // Ending the booking already offered its bed, and told the student; a withdrawn offer frees one too.
  if (!ends && entry?.status === 'offered') await bedsFreed();
  return updated;
}
