import {
  checkLogsSchema,
  fileAnswer,
  liveChannelAnswer,
  logsUpdatedAnswer,
  notificationLogAnswer,
  notificationLogQuerySchema,
  notificationSettingAnswer,
  notificationSettingSchema,
  notificationSettingsAnswer,
  notificationSettingsBulkSchema,
  pusherTokenAnswer,
  testNotificationAnswer,
  testNotificationSchema,
  unreadCountAnswer,
  updateLogsSchema,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { writerIdOf } from '../../db/writer-tag';
import { sha256 } from '../../lib/crypto';
import { UnauthorizedError } from '../../lib/errors';
import { currentUserId } from '../../plugins/access';
import { SESSION_COOKIE } from '../auth/session.service';
import type { LiveHub } from './live-hub';
import { openLiveStream } from './live-stream';
import {
  checkLogs,
  markLogsViewed,
  notificationLog,
  notificationSettings,
  saveNotificationSettings,
  sendTestNotification,
} from './notifications.service';
import { PUSHER_TOKEN_TTL_MS, readPusherToken, signPusherToken } from './pusher-token';

export const LIVE_EVENTS_PATH = '/api/user/events';

const eventsQuery = z.object({
  token: z.string().max(2000).optional(),
  lastEventId: z.coerce.number().int().min(0).optional(),
  /** The tab's id it sends with its changes (x-live-writer); one that is not an id is ignored. */
  writer: z.string().max(200).optional(),
});

/** The user's own settings, log and live channel: a session is enough, and each answers only the caller's data. */
export function notificationRoutes(ctx: AppContext, hub: LiveHub) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['notifications'];

    r.get('/user/notification-settings', { schema: { tags, response: { 200: notificationSettingsAnswer } } }, (req) =>
      notificationSettings(ctx.db, currentUserId(req)),
    );
    r.put(
      '/user/notification-setting',
      { schema: { tags, body: notificationSettingSchema, response: { 200: notificationSettingAnswer } } },
      async (req) => {
        await saveNotificationSettings(ctx, currentUserId(req), [req.body]);
        return req.body;
      },
    );
    r.put(
      '/user/notification-settings',
      { schema: { tags, body: notificationSettingsBulkSchema, response: { 200: notificationSettingsAnswer } } },
      async (req) => {
        await saveNotificationSettings(ctx, currentUserId(req), req.body.changes);
        return notificationSettings(ctx.db, currentUserId(req));
      },
    );

    r.get(
      '/notifications_log',
      { schema: { tags, querystring: notificationLogQuerySchema, response: { 200: notificationLogAnswer } } },
      async (req, reply) => {
        const { items, total } = await notificationLog(ctx.db, currentUserId(req), req.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );
    r.put(
      '/notifications_log/update-logs',
      { schema: { tags, body: updateLogsSchema.nullish(), response: { 200: logsUpdatedAnswer } } },
      (req) => markLogsViewed(ctx.db, currentUserId(req), req.body ?? {}),
    );
    r.post(
      '/notifications_log/check',
      { schema: { tags, body: checkLogsSchema.nullish(), response: { 200: unreadCountAnswer } } },
      (req) => checkLogs(ctx.db, currentUserId(req), req.body?.since),
    );

    r.post(
      '/user/send-test-notification',
      { schema: { tags, body: testNotificationSchema, response: { 200: testNotificationAnswer } } },
      (req) => sendTestNotification(ctx, currentUserId(req), req.body.dealerId ?? req.dealer?.id),
    );

    r.get('/user/connect-pusher', { schema: { tags, response: { 200: liveChannelAnswer } } }, () => ({
      transport: 'sse' as const,
      url: LIVE_EVENTS_PATH,
      tokenUrl: '/api/user/generate-pusher-token',
      heartbeatMs: ctx.config.sseHeartbeatMs,
    }));
    r.get('/user/generate-pusher-token', { schema: { tags, response: { 200: pusherTokenAnswer } } }, (req) => {
      const expiresAt = new Date(ctx.now().getTime() + PUSHER_TOKEN_TTL_MS);
      const sessionHash = sha256(req.cookies[SESSION_COOKIE] ?? '');
      const token = signPusherToken(ctx.config.sessionSecret, { userId: currentUserId(req), sessionHash, expiresAt });
      return { token, expiresAt: expiresAt.toISOString() };
    });

    // A stream, not a JSON answer: kept out of the OpenAPI document (and so out of the route-wide
    // suites, which expect every call to end); its own tests cover access. It checks its own
    // credential: the token of generate-pusher-token, else the session cookie.
    r.get(
      '/user/events',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          querystring: eventsQuery,
          response: {
            200: fileAnswer('text/event-stream', 'the live channel: server-sent events, open until the caller leaves'),
          },
        },
      },
      async (req, reply) => {
        const cookie = req.cookies[SESSION_COOKIE];
        const who = req.query.token
          ? readPusherToken(ctx.config.sessionSecret, req.query.token, ctx.now())
          : req.userId !== null && cookie
            ? { userId: req.userId, sessionHash: sha256(cookie) }
            : null;
        if (!who) throw new UnauthorizedError();
        const header = String(req.headers['last-event-id'] ?? '').trim();
        const lastEventId = /^\d{1,15}$/.test(header) ? Number(header) : (req.query.lastEventId ?? null);
        await openLiveStream(ctx, hub, reply, who, lastEventId, writerIdOf(req.query.writer));
      },
    );
  };
}
