import type {
  Announcement,
  AnnouncementWithCounts,
  PinnedAnnouncement,
  PublishAnnouncement,
} from '#contract/announcements';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

export const announcementKeys = {
  list: [...resourceKeys.announcements, 'list'] as const,
  pinned: [...resourceKeys.announcements, 'pinned'] as const,
};

/** How long after its time an announcement's delivery is watched: the jobs worker takes seconds. */
const deliveryWatchedMs = 5 * 60 * 1000;

/**
 * One published within the last minutes has not reached all its audience yet: its fan-out and deliveries
 * are background jobs, so "Received by 0" right after Publish is only the start.
 */
function delivering(list: { announcements: AnnouncementWithCounts[] } | undefined): boolean {
  const since = Date.now() - deliveryWatchedMs;
  return (list?.announcements ?? []).some(
    (announcement) =>
      announcement.status !== 'scheduled' &&
      Date.parse(announcement.publishAt) > since &&
      (announcement.recipients === null || announcement.received < announcement.recipients),
  );
}

export const useAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.list,
    queryFn: () => api.get<{ announcements: AnnouncementWithCounts[] }>('/announcements'),
    // Its counts are read again every few seconds while one is being delivered, and no longer after.
    refetchInterval: (query) => (delivering(query.state.data) ? 2000 : false),
  });

export const publishAnnouncement = (body: PublishAnnouncement) =>
  api.post<{ message: string; announcement: Announcement }>('/announcements', body);

export const usePinnedAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.pinned,
    queryFn: () => api.get<{ announcements: PinnedAnnouncement[] }>('/announcements/pinned'),
  });
