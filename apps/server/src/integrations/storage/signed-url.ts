import { z } from 'zod';
import type { AppContext } from '../../context';
import { hmac, safeEqual } from '../../lib/crypto';
import { ForbiddenError } from '../../lib/errors';

export const LINK_EXPIRED = 'This link has expired.';
export const LINK_INVALID = 'This link is not valid.';

/** Permission to PUT the bytes of one document row; the uploader is recorded in its activity row. */
const uploadGrant = z.object({
  op: z.literal('put'),
  doc: z.number().int().positive(),
  dealer: z.number().int().positive(),
  user: z.number().int().positive(),
  exp: z.number(),
});
/** Permission to GET one stored file, with what to answer it as. */
const downloadGrant = z.object({
  op: z.literal('get'),
  key: z.string(),
  type: z.string(),
  name: z.string(),
  exp: z.number(),
});
const grant = z.discriminatedUnion('op', [uploadGrant, downloadGrant]);

export type UploadGrant = z.infer<typeof uploadGrant>;
export type DownloadGrant = z.infer<typeof downloadGrant>;
type Grant = UploadGrant | DownloadGrant;
type Clock = Pick<AppContext, 'config' | 'now'>;

// A purpose prefix keeps these signatures apart from every other HMAC made with the session secret.
const signature = (secret: string, payload: string) => hmac(secret, `files:${payload}`);

function sign(ctx: Clock, value: Grant): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(ctx.config.sessionSecret, payload)}`;
}

/** The grant a token carries: 403 when it was not signed by us or is for the other operation, or has expired. */
function verify<T extends Grant['op']>(ctx: Clock, token: string, op: T): Extract<Grant, { op: T }> {
  const dot = token.lastIndexOf('.');
  const payload = token.slice(0, dot);
  if (dot < 1 || !safeEqual(token.slice(dot + 1), signature(ctx.config.sessionSecret, payload))) {
    throw new ForbiddenError(LINK_INVALID);
  }
  let parsed: ReturnType<typeof grant.safeParse>;
  try {
    parsed = grant.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new ForbiddenError(LINK_INVALID);
  }
  if (!parsed.success || parsed.data.op !== op) throw new ForbiddenError(LINK_INVALID);
  if (parsed.data.exp <= ctx.now().getTime()) throw new ForbiddenError(LINK_EXPIRED);
  return parsed.data as Extract<Grant, { op: T }>;
}

const expiry = (ctx: Clock) => ctx.now().getTime() + ctx.config.uploads.urlTtlMs;

/** The absolute URL a client PUTs one document's bytes to. */
export function signedUploadUrl(ctx: Clock, target: Omit<UploadGrant, 'op' | 'exp'>): string {
  return `${ctx.config.publicUrl}/api/files/upload/${sign(ctx, { op: 'put', ...target, exp: expiry(ctx) })}`;
}

/** Where a client that PUT the bytes straight to the store says it is done (the same grant). */
export function signedConfirmUrl(ctx: Clock, target: Omit<UploadGrant, 'op' | 'exp'>): string {
  return `${ctx.config.publicUrl}/api/files/uploaded/${sign(ctx, { op: 'put', ...target, exp: expiry(ctx) })}`;
}

/** A same-origin link that serves one stored file until it expires (config.uploads.urlTtlMs). */
export function signedDownloadPath(ctx: Clock, file: Omit<DownloadGrant, 'op' | 'exp'>): string {
  return `/api/files/${sign(ctx, { op: 'get', ...file, exp: expiry(ctx) })}`;
}

export function readUploadToken(ctx: Clock, token: string): UploadGrant {
  return verify(ctx, token, 'put');
}

export function readDownloadToken(ctx: Clock, token: string): DownloadGrant {
  return verify(ctx, token, 'get');
}
