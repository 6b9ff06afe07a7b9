import type { QueryClient } from '@tanstack/react-query';
import { appraisalKey } from '../../appraisal-detail';
import { APPRAISALS_QUERY_KEY } from '../../appraisal-lists';
import { queuesKey } from '../../dashboard-queues';

/** A change of this tab's own is answered by its own call; the event that follows it is not news. */
export const OWN_CHANGE_WINDOW_MS = 3000;

/** True when this tab ran a mutation a moment ago (its list keeps the edited row where it is). */
export function changedHereRecently(queryClient: QueryClient, now = Date.now()): boolean {
  return queryClient
    .getMutationCache()
    .getAll()
    .some((m) => m.state.status === 'pending' || now - m.state.submittedAt < OWN_CHANGE_WINDOW_MS);
}

/**
 * A record of the dealer changed somewhere (record-changed on the live channel): the lists,
 * queues and the record's detail on screen are read again, so nobody works on stale data. Right
 * after a change of this tab's own they are only marked stale: the inline edit's row stays put.
 */
export function refreshRecords(queryClient: QueryClient, dealerId: number, ids: number[] | null): void {
  const refetchType = changedHereRecently(queryClient) ? 'none' : 'active';
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
