import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorker {
  /** Runs a pass now (after a commit that queued work) instead of waiting for the poll. */
  kick(): void;
  /** Stops polling and waits for the pass under way, so closing the database never cuts one off. */
  stop(): Promise<void>;
}

/**
 * Calls `pass` every `pollMs` and on each kick, one pass at a time, again while it reports work
 * done (a batch) or while a kick came in meanwhile. A failed pass is logged; the next poll retries.
 */
export function startPollingWorker(
  name: string,
  pass: () => Promise<number>,
  pollMs: number,
  log: FastifyBaseLogger,
): PollingWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while ((await pass()) > 0 && !stopped) {}
        } catch (err) {
          log.error({ err }, `${name} pass failed`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
