import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Subscriber } from '../../db/listen';
import { SESSIONS_CHANNEL } from '../auth/session-cache';
import { PROGRESS_CHANNEL, type ProgressMessage } from './live-progress';

/** The channels every instance LISTENs on (see migration 0012 and notifications.repository). */
export const LIVE_CHANNELS = {
  notifications: 'da_notifications',
  records: 'da_records',
  sessions: SESSIONS_CHANNEL,
  progress: PROGRESS_CHANNEL,
};

/** One open browser stream, as the hub sees it. */
export interface LiveConnection {
  userId: number;
  /** Sends the user's notifications not yet sent. */
  pump(): void;
  /**
   * The user's session, activity or memberships changed (or may have, after a lost connection):
   * checks the session and re-reads the dealers and roles; ends the stream when nothing is left.
   */
  recheck(): void;
  /**
   * A dealer's records changed: sent only while the user belongs to that dealer. `writer` is the
   * tab whose request made the change (null: no tab's), never sent on: the stream says only
   * whether it is its own tab's.
   */
  recordChanged(dealerId: number, ids: number[] | null, writer: string | null): void;
  /** Background work of a dealer moved on: sent only to those of the dealer it is meant for. */
  progress(message: ProgressMessage): void;
  /** Ends the stream; with retryMs, first tells the browser to reconnect that soon (to another instance). */
  end(retryMs?: number): void;
}

/** How soon a browser reconnects when its instance stops: soon, and to another one behind the proxy. */
export const RESTART_RETRY_MS = 1000;

/**
 * The instance's side of the fan-out: one LISTEN connection per instance, and the streams open on
 * it by user. A commit on any instance NOTIFYs; every instance wakes the streams it holds.
 */
export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveConnection>>();

  add(conn: LiveConnection): void {
    const set = this.byUser.get(conn.userId) ?? new Set();
    set.add(conn);
    this.byUser.set(conn.userId, set);
  }

  remove(conn: LiveConnection): void {
    const set = this.byUser.get(conn.userId);
    set?.delete(conn);
    if (set?.size === 0) this.byUser.delete(conn.userId);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private each(fn: (c: LiveConnection) => void, userId?: number): void {
    const sets = userId === undefined ? [...this.byUser.values()] : [this.byUser.get(userId) ?? new Set()];
    for (const set of sets) for (const c of [...set]) fn(c);
  }

  message(channel: string, payload: string): void {
    if (channel === LIVE_CHANNELS.notifications) this.each((c) => c.pump(), Number(payload));
    else if (channel === LIVE_CHANNELS.sessions) this.each((c) => c.recheck(), Number(payload));
    else if (channel === LIVE_CHANNELS.records) {
      const { d, ids, w } = JSON.parse(payload) as { d: number; ids: number[] | null; w?: string | null };
      this.each((c) => c.recordChanged(d, ids, w ?? null));
    } else if (channel === LIVE_CHANNELS.progress) {
      const message = JSON.parse(payload) as ProgressMessage;
      this.each((c) => c.progress(message));
    }
  }

  /** The LISTEN connection came back: whatever was sent meanwhile is fetched now. */
  resumed(): void {
    this.each((c) => {
      c.pump();
      c.recheck();
    });
  }

  endAll(retryMs?: number): void {
    this.each((c) => c.end(retryMs));
  }
}

/**
 * Opens the instance's LISTEN connection for the hub and for `others` (the session cache), which
 * are told `resumed` once it listens.
 */
export async function startLiveHub(
  database: Database,
  log: FastifyBaseLogger,
  others: Subscriber[] = [],
): Promise<{ hub: LiveHub; stop(): Promise<void> }> {
  const hub = new LiveHub();
  const unlisten = await database.listen(Object.values(LIVE_CHANNELS), {
    message: (channel, payload) => {
      for (const other of others) other.message(channel, payload);
      try {
        hub.message(channel, payload);
      } catch (err) {
        log.warn({ err, channel }, 'live channel message not understood');
      }
    },
    resumed: () => {
      for (const other of others) other.resumed();
      hub.resumed();
    },
    lost: () => {
      for (const other of others) other.lost?.();
    },
  });
  for (const other of others) other.resumed();
  return {
    hub,
    async stop() {
      hub.endAll(RESTART_RETRY_MS);
      await unlisten();
      for (const other of others) other.lost?.();
    },
  };
}
