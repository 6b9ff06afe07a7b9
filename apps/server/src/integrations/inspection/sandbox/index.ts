import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { safeEqual } from '../../../lib/crypto';
import { PHOTO_LABELS } from '../port';
import { readCaptureForm } from './capture-form';
import { gradeOf } from './grading';
import { capturePage, donePage, messagePage, reportPage } from './pages';
import { MAX_PHOTO_BYTES, photoStore, SESSION_KEY_PATTERN } from './photos';
import {
  completeSandboxSession,
  createSandboxSession,
  findSandboxSession,
  recordDelivery,
  type SandboxSession,
  type StoredPhoto,
  saveSandboxPhotos,
} from './store';
import { deliverWebhook } from './webhook';

const text = z.string().trim().max(200).nullable();
const sessionBody = z.object({
  reference: z.string().trim().min(1).max(100),
  vehicle: z.object({
    vin: z
      .string()
      .trim()
      .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i, 'vin must be 11 to 17 letters and digits'),
    year: z.number().int().min(1900).max(2100).nullable(),
    make: text,
    model: text,
    trim: text,
  }),
  customer: z.object({ firstName: text, lastName: text, email: text, phone: text }).nullish(),
  webhook_url: z.url({ protocol: /^https?$/ }),
});

/** Six photos of up to 15 MB each, plus the answers. */
const CAPTURE_BODY_LIMIT = PHOTO_LABELS.length * MAX_PHOTO_BYTES + 1024 * 1024;

type KeyParams = { Params: { key: string } };

/**
 * A stand-in for a PAVE-style inspection service (DESIGN.md 5), mounted at /sandbox/inspection when
 * SANDBOX is on. `POST /sessions` (api-key) opens a capture session; the customer's phone-friendly
 * page at /sessions/:key/capture takes the photos and answers in one plain multipart form (no
 * script: the CSP allows none inline, and a form works on every phone); completing grades the
 * vehicle, serves the condition report and photos, and POSTs the signed `inspection.completed`
 * webhook. Its state is its own table (sandbox_inspections) and files under
 * `${DATA_DIR}/sandbox/inspection/`; it never reads our tables.
 */
export function inspectionSandbox(ctx: AppContext) {
  const base = `${ctx.config.publicUrl}/sandbox/inspection`;
  const photos = photoStore(ctx.config.dataDir);
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  const notFound = (reply: FastifyReply) =>
    html(
      reply,
      404,
      messagePage('Inspection not found', 'This inspection link is not valid. Ask the dealership for a new one.'),
    );
  const find = async (key: string, lock = false, db = ctx.db) =>
    SESSION_KEY_PATTERN.test(key) ? findSandboxSession(db, key, lock) : null;
  const authorized = (header: string | string[] | undefined) =>
    typeof header === 'string' && safeEqual(header, ctx.config.inspection.apiKey);

  async function deliver(session: SandboxSession) {
    const delivery = await deliverWebhook(ctx, ctx.config.sandboxCredentials.inspectionWebhookSecret, base, session);
    await recordDelivery(ctx.db, session, delivery);
  }

  return async (app: FastifyInstance) => {
    // The capture form posts multipart; the "send again" button posts an empty urlencoded form.
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: CAPTURE_BODY_LIMIT },
      (_r, b, done) => done(null, b),
    );
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, {}),
    );

    app.post('/sessions', { schema: { hide: true } }, async (req, reply) => {
      if (!authorized(req.headers['api-key'])) {
        return reply.status(401).send({ error: 'unauthorized', message: 'Missing or invalid api-key.' });
      }
      const body = sessionBody.safeParse(req.body);
      if (!body.success) {
        const errors = body.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        return reply.status(400).send({ error: 'invalid_request', errors });
      }
      const { webhook_url: webhookUrl, ...request } = body.data;
      const sessionKey = randomBytes(18).toString('base64url');
      await createSandboxSession(ctx.db, sessionKey, { ...request, webhookUrl });
      return reply
        .status(201)
        .send({ session_key: sessionKey, capture_url: `${base}/sessions/${sessionKey}/capture`, status: 'Idle' });
    });

    app.get<KeyParams>('/sessions/:key', { schema: { hide: true } }, async (req, reply) => {
      if (!authorized(req.headers['api-key'])) {
        return reply.status(401).send({ error: 'unauthorized', message: 'Missing or invalid api-key.' });
      }
      const session = await find(req.params.key);
      if (!session) return reply.status(404).send({ error: 'not_found', message: 'No such session.' });
      const url = `${base}/sessions/${session.sessionKey}`;
      return {
        session_key: session.sessionKey,
        status: session.status,
        grade: session.grade,
        capture_url: `${url}/capture`,
        report_url: session.status === 'Complete' ? `${url}/report` : null,
        completed_at: session.completedAt?.toISOString() ?? null,
      };
    });

    app.get<KeyParams>('/sessions/:key/capture', { schema: { hide: true } }, async (req, reply) => {
      const session = await find(req.params.key);
      if (!session) return notFound(reply);
      return html(reply, 200, session.status === 'Complete' ? donePage(session) : capturePage(session));
    });

    app.post<KeyParams>(
      '/sessions/:key/capture',
      { schema: { hide: true }, bodyLimit: CAPTURE_BODY_LIMIT },
      async (req, reply) => {
        const session = await find(req.params.key);
        if (!session) return notFound(reply);
        if (session.status === 'Complete') return reply.redirect('capture', 303);
        let form: FormData;
        try {
          if (!Buffer.isBuffer(req.body)) throw new Error('not multipart');
          const type = req.headers['content-type'] ?? '';
          form = await new Response(new Uint8Array(req.body), { headers: { 'content-type': type } }).formData();
        } catch {
          return html(reply, 400, messagePage('Something went wrong', 'We could not read the form. Please try again.'));
        }
        const submission = await readCaptureForm(form, session.photos);
        // Photos that arrived are kept even when an answer is missing, so they need not be chosen again.
        const kept = new Map(session.photos.map((p) => [p.label, p]));
        for (const photo of submission.photos) {
          const file = `${photo.label.replaceAll(' ', '-')}.${photo.ext}`;
          await photos.put(session.sessionKey, file, photo.bytes);
          kept.set(photo.label, { label: photo.label, file, type: photo.type });
        }
        const stored: StoredPhoto[] = PHOTO_LABELS.flatMap((label) => kept.get(label) ?? []);
        if (!submission.answers) {
          await saveSandboxPhotos(
            ctx.db,
            session.sessionKey,
            stored,
            stored.length > 0 ? 'In process' : session.status,
          );
          const page = capturePage({ ...session, photos: stored }, submission);
          return html(reply, 400, page);
        }
        const answers = submission.answers;
        const completed = await ctx.db.transaction(async (tx) => {
          const locked = await find(session.sessionKey, true, tx);
          if (!locked || locked.status === 'Complete') return null;
          const vehiclePhotos = stored.filter((p) => p.label !== 'odometer').length;
          const done = {
            photos: stored,
            answers,
            grade: gradeOf(answers, answers.odometer, vehiclePhotos),
            completedAt: ctx.now(),
          };
          await completeSandboxSession(tx, session.sessionKey, done);
          return { ...locked, ...done, status: 'Complete' };
        });
        // Delivered after the commit: the receiver reads nothing of ours, but a held lock would stall it.
        if (completed) await deliver(completed);
        return reply.redirect('capture', 303);
      },
    );

    app.post<KeyParams>('/sessions/:key/deliver', { schema: { hide: true } }, async (req, reply) => {
      const session = await find(req.params.key);
      if (!session) return notFound(reply);
      if (session.status === 'Complete' && !session.request.delivery?.delivered) await deliver(session);
      return reply.redirect('capture', 303);
    });

    app.get<KeyParams>('/sessions/:key/report', { schema: { hide: true } }, async (req, reply) => {
      const session = await find(req.params.key);
      if (!session) return notFound(reply);
      return html(reply, session.status === 'Complete' ? 200 : 404, reportPage(session));
    });

    app.get<{ Params: { key: string; n: string } }>(
      '/sessions/:key/photos/:n',
      { schema: { hide: true } },
      async (req, reply) => {
        const session = await find(req.params.key);
        const photo = /^\d{1,2}$/.test(req.params.n) ? session?.photos[Number(req.params.n) - 1] : undefined;
        const bytes = session && photo ? await photos.get(session.sessionKey, photo.file) : null;
        if (!photo || !bytes) return reply.status(404).send({ error: 'not_found', message: 'No such photo.' });
        return reply.type(photo.type).header('cache-control', 'private, max-age=86400').send(bytes);
      },
    );
  };
}
