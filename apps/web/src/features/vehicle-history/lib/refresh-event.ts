import { TIMING } from '@dealer/domain';

/** The event the badges listen to: asks the shown snapshots again (`unreadyOnly`: those not yet shown). */
export const SNAPSHOT_REFRESH_EVENT = 'carfax:refresh';
export type SnapshotRefreshDetail = { unreadyOnly: boolean };

const fire = (delayMs: number, detail: SnapshotRefreshDetail) =>
  window.setTimeout(() => window.dispatchEvent(new CustomEvent(SNAPSHOT_REFRESH_EVENT, { detail })), delayMs);

/**
 * Spec part 1 section 4, after connecting: "a refresh event fires 300 ms after load" (of the page
 * returned to), and the badge "retries polling 3000 ms after connect" for any snapshot still not
 * shown (not connected yet, or the call failed).
 */
export function afterConnectRefresh(): void {
  fire(TIMING.reportRefreshEventMs, { unreadyOnly: false });
  fire(TIMING.reportBadgeRetryMs, { unreadyOnly: true });
}
