import type { DealerSetting } from '@dealer/domain';

export type { DealerSetting };

import type { DealerSettingType, DealerSettingValue } from '@dealer/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dealerSettingsQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-settings', dealerId],
    queryFn: ({ signal }) => api.get<DealerSetting[]>('/dealer_settings', { signal }),
  });

/** GET /dealer_settings: ids 40107 to 40118 with their values (defaults when never set). */
export function useDealerSettings(dealerId: number) {
  return useQuery(dealerSettingsQueryOptions(dealerId));
}

/**
 * PUT /dealer_settings/{id}, one per changed setting. Afterwards every query is stale: appraisal
 * details carry the worksheet defaults these settings give.
 */
export function useSaveDealerSettings(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { id: number; value: DealerSettingValue }[]) => {
      for (const change of changes) {
        try {
          await api.put<DealerSetting>(`/dealer_settings/${change.id}`, { value: change.value });
        } catch (err) {
          // The form puts the server's message under the setting that failed.
          throw Object.assign(err as Error, { settingId: change.id });
        }
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      await queryClient.invalidateQueries({ queryKey: dealerSettingsQueryOptions(dealerId).queryKey });
    },
  });
}
