import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (the valuations of a new appraisal). Failures are
 * logged, never thrown at the caller; `drain` waits for what is still running, so closing the app
 * (and its database) never cuts a task off half-way.
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const p = Promise.resolve()
        .then(task)
        .catch((err) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
