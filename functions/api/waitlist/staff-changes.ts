import { appPaths } from '#contract/app-paths';
import * as messages from '#contract/messages';
import { moveWaitlistEntrySchema, removeWaitlistEntrySchema } from '#contract/waitlist';
import { conflict, notFound } from '../../platform/errors.ts';
import { operationsOn } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { actorOf, recordedAuditItems } from '../../data/audit.ts';
import { getUserByPublicId } from '../../data/users.ts';
import { isInternalId } from '../../data/ids.ts';
import { endOffer, getEntry, queueOf, removeWaitingEntry, swapRanks } from '../../data/waitlist.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { waitlistNotice, waitlistRemovedMail } from '../../domain/notifications/templates/waitlist.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';
import { waitlistRemovalAudit } from '../../domain/waitlist/withdraw.ts';
import { byIdAndPublicId, entityRefSchema, type EntityRef } from '../entity-ref.ts';
import { waitlistWrite } from './waitlist-errors.ts';
import { periodOf } from './views.ts';
import type { Settings } from '../../data/settings.ts';

/** The entry of the student a path names (internal id or public id) in the current period, or 404. */
async function entryNamed(ref: EntityRef, settings: Settings) {
  const studentId =
    ref.id && isInternalId(ref.id)
      ? ref.id
      : ref.publicId
        ? (await getUserByPublicId(ref.publicId))?.id
        : undefined;
  const entry = studentId ? await getEntry(periodOf(settings), studentId) : null;
  if (!entry) throw notFound(messages.waitlist.entryNotFound);
  return entry;
}

/** An operation on the waitlist entry its path names (`record`), found as `entryNamed` finds it. */
const onWaitlistEntry = operationsOn({
  params: entityRefSchema,
  routes: byIdAndPublicId,
  find: async (ref, _session, settings) => entryNamed(ref, await settings()),
});

/**
 * POST /waitlist/entries/{id}/remove (staff): takes the student off the queue, with a reason they are
 * told by mail. A held bed goes back and is offered to the next student.
 */
export const removeWaitlistEntry = onWaitlistEntry({
  route: 'POST /waitlist/entries/{id}/remove',
  access: staff,
  body: removeWaitlistEntrySchema,
  handle: async ({ record: entry, body, session }) => {
    const telling = new Telling();
    const items = [
      ...waitlistRemovalAudit(entry, actorOf(session), body.reason),
      ...telling.items([
        waitlistNotice(entry, waitlistRemovedMail(entry, body.reason), appPaths.student.rooms),
      ]),
    ];
    await waitlistWrite(() =>
      entry.status === 'offered' ? endOffer(entry, items) : removeWaitingEntry(entry, items),
    );
    await Promise.all([entry.status === 'offered' ? bedsFreed() : undefined, telling.afterCommit()]);
    return { message: messages.waitlist.removed };
  },
});

/**
 * POST /waitlist/entries/{id}/move (staff): one place up or down among the waiting entries of the room
 * type's queue (or the whole queue), swapping places with that neighbour, with the reason recorded in
 * the audit trail.
 */
export const moveWaitlistEntry = onWaitlistEntry({
  route: 'POST /waitlist/entries/{id}/move',
  access: staff,
  body: moveWaitlistEntrySchema,
  handle: async ({ record: entry, body, session, settings: readSettings }) => {
    // The request's one read of the settings, which the look-up used: the queue is the entry's period's.
    const settings = await readSettings();
    // Neighbours in the queue staff are looking at: a room type's own, when they chose one, so a move
    // there never swaps with someone waiting only for another type (issue #30).
    const waiting = (await queueOf(periodOf(settings))).filter(
      (other) => other.status === 'waiting' && (!body.roomType || other.roomTypes.includes(body.roomType)),
    );
    const index = waiting.findIndex((other) => other.studentId === entry.studentId);
    const neighbour = waiting[body.direction === 'up' ? index - 1 : index + 1];
    if (index < 0 || !neighbour) throw conflict(messages.waitlist.cannotMove);
    const moved = waiting[index]!;
    await waitlistWrite(() =>
      swapRanks(
        moved,
        neighbour,
        recordedAuditItems({
          actor: actorOf(session),
          action: 'waitlist.move',
          entity: { type: 'waitlist', id: moved.studentId, name: moved.student.fullName },
          before: { position: index + 1 },
          after: {
            position: body.direction === 'up' ? index : index + 2,
            direction: body.direction,
            reason: body.reason,
            ...(body.roomType ? { roomType: body.roomType } : {}),
            swappedWith: neighbour.student.fullName,
          },
        }),
      ),
    );
    return { message: messages.waitlist.moved };
  },
});
