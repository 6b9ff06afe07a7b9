import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { UnauthorizedError } from '../../lib/errors';
import { withoutValueData } from '../../plugins/value-guard';
import { liveSessionUser } from '../auth/session.service';
import type { LiveConnection, LiveHub } from './live-hub';
import { PROGRESS_AUDIENCE } from './live-progress';
import { type LogRow, lastLogId, memberRoles, webRowsAfter } from './notifications.repository';
import { logItem } from './notifications.service';
import { StreamAccess } from './stream-access';

const BATCH = 100;

/**
 * GET /user/events: Server-Sent Events for one signed-in browser. Notifications carry their log id
 * as the event id, so a reconnect with Last-Event-ID gets exactly those committed after it;
 * record-changed events carry no id (they are hints to refetch, not history; `own: true` marks the
 * echo of a change this tab made, see db/writer-tag.ts). A comment line every
 * heartbeat keeps proxies from closing the idle stream, and the session is checked each time (an
 * ended session or deactivated user is also told at once through the hub).
 *
 * Events go only to a user of their dealer, screened with the user's roles there; both are re-read
 * when the user's memberships change on any instance (the hub's recheck), and the browser is told
 * (`access-changed`) so it can read its roles afresh. With no dealer left the stream ends.
 */
export async function openLiveStream(
  ctx: AppContext,
  hub: LiveHub,
  reply: FastifyReply,
  who: { userId: number; sessionHash: string },
  lastEventId: number | null,
  /** The tab's own id (db/writer-tag.ts), when it sent one: its own changes are flagged `own`. */
  writer: string | null = null,
): Promise<void> {
  // A token outlives nothing: its session must still be live (and its user active).
  if ((await liveSessionUser(ctx, who.sessionHash)) !== who.userId) throw new UnauthorizedError();
  const memberships = await memberRoles(ctx.db, who.userId);
  if (memberships.size === 0) throw new UnauthorizedError();
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

  const access = new StreamAccess(
    memberships,
    () => memberRoles(ctx.db, who.userId),
    (now) => {
      if (now.size > 0) write(`event: access-changed\ndata: ${JSON.stringify({ dealerIds: [...now.keys()] })}\n\n`);
      else finish('membership');
    },
    () => end(),
  );
  /** A notification as the user may see it now; null when it is of a dealer they left. */
  const visible = (row: LogRow) => {
    if (row.dealerId === null) return logItem(row);
    const roles = access.rolesAt(row.dealerId);
    return roles ? withoutValueData(logItem(row), roles) : null;
  };

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
          await access.settled();
          for (const row of rows) {
            const item = visible(row);
            if (item) write(`id: ${row.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`);
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

  const checkSession = () => {
    liveSessionUser(ctx, who.sessionHash)
      .then((userId) => {
        if (userId !== who.userId) finish('session');
      })
      .catch(() => {});
  };

  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    checkSession();
  }, ctx.config.sseHeartbeatMs);
  heartbeat.unref();

  const conn: LiveConnection = {
    userId: who.userId,
    pump,
    recheck: () => {
      checkSession();
      access.refresh();
    },
    recordChanged: (dealerId, ids, changedBy) =>
      access.when(() => {
        const roles = access.rolesAt(dealerId);
        if (!roles) return;
        // Whose change it was stays here: a tab learns only that a change is its own.
        const own = writer !== null && changedBy === writer;
        const event = withoutValueData(own ? { dealerId, ids, own } : { dealerId, ids }, roles);
        write(`event: record-changed\ndata: ${JSON.stringify(event)}\n\n`);
      }),
    progress: ({ d, e, data }) =>
      access.when(() => {
        const roles = access.rolesAt(d);
        if (roles && PROGRESS_AUDIENCE[e]?.(roles)) write(`event: ${e}\ndata: ${JSON.stringify(data)}\n\n`);
      }),
    end: (retryMs) => {
      if (retryMs !== undefined) write(`retry: ${retryMs}\n\n`);
      end();
    },
  };
  function finish(reason: 'session' | 'membership') {
    write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    end();
  }
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
