import type { AnnouncementWithCounts, PinnedAnnouncement } from '#contract/announcements';
import { latestAnnouncements } from '../../data/announcements.ts';
import { announcementCounts, pinnedAnnouncementsOf } from '../../data/notifications.ts';
import { signedIn, staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** How many announcements staff's list shows: the recent ones, each with two counting reads. */
const listed = 50;

/** GET /announcements (staff): the latest announcements, with how many they reached and how many read. */
export const listAnnouncements = defineOperation({
  route: 'GET /announcements',
  access: staff,
  handle: async (): Promise<{ announcements: AnnouncementWithCounts[] }> => {
    const announcements = await latestAnnouncements(listed);
    return {
      announcements: await Promise.all(
        announcements.map(async (announcement) => ({
          ...announcement,
          ...(await announcementCounts(announcement.id)),
        })),
      ),
    };
  },
});

/** GET /announcements/pinned (signed in): the pinned announcements that reached the caller, unexpired. */
export const listPinnedAnnouncements = defineOperation({
  route: 'GET /announcements/pinned',
  access: signedIn,
  handle: async ({ session }): Promise<{ announcements: PinnedAnnouncement[] }> => ({
    announcements: await pinnedAnnouncementsOf(session.userId),
  }),
});
