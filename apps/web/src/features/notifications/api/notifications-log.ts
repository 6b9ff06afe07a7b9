import type { LogsUpdated, NotificationLogItem, UnreadCount } from '@dealer/domain';

export type { NotificationLogItem };

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList, type ListResult } from '../../../lib/api-client';

/** Every notifications query starts with this key: a live notification refreshes them all. */
export const NOTIFICATIONS_KEY = 'notifications';
export const LOG_PAGE_SIZE = 25;

/** GET /notifications_log: the user's own notifications, newest first; the total is in x-total-count. */
export const notificationsLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [NOTIFICATIONS_KEY, 'log', page],
    queryFn: ({ signal }): Promise<ListResult<NotificationLogItem>> => {
      const start = (page - 1) * LOG_PAGE_SIZE;
      return apiList<NotificationLogItem>('/notifications_log', { range: [start, start + LOG_PAGE_SIZE - 1] }, signal);
    },
    placeholderData: keepPreviousData,
  });

export function useNotificationsLog(page: number) {
  return useQuery(notificationsLogQueryOptions(page));
}

/** POST /notifications_log/check: how many in-app notifications are unread (the bell's count). */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [NOTIFICATIONS_KEY, 'unread'],
    queryFn: ({ signal }) => api.post<UnreadCount>('/notifications_log/check', {}, { signal }),
    select: (r) => r.count,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

/** PUT /notifications_log/update-logs: the listed ids read, or all of them without ids. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api.put<LogsUpdated>('/notifications_log/update-logs', ids ? { ids } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
  });
}
