import type { Operation } from '../http/operation.ts';
import { getAnnouncementOperation } from './get-announcement.ts';
import { listAnnouncements, listPinnedAnnouncements } from './list-announcements.ts';
import { publishAnnouncementOperation } from './publish-announcement.ts';

/**
 * Announcements: staff publish to an audience and see their reach; everyone reads their pinned ones, and
 * each one that reached them.
 */
export const operations = {
  publishAnnouncement: publishAnnouncementOperation,
  listAnnouncements,
  listPinnedAnnouncements,
  getAnnouncement: getAnnouncementOperation,
} satisfies Record<string, Operation>;
