import type { PayoffEdit } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AppraisalRow } from './get-appraisals';
import { keepRowInLists } from './keep-list-row';

/** POST /appraisals/{id}/payoff: the adjusted payoff amount. */
export function savePayoff(id: number, values: PayoffEdit): Promise<AppraisalRow> {
  return api.post<AppraisalRow>(`/appraisals/${id}/payoff`, values);
}

export function useSavePayoff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PayoffEdit) => savePayoff(id, values),
    onSuccess: (updated) => keepRowInLists(queryClient, updated),
  });
}
