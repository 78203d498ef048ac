import * as messages from '#contract/messages';
import { joinWaitlistSchema } from '#contract/waitlist';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { students } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { getUserById } from '../../data/users.ts';
import { joinedAuditItems, joinWaitlist, newEntry } from '../../data/waitlist.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';
import { waitlistWrite } from './waitlist-errors.ts';
import { myWaitlist, periodOf } from './views.ts';

/**
 * POST /waitlist (student): joins the current period's queue with the room types they accept, in order
 * of preference, and optionally a block. Only without an active booking (checked in the transaction).
 * A bed they may take could be free right now; the offer job then offers it to the first in line.
 */
export const joinWaitlistOperation = defineOperation({
  route: 'POST /waitlist',
  access: students,
  body: joinWaitlistSchema,
  handle: async ({ body, session, settings: readSettings }) => {
    const [settings, student] = await Promise.all([readSettings(), getUserById(session.userId)]);
    if (!student) throw notFound(messages.students.notFound);
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
