import type { NotificationSettingRow, NotificationSettings } from '@dealer/domain';

export type { NotificationSettingRow, NotificationSettings };

import type { NotificationInfo, NotificationSettingInput } from '@dealer/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificationSettingsKey = ['notification-settings'] as const;

/** GET /user/notification-settings: every notification at every dealer of the user. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettings>('/user/notification-settings', { signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** PUT /user/notification-settings {changes}: one switch or an "All" toggle, all or nothing; answers every setting. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: NotificationSettingInput[]) =>
      api.put<NotificationSettings>('/user/notification-settings', { changes }),
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsKey, data),
  });
}
