import type { LocationChange, ReturnDialog } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPRAISALS_QUERY_KEY, type AppraisalRow } from './get-appraisals';

/** The row actions' calls (part 1 section 7); each answers the updated record. */
export type RowCall =
  | { kind: 'grounded' | 'pickedUp' | 'setBuying' | 'undoBuying'; id: number }
  | { kind: 'returned'; id: number; values: ReturnDialog }
  | { kind: 'location'; id: number; values: LocationChange };

export function sendRowCall(call: RowCall): Promise<AppraisalRow> {
  const base = `/appraisals/${call.id}`;
  switch (call.kind) {
    case 'grounded':
      return api.post<AppraisalRow>(`${base}/grounded`);
    case 'pickedUp':
      return api.post<AppraisalRow>(`${base}/picked-up`);
    case 'returned':
      return api.post<AppraisalRow>(`${base}/returned`, call.values);
    case 'location':
      return api.post<AppraisalRow>(`${base}/location`, call.values);
    case 'setBuying':
      return api.post<AppraisalRow>(`${base}/status`, { appraisalStatusId: 1 });
    case 'undoBuying':
      return api.post<AppraisalRow>(`${base}/status`, { appraisalStatusId: null });
  }
}

/**
 * A row action: afterwards every list, count and record of the dealer refetches (the row may move
 * to another tab, and the tab counts change with it).
 */
export function useRowCall(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRowCall,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [APPRAISALS_QUERY_KEY, dealerId] });
      await queryClient.invalidateQueries({ queryKey: ['appraisal-detail'], refetchType: 'none' });
    },
  });
}
