import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentDealer } from '../../auth';
import { type AppraisalDetail, appraisalDetailQueryOptions, appraisalKey } from '../api/get-appraisal-detail';

function isDetailOf(id: number, data: unknown): data is AppraisalDetail {
  return typeof data === 'object' && data !== null && (data as { id?: unknown }).id === id && 'vin' in data;
}

/**
 * A change to one appraisal. Most calls answer the updated record, which goes straight into the
 * detail query; afterwards the record's queries (detail, activity, documents) refetch and every
 * other query is marked stale (lists, queues and search may show this record), so nothing shows
 * the record as it was.
 */
export function useAppraisalMutation<V, R>(id: number, call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { dealer } = useCurrentDealer();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      if (isDetailOf(id, data)) queryClient.setQueryData(appraisalDetailQueryOptions(dealer.id, id).queryKey, data);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'appraisal-detail',
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: appraisalKey(dealer.id, id) });
    },
  });
}
