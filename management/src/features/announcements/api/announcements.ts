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

export const useAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.list,
    queryFn: () => api.get<{ announcements: AnnouncementWithCounts[] }>('/announcements'),
  });

export const publishAnnouncement = (body: PublishAnnouncement) =>
  api.post<{ message: string; announcement: Announcement }>('/announcements', body);

export const usePinnedAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.pinned,
    queryFn: () => api.get<{ announcements: PinnedAnnouncement[] }>('/announcements/pinned'),
  });
