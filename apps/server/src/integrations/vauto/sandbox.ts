import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { hmac, safeEqual } from '../../lib/crypto';

const text = z.string().trim().max(200).nullable();
const appraisalBody = z.object({
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i, 'vin must be 11 to 17 letters and digits'),
  year: z.number().int().min(1900).max(2100).nullable(),
  make: text,
  model: text,
  trim: text,
  mileage: z.number().int().min(0).max(2_000_000).nullable(),
  customer: z.object({ firstName: text, lastName: text, email: text, phone: text }),
  dealerRef: z.string().trim().min(1).max(100),
  dealerId: z.string().trim().max(100).nullable().optional(),
});
type Received = z.infer<typeof appraisalBody>;

/**
 * A stand-in for vAuto's appraisal API (DESIGN.md 5), mounted at /sandbox/vauto when SANDBOX is on.
 *
 * It keeps no state: the appraisal id is the request itself, compressed and signed, and the page
 * at /appraisals/:id shows what the id carries. So the same request always gets the same id, and
 * the vAuto links stored on appraisals keep working after a restart and on every instance behind a
 * load balancer, which an in-memory map would not give.
 */
export function vautoSandbox(ctx: AppContext) {
  const sign = (payload: string) => hmac(ctx.config.sessionSecret, `vauto-sandbox:${payload}`).slice(0, 22);
  const idOf = (appraisal: Received) => {
    const payload = deflateRawSync(JSON.stringify(appraisal)).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };
  const readId = (id: string): Received | null => {
    const [payload = '', signature = ''] = id.split('.');
    if (!payload || !safeEqual(signature, sign(payload))) return null;
    try {
      const parsed = appraisalBody.safeParse(JSON.parse(inflateRawSync(Buffer.from(payload, 'base64url')).toString()));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  return async (app: FastifyInstance) => {
    app.post('/appraisals', { schema: { hide: true } }, async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      if (!safeEqual(key, ctx.config.vauto.apiKey)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'unauthorized', message: 'Missing or invalid API key.' });
      }
      const body = appraisalBody.safeParse(req.body);
      if (!body.success) {
        const errors = body.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        return reply.status(400).send({ error: 'invalid_request', errors });
      }
      const id = idOf(body.data);
      return reply.status(201).send({ id, url: `${ctx.config.publicUrl}/sandbox/vauto/appraisals/${id}` });
    });

    // A wildcard: ids are longer than the router's 100-character limit for a :param.
    app.get<{ Params: { '*': string } }>('/appraisals/*', { schema: { hide: true } }, async (req, reply) => {
      const appraisal = readId(req.params['*']);
      if (!appraisal) return reply.status(404).type('text/html; charset=utf-8').send(page('Appraisal not found', ''));
      return reply.type('text/html; charset=utf-8').send(page('vAuto appraisal', appraisalHtml(appraisal)));
    });
  };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function appraisalHtml(a: Received): string {
  const vehicle = [a.year, a.make, a.model, a.trim].filter((p) => p !== null && p !== '').join(' ');
  const customer = [a.customer.firstName, a.customer.lastName].filter(Boolean).join(' ');
  const rows: [string, string | number | null][] = [
    ['Vehicle', vehicle || null],
    ['VIN', a.vin.toUpperCase()],
    ['Mileage', a.mileage === null ? null : `${a.mileage.toLocaleString('en-US')} mi`],
    ['Customer', customer || null],
    ['E-mail', a.customer.email],
    ['Phone', a.customer.phone],
    ['Dealer reference', a.dealerRef],
    ['vAuto dealer id', a.dealerId ?? null],
    ['Status', 'Appraisal created, awaiting appraiser'],
  ];
  const cells = rows
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(String(value ?? '—'))}</td></tr>`)
    .join('');
  return `<table>${cells}</table>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} (sandbox)</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#222}th{text-align:left;padding:.4rem 1rem .4rem 0;color:#555;font-weight:500}td{padding:.4rem 0}.tag{display:inline-block;background:#fde68a;border-radius:4px;padding:0 .4rem;font-size:.8rem}</style></head><body><h1>${title} <span class="tag">sandbox</span></h1>${body}</body></html>`;
}
