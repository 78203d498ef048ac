import * as messages from '#contract/messages';
import { joinWaitlistSchema, type WaitlistEntry } from '#contract/waitlist';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { students } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { recordedAuditItems } from '../../data/audit.ts';
import { getUserById } from '../../data/users.ts';
import { joinWaitlist, rankNow } from '../../data/waitlist.ts';
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
    const now = new Date().toISOString();
    const entry: WaitlistEntry = {
      studentId: student.id,
      student: {
        id: student.id,
        publicId: student.publicId,
        fullName: student.fullName,
        email: student.email,
      },
      gender: student.gender ?? null,
      ...periodOf(settings),
      roomTypes: body.roomTypes,
      block: body.block ?? null,
      rank: rankNow(),
      joinedAt: now,
      status: 'waiting',
    };
    await waitlistWrite(() =>
      joinWaitlist(
        entry,
        recordedAuditItems({
          actor: { id: student.id, role: 'student', name: student.fullName },
          action: 'waitlist.join',
          entity: { type: 'waitlist', id: student.id, name: student.fullName },
          after: { roomTypes: entry.roomTypes, block: entry.block },
        }),
      ),
    );
    await bedsFreed();
    return reply(
      { ...(await myWaitlist(settings, student.id)), message: messages.waitlist.joined },
      { status: 201 },
    );
  },
});
