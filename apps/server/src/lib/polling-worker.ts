import type { FastifyBaseLogger } from 'fastify';
import { withoutWriter } from '../db/writer-tag';
import { yieldToEventLoop } from './event-loop';

export interface PollingWorker {
  /** Runs a pass now (after a commit that queued work) instead of waiting for the poll. */
  kick(): void;
  /**
   * Stops polling and tells the pass under way (its signal aborts) to finish the item in hand and
   * give back the rest; waits for it, so closing the database never cuts one off.
   */
  stop(): Promise<void>;
}

/**
 * Calls `pass` every `pollMs` and on each kick, one pass at a time, again while it reports work
 * done (a batch) or while a kick came in meanwhile. A failed pass is logged; the next poll retries.
 */
export function startPollingWorker(
  name: string,
  pass: (stopping: AbortSignal) => Promise<number>,
  pollMs: number,
  log: FastifyBaseLogger,
): PollingWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // A kick comes from inside a request: the pass is nobody's tab's change.
    running = withoutWriter(async () => {
      do {
        again = false;
        try {
          while ((await pass(stopping.signal)) > 0 && !stopped) await yieldToEventLoop();
        } catch (err) {
          log.error({ err }, `${name} pass failed`);
        }
      } while (again && !stopped);
    }).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
