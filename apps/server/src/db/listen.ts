import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A message on a LISTEN channel. `lost` is called when the connection drops and `resumed` when it
 * is back: messages sent in between were missed.
 */
export interface Subscriber {
  message(channel: string, payload: string): void;
  resumed(): void;
  lost?(): void;
}

export type Unlisten = () => Promise<void>;

/** PGlite runs in this process: its LISTEN is a callback on the one connection. */
export async function listenPglite(client: PGlite, channels: string[], sub: Subscriber): Promise<Unlisten> {
  const stops = await Promise.all(channels.map((c) => client.listen(c, (payload) => sub.message(c, payload))));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/**
 * PostgreSQL: LISTEN needs a connection of its own for as long as the server runs (a pooled one
 * would be handed back). A dropped connection is reopened with backoff, and the subscriber is told
 * so it can catch up on what was sent meanwhile.
 */
export async function listenPg(options: pg.ClientConfig, channels: string[], sub: Subscriber): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = 250;
  const open = async (reopened: boolean): Promise<void> => {
    const c = new pg.Client(options);
    c.on('notification', (m) => sub.message(m.channel, m.payload ?? ''));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    delay = 250;
    if (reopened) sub.resumed();
  };
  const lost = (c: pg.Client) => {
    if (stopped || client !== c) return;
    client = null;
    c.end().catch(() => {});
    sub.lost?.();
    schedule();
  };
  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      open(true).catch(() => {
        delay = Math.min(delay * 2, 10_000);
        if (!stopped) schedule();
      });
    }, delay);
    retry.unref();
  };
  await open(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
