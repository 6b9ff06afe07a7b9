import type { AppraisalDocuments } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/** GET /appraisals/{id}/documents: the uploaded files by kind. */
export function getDocuments(id: number, signal?: AbortSignal): Promise<AppraisalDocuments> {
  return api.get<AppraisalDocuments>(`/appraisals/${id}/documents`, { signal });
}

export const documentsQueryOptions = (dealerId: number, id: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'documents'],
    queryFn: ({ signal }) => getDocuments(id, signal),
  });

export function useDocuments(dealerId: number, id: number) {
  return useQuery(documentsQueryOptions(dealerId, id));
}
