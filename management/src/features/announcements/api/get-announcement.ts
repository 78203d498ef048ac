import type { AnnouncementToRead } from '#contract/announcements';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

/**
 * One announcement's key, under the feature's prefix that a notice and a publish invalidate. It is not
 * in announcementKeys (announcements.ts): the screen's chunk importing that module would split it out of
 * the chunk the student's dashboard shares with the admin area, one file more on their first screen.
 */
const announcementKey = (id: string) => [...resourceKeys.announcements, 'one', id] as const;

export const useAnnouncement = (id: string) =>
  useQuery({
    queryKey: announcementKey(id),
    queryFn: () => api.get<{ announcement: AnnouncementToRead }>(`/announcements/${encodeURIComponent(id)}`),
  });
