import type { AppContext } from '../../../context';
import type { SmsCallbackParams } from '../port';
import { TWILIO_SIGNATURE_HEADER, twilioSignature } from '../twilio-signature';

const TIMEOUT_MS = 8_000;
const pending = new WeakMap<object, Set<Promise<unknown>>>();

/**
 * Runs work after the current request has been answered (as the provider's network would), and
 * keeps it so that tests can wait for it instead of sleeping.
 */
export function later(ctx: AppContext, work: () => Promise<unknown>): void {
  const set = pending.get(ctx) ?? new Set();
  pending.set(ctx, set);
  const run = new Promise((resolve) => setImmediate(resolve)).then(work).catch(() => {});
  set.add(run);
  void run.finally(() => set.delete(run));
}

/** Resolves once every callback the sandbox has started has finished. */
export async function smsSandboxSettled(ctx: AppContext): Promise<void> {
  const set = pending.get(ctx);
  while (set && set.size > 0) await Promise.all([...set]);
}

/** POSTs form fields signed the provider's way (X-Twilio-Signature); answers the HTTP status. */
export async function postSigned(
  ctx: AppContext,
  authToken: string,
  url: string,
  params: SmsCallbackParams,
): Promise<number> {
  const res = await ctx.fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [TWILIO_SIGNATURE_HEADER]: twilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await res.arrayBuffer().catch(() => null);
  return res.status;
}
