import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownDeps {
  app: FastifyInstance;
  /** Requests being answered now. */
  inFlight: () => number;
  /** How long the requests in flight may take before the process exits and cuts them. */
  graceMs: number;
  /**
   * Run once the app has closed, never from one of its onClose hooks: those run last-added first,
   * so a hook added after buildApp would close the pool before the workers finish the item in hand
   * and give back their claims (a sent e-mail never marked, so sent again; claims left to lapse).
   */
  closeDatabase: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  exit: (code: number) => void;
}

/**
 * What SIGTERM and SIGINT do: close the app (no new connections; the requests in flight are
 * answered; live streams told to reconnect elsewhere; claimed messages and jobs given back), then
 * exit. Past the grace period the process exits anyway and says how many requests it cut.
 */
export function stopOnSignal({
  app,
  inFlight,
  graceMs,
  closeDatabase,
  log,
  exit,
}: ShutdownDeps): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    log.info({ signal, inFlight: inFlight() }, 'shutting down');
    let over = false;
    const force = setTimeout(() => {
      over = true;
      log.error({ cut: inFlight(), graceMs }, 'shutdown grace period over: requests cut');
      exit(1);
    }, graceMs);
    force.unref();
    await app.close();
    await closeDatabase().catch((err) => log.error({ err }, 'database close failed'));
    clearTimeout(force);
    if (!over) exit(0);
  };
}
