import type { ApiResult, ApiResultInfo } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/**
 * GET /appraisals/{id}/api-results/{resultId} and its /info summary: inspection results are named by
 * number, valuations by "{provider}-{n}" (domain valuationResultId); `I` is the summary's kind.
 */
export const apiResultQueryOptions = <I = ApiResultInfo>(dealerId: number, id: number, resultId: number | string) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'api-result', resultId],
    queryFn: async ({ signal }) => {
      const base = `/appraisals/${id}/api-results/${resultId}`;
      const [info, result] = await Promise.all([
        api.get<I>(`${base}/info`, { signal }),
        api.get<ApiResult>(base, { signal }),
      ]);
      return { info, result };
    },
  });

/** Both calls, made only while the details are open. */
export function useApiResult<I = ApiResultInfo>(dealerId: number, id: number, resultId: number | string | null) {
  return useQuery({ ...apiResultQueryOptions<I>(dealerId, id, resultId ?? 0), enabled: resultId !== null });
}
