import { TIMING } from '@dealer/domain';

/** The event the badges listen to: asks every shown snapshot again. */
export const SNAPSHOT_REFRESH_EVENT = 'carfax:refresh';

/** Spec part 1 section 4: "a refresh event fires 300 ms after load" (of the page returned to). */
export function fireSnapshotRefresh(delayMs: number = TIMING.reportRefreshEventMs): void {
  window.setTimeout(() => window.dispatchEvent(new Event(SNAPSHOT_REFRESH_EVENT)), delayMs);
}
