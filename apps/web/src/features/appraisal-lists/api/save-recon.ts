import type { ReconEdit } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AppraisalRow } from './get-appraisals';
import { keepRowInLists } from './keep-list-row';

/** POST /appraisals/{id}/recon: body, mechanical and other recon costs (null clears one). */
export function saveRecon(id: number, values: ReconEdit): Promise<AppraisalRow> {
  return api.post<AppraisalRow>(`/appraisals/${id}/recon`, values);
}

/** Saving recon may move a record from assess to payoff: the row stays on screen (keepRowInLists). */
export function useSaveRecon(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReconEdit) => saveRecon(id, values),
    onSuccess: (updated) => keepRowInLists(queryClient, updated),
  });
}
