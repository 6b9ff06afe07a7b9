/**
 * How long a worker's claim on a queued row (an outbox message, a job) lasts without news from it,
 * and how often a live worker renews its claims. A worker killed mid-pass stops renewing, so
 * another instance retakes its rows within CLAIM_MS; a slow but live one keeps them.
 */
export const CLAIM_MS = 30_000;
export const HEARTBEAT_MS = 10_000;

export interface ClaimTiming {
  /** The worker's clock (tests move it); the wall clock by default. */
  now?: () => Date;
  claimMs?: number;
  heartbeatMs?: number;
}

/**
 * Calls `renew` every `everyMs` until the answered stop is called; stop waits for a renewal under
 * way, so the pass never ends with a write still running. A failed renewal is only missed: the
 * claim outlives two more.
 */
export function keepClaims(renew: () => Promise<unknown>, everyMs: number): () => Promise<void> {
  let beat: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    beat = beat.then(renew).catch(() => {});
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beat;
  };
}
