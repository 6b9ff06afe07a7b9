import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/** An uploaded document (spec part 1 section 3 "Document"); `link` is a signed, expiring download URL. */
export interface AppraisalDocument {
  id: number;
  name: string;
  size: number;
  mimeType: string;
  type: string;
  typeName: string;
  documentTypeName: string;
  link: string;
  createdAt: string;
}

export interface AppraisalDocuments {
  payoff: AppraisalDocument[];
  photos: AppraisalDocument[];
  groundingReceipt: AppraisalDocument[];
  billOfLading: AppraisalDocument[];
}

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
