import type { StartAppraisalInput, StartResult } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /appraisals/start (typeCode, service flag, form values; returns id and inspectionUrl). */
export function startAppraisal(body: StartAppraisalInput): Promise<StartResult> {
  return api.post<StartResult>('/appraisals/start', body);
}

/** Starts an appraisal; lists, queues and counts may now show it, so they go stale. */
export function useStartAppraisal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAppraisal,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session', refetchType: 'none' }),
  });
}
