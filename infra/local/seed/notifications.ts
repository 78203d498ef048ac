import { markAnnouncementSent } from '../../../functions/data/announcements.ts';
import type { Actor } from '../../../functions/data/audit.ts';
import { transact } from '../../../functions/data/transactions.ts';
import { recipientsOf } from '../../../functions/domain/announcements/audience.ts';
import { announcementNotice } from '../../../functions/domain/announcements/fan-out.ts';
import { newAnnouncement, publishedItems } from '../../../functions/domain/announcements/publish.ts';
import { fileAndPush } from '../../../functions/domain/notifications/notices.ts';
import type { DemoCalendar } from './demo-calendar.ts';

/**
 * A pinned announcement from the office to everyone, published yesterday afternoon with its audit entry, and
 * filed in every recipient's notification centre as its fan-out filed it then, so the bell has a count
 * and the announcements list says how many it reached. Its mails went out then: none is sent now.
 */
export async function seedNotifications(actor: Actor, calendar: DemoCalendar): Promise<void> {
  const at = calendar.on(calendar.day(-1), 16);
  const announcement = newAnnouncement(
    {
      title: 'Water off in every block on Tuesday, 9:00 to 12:00',
      text: 'The water board is replacing the main valve. Fill a bottle on Monday evening.',
      audience: { kind: 'everyone' },
      pinned: true,
      expiresAt: calendar.after(calendar.now, 7 * 24),
    },
    actor,
    new Date(at),
  );
  await transact(publishedItems(announcement, actor));
  const recipients = await recipientsOf(announcement.audience);
  await Promise.all(recipients.map((recipient) => fileAndPush(announcementNotice(announcement, recipient))));
  await markAnnouncementSent(announcement.id, recipients.length);
}
