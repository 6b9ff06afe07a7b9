import type { AppraisalDetail } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The record's answer types, inferred from the server's answer schemas (packages/domain).
export type {
  AppraisalDetail,
  AppraisalUser as PersonRef,
  Bid,
  ConditionReport,
  InspectionResult,
  InspectionSession,
  ValuationResult,
  WorksheetDefaults,
} from '@dealer/domain';

/** GET /appraisals/{id}: the record the detail page works on. */
export function getAppraisalDetail(id: number, signal?: AbortSignal): Promise<AppraisalDetail> {
  return api.get<AppraisalDetail>(`/appraisals/${id}`, { signal });
}

/** Every query of one record (detail, activity, documents) starts with this key. */
export const appraisalKey = (dealerId: number, id: number) => ['appraisal-detail', dealerId, id] as const;

export const appraisalDetailQueryOptions = (dealerId: number, id: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'record'],
    queryFn: ({ signal }) => getAppraisalDetail(id, signal),
  });

export function useAppraisalDetail(dealerId: number, id: number) {
  return useQuery(appraisalDetailQueryOptions(dealerId, id));
}
