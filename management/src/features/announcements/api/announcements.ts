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

/** How often the list is read while a delivery is under way. */
const deliveryReadMs = 2000;

/**
 * The longest wait for a scheduled one's time: up to 30 days ahead, past what a browser's timer holds
 * (2^31 ms, about 25 days), and the list is read again on the way anyway.
 */
const longestWaitMs = 60 * 60 * 1000;

/**
 * When to read the list again, or false for not until something else does. Every few seconds while one
 * published within the last minutes has not reached all its audience yet: its fan-out and deliveries
 * are background jobs, so "Received by 0" right after Publish is only the start, and a scheduled one
 * whose time has come is still "Scheduled" until its fan-out runs. Before that, at the time of the next
 * scheduled one: it publishes with nothing on this tab happening, and staff are told of it only when it
 * is for them.
 */
function nextReadIn(list: { announcements: AnnouncementWithCounts[] } | undefined): number | false {
  const now = Date.now();
  let nextTime = Infinity;
  for (const announcement of list?.announcements ?? []) {
    const at = Date.parse(announcement.publishAt);
    if (at > now) nextTime = Math.min(nextTime, at - now);
    else if (
      at > now - deliveryWatchedMs &&
      (announcement.status === 'scheduled' ||
        announcement.recipients === null ||
        announcement.received < announcement.recipients)
    )
      return deliveryReadMs;
  }
  return Number.isFinite(nextTime) ? Math.min(Math.max(nextTime, deliveryReadMs), longestWaitMs) : false;
}

export const useAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.list,
    queryFn: () => api.get<{ announcements: AnnouncementWithCounts[] }>('/announcements'),
    // Read again while one is being delivered, and when a scheduled one's time comes (nextReadIn).
    refetchInterval: (query) => nextReadIn(query.state.data),
  });

export const publishAnnouncement = (body: PublishAnnouncement) =>
  api.post<{ message: string; announcement: Announcement }>('/announcements', body);

export const usePinnedAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.pinned,
    queryFn: () => api.get<{ announcements: PinnedAnnouncement[] }>('/announcements/pinned'),
  });
