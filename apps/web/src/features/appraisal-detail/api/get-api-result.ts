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

/** GET /appraisals/{id}/api-results/{provider}-{n}/info: a stored valuation's summary (roles that read valuations). */
export interface ValuationResultInfo {
  id: string;
  provider: string;
  createdAt: string;
  source: 'provider' | 'manual';
  note: string | null;
  selection: Record<string, unknown>;
  vehicle: string | null;
  value: number | null;
  wholesale: number | null;
  retail: number | null;
}

/**
 * GET /appraisals/{id}/api-results/{resultId}: the provider's answer as stored. Inspection answers
 * are named by number, valuations by "{provider}-{n}" (domain valuationResultId).
 */
export interface ApiResult {
  id: number | string;
  provider: string;
  externalId: string | null;
  createdAt: string;
  data: Record<string, unknown> | null;
}

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
