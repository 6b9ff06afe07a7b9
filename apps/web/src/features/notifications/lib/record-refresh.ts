import type { QueryClient } from '@tanstack/react-query';
import { appraisalKey } from '../../appraisal-detail';
import { APPRAISALS_QUERY_KEY } from '../../appraisal-lists';
import { queuesKey } from '../../dashboard-queues';

/**
 * A record of the dealer changed somewhere (record-changed on the live channel): the lists,
 * queues and the record's detail on screen are read again, so nobody works on stale data. The echo
 * of a change this tab made itself (`own`, issue 38 point 8) is only marked stale: the tab already
 * has the answer of its own call, and an inline edit's row stays put. Nobody else's change is ever
 * held back, however soon after one of ours it comes.
 */
export function refreshRecords(queryClient: QueryClient, dealerId: number, ids: number[] | null, own = false): void {
  const refetchType = own ? 'none' : 'active';
  void queryClient.invalidateQueries({ queryKey: [APPRAISALS_QUERY_KEY, dealerId], refetchType });
  void queryClient.invalidateQueries({ queryKey: queuesKey(dealerId), refetchType });
  if (ids === null) {
    void queryClient.invalidateQueries({ queryKey: ['appraisal-detail', dealerId], refetchType });
    return;
  }
  for (const id of ids) void queryClient.invalidateQueries({ queryKey: appraisalKey(dealerId, id), refetchType });
}

/**
 * Changes come in bursts (a save writes a record, a transfer two): those within `delayMs` of the
 * first are read again together, once per dealer ("all of them" when any event said so).
 */
export function batchedRecordRefresh(
  flush: (dealerId: number, ids: number[] | null) => void,
  delayMs = 300,
): (dealerId: number, ids: number[] | null) => void {
  const pending = new Map<number, Set<number> | null>();
  let scheduled = false;
  return (dealerId, ids) => {
    const known = pending.get(dealerId);
    if (ids === null || known === null) pending.set(dealerId, null);
    else pending.set(dealerId, new Set([...(known ?? []), ...ids]));
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      const batch = [...pending];
      pending.clear();
      for (const [dealer, set] of batch) flush(dealer, set ? [...set] : null);
    }, delayMs);
  };
}
