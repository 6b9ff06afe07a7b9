import type { ReconEdit } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPRAISALS_QUERY_KEY, type AppraisalRow } from './get-appraisals';

/** POST /appraisals/{id}/recon: body, mechanical and other recon costs (null clears one). */
export function saveRecon(id: number, values: ReconEdit): Promise<AppraisalRow> {
  return api.post<AppraisalRow>(`/appraisals/${id}/recon`, values);
}

/** Saving recon moves a record from assess to payoff: every list is refreshed afterwards. */
export function useSaveRecon(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReconEdit) => saveRecon(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [APPRAISALS_QUERY_KEY] }),
  });
}
