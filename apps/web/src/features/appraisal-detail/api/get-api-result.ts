import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/** GET /appraisals/{id}/api-results/{resultId}/info: the summary of a provider's answer. */
export interface ApiResultInfo {
  id: number;
  provider: string;
  createdAt: string;
  grade: number | null;
  runningStatus: number | null;
  estimatedDamage: number | null;
  inspectedMileage: number | null;
  photoCount: number;
  reportUrl: string | null;
}

/** GET /appraisals/{id}/api-results/{resultId}: the provider's answer as stored. */
export interface ApiResult {
  id: number;
  provider: string;
  externalId: string | null;
  createdAt: string;
  data: Record<string, unknown>;
}

export const apiResultQueryOptions = (dealerId: number, id: number, resultId: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'api-result', resultId],
    queryFn: async ({ signal }) => {
      const base = `/appraisals/${id}/api-results/${resultId}`;
      const [info, result] = await Promise.all([
        api.get<ApiResultInfo>(`${base}/info`, { signal }),
        api.get<ApiResult>(base, { signal }),
      ]);
      return { info, result };
    },
  });

/** Both calls, made only while the details are open. */
export function useApiResult(dealerId: number, id: number, resultId: number | null) {
  return useQuery({ ...apiResultQueryOptions(dealerId, id, resultId ?? 0), enabled: resultId !== null });
}
