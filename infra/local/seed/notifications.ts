import type { Announcement } from '../../../functions/contract/announcements.ts';
import { announcementPut, markAnnouncementSent } from '../../../functions/data/announcements.ts';
import { auditItems, type Actor } from '../../../functions/data/audit.ts';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { transact } from '../../../functions/data/transactions.ts';
import { recipientsOf } from '../../../functions/domain/announcements/audience.ts';
import { announcementNotice } from '../../../functions/domain/announcements/fan-out.ts';
import { fileAndPush } from '../../../functions/domain/notifications/notices.ts';
import type { DemoCalendar } from './demo-calendar.ts';

/**
 * A pinned announcement from the office to everyone, published yesterday afternoon with its audit entry, and
 * filed in every recipient's notification centre as its fan-out filed it then, so the bell has a count
 * and the announcements list says how many it reached. Its mails went out then: none is sent now.
 */
export async function seedNotifications(actor: Actor, calendar: DemoCalendar): Promise<void> {
  const at = calendar.on(calendar.day(-1), 16);
  const announcement: Announcement = {
    id: newTimeOrderedId(new Date(at)),
    title: 'Water off in every block on Tuesday, 9:00 to 12:00',
    text: 'The water board is replacing the main valve. Fill a bottle on Monday evening.',
    audience: { kind: 'everyone' },
    pinned: true,
    publishAt: at,
    expiresAt: calendar.after(calendar.now, 7 * 24),
    createdAt: at,
    createdBy: { id: actor.id, name: actor.name ?? null },
    status: 'sending',
    recipients: null,
  };
  await transact([
    announcementPut(announcement),
    ...auditItems({
      actor,
      action: 'announcement.publish',
      entity: { type: 'announcement', id: announcement.id, name: announcement.title },
      after: { audience: announcement.audience, publishAt: at, pinned: true },
      at,
    }),
  ]);
  const recipients = await recipientsOf(announcement.audience);
  for (let start = 0; start < recipients.length; start += 8)
    await Promise.all(
      recipients
        .slice(start, start + 8)
        .map((recipient) => fileAndPush(announcementNotice(announcement, recipient))),
    );
  await markAnnouncementSent(announcement.id, recipients.length);
}
