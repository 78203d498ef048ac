import type { Operation } from '../http/operation.ts';
import { listAnnouncements, listPinnedAnnouncements } from './list-announcements.ts';
import { publishAnnouncementOperation } from './publish-announcement.ts';

/** Announcements: staff publish to an audience and see their reach; everyone reads their pinned ones. */
export const operations = {
  publishAnnouncement: publishAnnouncementOperation,
  listAnnouncements,
  listPinnedAnnouncements,
} satisfies Record<string, Operation>;
