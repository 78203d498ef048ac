import * as messages from '#contract/messages';
import { joinWaitlistSchema } from '#contract/waitlist';
import { badRequest, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { countRequest } from '../http/throttle.ts';
import { students } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { listRooms } from '../../data/rooms.ts';
import { getUserById } from '../../data/users.ts';
import { joinedAuditItems, joinWaitlist, newEntry } from '../../data/waitlist.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';
import { waitlistChangesPerStudent } from './limits.ts';
import { waitlistWrite } from './waitlist-errors.ts';
import { myWaitlist, periodOf, waitlistChoices } from './views.ts';

/**
 * POST /waitlist (student): joins the current period's queue with the room types they accept, in order
 * of preference, and optionally a block. Only without an active booking (checked in the transaction).
 * Only the room types and block the join form offers them (rooms they may live in): one no room of
 * theirs has would never be offered, and holds a place no one can fill. A bed they may take could be
 * free right now; the offer job then offers it to the first in line.
 */
export const joinWaitlistOperation = defineOperation({
  route: 'POST /waitlist',
  access: students,
  body: joinWaitlistSchema,
  handle: async ({ body, session, settings: readSettings }) => {
    await countRequest([waitlistChangesPerStudent, session.userId]);
    const [settings, student, rooms] = await Promise.all([
      readSettings(),
      getUserById(session.userId),
      listRooms(),
    ]);
    if (!student) throw notFound(messages.students.notFound);
    const offered = waitlistChoices(rooms, student.gender);
    if (body.roomTypes.some((type) => !offered.roomTypes.includes(type)))
      throw badRequest(messages.waitlist.roomTypesNotOffered(offered.roomTypes), {
        errors: { roomTypes: messages.waitlist.roomTypesNotOffered(offered.roomTypes) },
      });
    if (body.block && !offered.blocks.includes(body.block))
      throw badRequest(messages.waitlist.blockNotOffered(offered.blocks), {
        errors: { block: messages.waitlist.blockNotOffered(offered.blocks) },
      });
    const entry = newEntry(student, periodOf(settings), {
      roomTypes: body.roomTypes,
      block: body.block ?? null,
    });
    await waitlistWrite(() => joinWaitlist(entry, joinedAuditItems(entry)));
    await bedsFreed();
    return reply(
      { ...(await myWaitlist(settings, student.id)), message: messages.waitlist.joined },
      { status: 201 },
    );
  },
});
