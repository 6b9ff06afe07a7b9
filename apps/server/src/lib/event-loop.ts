/**
 * Lets the event loop take its turn (sockets, timers). A loop of database calls never does by
 * itself on the embedded database: PGlite answers in-process, each await resolving at once, so a
 * long job would hold every request until it ends.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
