import type { NotificationPage, UnreadCount } from '#contract/notifications';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { notificationKeys } from './keys.ts';

/** How many notifications a page of the bell's list holds. */
export const notificationPageSize = 10;

export const getUnreadCount = () => api.get<UnreadCount>('/notifications/unread');
/** The bell's count: kept live by the realtime channel, which invalidates it on each new notice. */
export const useUnreadCount = () => useQuery({ queryKey: notificationKeys.unread, queryFn: getUnreadCount });

const getNotifications = (page: number) =>
  api.get<NotificationPage>(`/notifications?page=${page}&limit=${notificationPageSize}`);

/** The history page by page, newest first, for Load more. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });

type Marked = { message: string; unread: number };
const meta = { invalidates: [resourceKeys.notifications] };

export const useMarkRead = () =>
  useMutation({
    mutationFn: (id: string) => api.post<Marked>(`/notifications/${encodeURIComponent(id)}/read`),
    meta,
  });
export const useMarkAllRead = () =>
  useMutation({ mutationFn: () => api.post<Marked>('/notifications/read-all'), meta });
