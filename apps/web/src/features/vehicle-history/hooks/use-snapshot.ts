import { TIMING, type VehicleHistorySnapshot } from '@dealer/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSnapshot } from '../api/vehicle-history';
import { useCarfaxConnection } from '../lib/connection-storage';
import { SNAPSHOT_REFRESH_EVENT, type SnapshotRefreshDetail } from '../lib/refresh-event';

const SNAPSHOT_KEY = ['vehicle-history', 'snapshot'] as const;
/** The server caches per VIN; the page keeps its answer as long, so re-renders never ask again. */
const SNAPSHOT_STALE_MS = 10 * 60_000;

/**
 * A VIN's snapshot. `ask: 'when-connected'` (list rows) asks only while the browser knows it is
 * connected, so a list of a signed-out user costs no request. The answer keeps the browser's
 * "connected, until when" in step with the server.
 */
export function useSnapshot(vin: string, ask: 'always' | 'when-connected') {
  const [connection, setConnection] = useCarfaxConnection();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...SNAPSHOT_KEY, vin],
    queryFn: ({ signal }) => getSnapshot(vin, signal),
    enabled: ask === 'always' || connection.connected,
    staleTime: SNAPSHOT_STALE_MS,
    // "Report badge retry 3000 ms": one more try a little later when the call failed.
    retry: 1,
    retryDelay: TIMING.reportBadgeRetryMs,
  });

  const answer = query.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.connected !== connection.connected || (answer.connected && answer.expiresAt !== connection.expiresAt)) {
      setConnection({ connected: answer.connected, expiresAt: answer.expiresAt });
    }
  }, [answer, connection, setConnection]);

  useEffect(() => {
    const refresh = (event: Event) => {
      const unreadyOnly = (event as CustomEvent<SnapshotRefreshDetail | undefined>).detail?.unreadyOnly ?? false;
      void queryClient.invalidateQueries(
        {
          queryKey: SNAPSHOT_KEY,
          predicate: (q) => !unreadyOnly || !(q.state.data as VehicleHistorySnapshot | undefined)?.connected,
        },
        // Every badge hears the event: the first refetch is shared, not restarted by the others.
        { cancelRefetch: false },
      );
    };
    window.addEventListener(SNAPSHOT_REFRESH_EVENT, refresh);
    return () => window.removeEventListener(SNAPSHOT_REFRESH_EVENT, refresh);
  }, [queryClient]);

  const connected = answer ? answer.connected : connection.connected;
  return { query, connected, report: answer?.connected ? answer.report : null, message: answer?.message ?? null };
}
