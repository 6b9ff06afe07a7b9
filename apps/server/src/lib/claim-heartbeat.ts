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

/** Renews the claim on `ids` taken or last renewed at `claimedAt` to `renewedAt`; answers the ids renewed. */
export type RenewClaims = (ids: number[], claimedAt: Date, renewedAt: Date) => Promise<number[]>;

/**
 * A worker's claim on the rows it took in one pass, known by its time: claimed_at as the worker
 * claimed or last renewed it. Renewals and failures land only where claimed_at is still that time,
 * so a worker whose claim lapsed and was taken over can neither extend nor undo the new holder's.
 */
export interface HeldClaim {
  /** Whether the row is still this worker's: a renewal that missed it found it taken over. */
  holds(id: number): boolean;
  /** Runs a write that must land only under this claim, given the claim's time (never mid-renewal). */
  write<T>(fn: (claimedAt: Date) => Promise<T>): Promise<T>;
  /** The row is done with: no more renewals for it. */
  release(id: number): void;
  /** Stops renewing; waits for a renewal under way, so the pass never ends with a write running. */
  stop(): Promise<void>;
}

/**
 * Renews the claim every `everyMs` while rows are held. Renewals and writes run one at a time, so a
 * write never uses a time that a renewal in flight is replacing. A failed renewal is only missed:
 * the claim outlives two more.
 */
export function holdClaim(
  ids: number[],
  claimedAt: Date,
  renew: RenewClaims,
  timing: { now: () => Date; everyMs: number },
): HeldClaim {
  const held = new Set(ids);
  let at = claimedAt;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn);
    queue = run.catch(() => {});
    return run;
  };
  const timer = setInterval(() => {
    serial(async () => {
      if (held.size === 0) return;
      const renewedAt = timing.now();
      const renewed = new Set(await renew([...held], at, renewedAt));
      at = renewedAt;
      for (const id of held) if (!renewed.has(id)) held.delete(id);
    }).catch(() => {});
  }, timing.everyMs);
  timer.unref();
  return {
    holds: (id) => held.has(id),
    write: (fn) => serial(() => fn(at)),
    release: (id) => {
      held.delete(id);
    },
    stop: async () => {
      clearInterval(timer);
      await queue;
    },
  };
}
