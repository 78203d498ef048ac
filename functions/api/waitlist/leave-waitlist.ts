import * as messages from '#contract/messages';
import { conflict, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { countRequest } from '../http/throttle.ts';
import { students } from '../../routes.ts';
import { recordedAuditItems, waitlistEntity, waitlistStudent } from '../../data/audit.ts';
import { getEntry, removeWaitingEntry } from '../../data/waitlist.ts';
import { waitlistChangesPerStudent } from './limits.ts';
import { waitlistWrite } from './waitlist-errors.ts';
import { periodOf } from './views.ts';

/** DELETE /waitlist (student): leaves the queue. With a bed offered, they decline the offer instead. */
export const leaveWaitlistOperation = defineOperation({
  route: 'DELETE /waitlist',
  access: students,
  handle: async ({ session, settings }) => {
    await countRequest([waitlistChangesPerStudent, session.userId]);
    const entry = await getEntry(periodOf(await settings()), session.userId);
    if (!entry) throw notFound(messages.waitlist.notWaiting);
    if (entry.status === 'offered') throw conflict(messages.waitlist.offeredCannotLeave);
    await waitlistWrite(() =>
      removeWaitingEntry(
        entry,
        recordedAuditItems({
          actor: waitlistStudent(entry),
          action: 'waitlist.leave',
          entity: waitlistEntity(entry),
          before: { roomTypes: entry.roomTypes, block: entry.block },
        }),
      ),
    );
    return { message: messages.waitlist.left };
  },
});
