import type { AppContext } from '../../../context';
import { type InspectionCompletedEvent, SIGNATURE_HEADER } from '../port';
import { signWebhook } from '../webhook-signature';
import { estimatedDamageOf } from './grading';
import type { SandboxRequest, SandboxSession } from './store';

/** Waits before each attempt: at once, then after half a second, then after two. */
export const RETRY_DELAYS_MS = [0, 500, 2000];
const TIMEOUT_MS = 8_000;

/** The `inspection.completed` event of a completed session; `base` is the sandbox's public URL. */
export function completedEvent(base: string, session: SandboxSession): InspectionCompletedEvent {
  const answers = session.answers!;
  const sessionUrl = `${base}/sessions/${session.sessionKey}`;
  const { odometer, ...conditions } = answers;
  return {
    event: 'inspection.completed',
    session_key: session.sessionKey,
    reference: session.request.reference,
    grade: session.grade!,
    estimated_damage: estimatedDamageOf(answers),
    odometer,
    answers: conditions,
    photos: session.photos.map((p, i) => ({ label: p.label, url: `${sessionUrl}/photos/${i + 1}` })),
    report_url: `${sessionUrl}/report`,
    completed_at: (session.completedAt ?? new Date()).toISOString(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs the signed event to the webhook URL given at session creation. Network failures, 5xx, 408
 * and 429 are retried after a short delay; another 4xx will not change by retrying. Never throws:
 * the answer says what happened, for the capture page to show.
 */
export async function deliverWebhook(
  ctx: Pick<AppContext, 'fetch' | 'now'>,
  secret: string,
  base: string,
  session: SandboxSession,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<NonNullable<SandboxRequest['delivery']>> {
  const body = JSON.stringify(completedEvent(base, session));
  const signature = signWebhook(secret, body);
  let lastError: string | null = null;
  let attempts = 0;
  for (const delay of delays) {
    if (delay > 0) await sleep(delay);
    attempts += 1;
    try {
      const res = await ctx.fetch(session.request.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return { delivered: true, attempts, lastError: null, at: ctx.now().toISOString() };
      lastError = `answered ${res.status}`;
      if (res.status < 500 && res.status !== 408 && res.status !== 429) break;
    } catch (err) {
      lastError = err instanceof Error ? err.message : 'unreachable';
    }
  }
  return { delivered: false, attempts, lastError, at: ctx.now().toISOString() };
}
