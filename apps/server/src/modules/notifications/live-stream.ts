import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { UnauthorizedError } from '../../lib/errors';
import { liveSessionUser } from '../auth/session.service';
import type { LiveConnection, LiveHub } from './live-hub';
import { lastLogId, memberDealers, webRowsAfter } from './notifications.repository';
import { logItem } from './notifications.service';

const BATCH = 100;

/**
 * GET /user/events: Server-Sent Events for one signed-in browser. Notifications carry their log id
 * as the event id, so a reconnect with Last-Event-ID gets exactly those committed after it;
 * record-changed events carry no id (they are hints to refetch, not history). A comment line every
 * heartbeat keeps proxies from closing the idle stream, and the session is checked each time (an
 * ended session or deactivated user is also told at once through the hub).
 */
export async function openLiveStream(
  ctx: AppContext,
  hub: LiveHub,
  reply: FastifyReply,
  who: { userId: number; sessionHash: string },
  lastEventId: number | null,
): Promise<void> {
  // A token outlives nothing: its session must still be live (and its user active).
  if ((await liveSessionUser(ctx, who.sessionHash)) !== who.userId) throw new UnauthorizedError();
  const dealers = await memberDealers(ctx.db, who.userId);
  let lastId = lastEventId ?? (await lastLogId(ctx.db, who.userId));
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  let open = true;
  const write = (text: string) => {
    if (open) raw.write(text);
  };
  write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ lastEventId: lastId })}\n\n`);

  let pumping: Promise<void> | null = null;
  let again = false;
  const pump = () => {
    if (!open) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = (async () => {
      do {
        again = false;
        let rows = await webRowsAfter(ctx.db, who.userId, lastId, BATCH);
        while (open && rows.length > 0) {
          for (const row of rows) {
            write(`id: ${row.id}\nevent: notification\ndata: ${JSON.stringify(logItem(row))}\n\n`);
            lastId = row.id;
          }
          rows = rows.length === BATCH ? await webRowsAfter(ctx.db, who.userId, lastId, BATCH) : [];
        }
      } while (again && open);
    })()
      .catch(() => end())
      .finally(() => {
        pumping = null;
      });
  };

  const recheck = () => {
    liveSessionUser(ctx, who.sessionHash)
      .then((userId) => {
        if (userId !== who.userId) {
          write('event: end\ndata: {"reason":"session"}\n\n');
          end();
        }
      })
      .catch(() => {});
  };

  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    recheck();
  }, ctx.config.sseHeartbeatMs);
  heartbeat.unref();

  const conn: LiveConnection = {
    userId: who.userId,
    dealerIds: new Set(dealers.map((d) => d.id)),
    pump,
    recheck,
    recordChanged: (dealerId, ids) => write(`event: record-changed\ndata: ${JSON.stringify({ dealerId, ids })}\n\n`),
    end: () => end(),
  };
  function end() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    hub.remove(conn);
    raw.end();
  }
  raw.on('close', end);
  hub.add(conn);
  // What was committed between the Last-Event-ID and now.
  pump();
}
