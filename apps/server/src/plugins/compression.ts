import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * JSON and text answers over 1 KB go out brotli- or gzip-compressed. Only these types: an event
 * stream must flush each event as it is written, and files (PDF, images) are already compressed
 * and keep their content-length. The built web app is compressed at build time (web-static.ts).
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:html|plain|css|javascript|csv))(?:;|$)/;
const THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/** Brotli if the client accepts it, else gzip, else null (q=0 refuses an encoding; * accepts any). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const quality = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

// The fastest levels: an API answer is made for one request, and at brotli's default level 4 a
// page of 25 list rows (40 kB) cost more CPU than the rest of the request; level 1 still takes it
// to about 5 kB (4.6 kB at level 4).
const COMPRESS: Record<Encoding, (body: string | Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: (body) => gzipSync(body, { level: 1 }),
};

/**
 * Compressed forms of answers a service keeps as bytes and sends again (a group's statistics): the
 * same Buffer is compressed once per encoding. Strings are built per request and never repeat.
 */
const compressedBuffers = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function compressed(payload: string | Buffer, encoding: Encoding): Buffer {
  if (typeof payload === 'string') return COMPRESS[encoding](payload);
  let forms = compressedBuffers.get(payload);
  if (!forms) {
    forms = {};
    compressedBuffers.set(payload, forms);
  }
  forms[encoding] ??= COMPRESS[encoding](payload);
  return forms[encoding];
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Answers already in memory (every JSON answer) compressed in one call, before @fastify/compress
 * would pipe them through a stream (which cost as much again as the compression itself); it then
 * leaves them alone (they carry a content-encoding) and handles only streamed answers.
 */
function registerInMemoryCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) {
      return done(null, payload);
    }
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if (Buffer.byteLength(payload) < THRESHOLD) return done(null, payload);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    varyOnEncoding(reply);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, compressed(payload, encoding));
  });
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  registerInMemoryCompression(app);
  await app.register(compress, {
    threshold: THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: (type: string) => COMPRESSIBLE.test(type),
  });
}
