import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queuesKey } from './get-queue';

/** DELETE /appraisals/{id} (spec part 1 section 7: archive); returns the updated record. */
export function archiveAppraisal(id: number): Promise<unknown> {
  return api.delete<unknown>(`/appraisals/${id}`);
}

export function useArchiveAppraisal(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => archiveAppraisal(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queuesKey(dealerId) }),
  });
}
