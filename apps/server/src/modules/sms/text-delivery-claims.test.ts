import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newDealer } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { NIGHT } from '../../../test/support/texting-hours';
import { outboxMessages } from '../../db/schema';
import type { SmsTransport } from '../../integrations/sms/port';
import { CLAIM_MS } from '../../lib/claim-heartbeat';
import { claimDue } from '../outbox/outbox.repository';
import { enqueueMessage } from '../outbox/outbox.service';
import { deliverText } from './text-delivery';

/**
 * A text's outcomes that are not a send (held for quiet hours, refused, kept) land only under the
 * claim it was tried on, as the outbox's other writes: a worker whose claim lapsed and was taken
 * over leaves the row to its new holder.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const never: SmsTransport = {
  name: 'never',
  send: () => Promise.reject(new Error('a held or refused text is never handed to the provider')),
};
const row = async (id: number) => (await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** Worker A claims the one due text, its claim lapses, worker B takes it over. */
async function takenOver(id: number) {
  const aClaimedAt = new Date(NIGHT.getTime() - CLAIM_MS - 1);
  const [claimedByA] = await claimDue(t.ctx.db, aClaimedAt, 1, CLAIM_MS);
  expect(claimedByA?.id).toBe(id);
  const [claimedByB] = await claimDue(t.ctx.db, NIGHT, 1, CLAIM_MS);
  expect(claimedByB?.id).toBe(id);
  return { row: claimedByA!, aClaimedAt };
}

it('a worker whose claim lapsed neither holds a text for quiet hours nor refuses it; the new holder does', async () => {
  const chicago = await newDealer(t.ctx.db, { timeZone: 'America/Chicago' });
  const noSender = await newDealer(t.ctx.db, { smsSender: null });
  for (const [dealerId, outcome] of [
    [chicago.id, { status: 'pending', heldUntil: expect.any(Date) }],
    [noSender.id, { status: 'no_sender' }],
  ] as const) {
    const id = (await enqueueMessage(t.ctx.db, { dealerId, channel: 'sms', recipient: '5125550301', body: 'Hi' }))!;
    const { row: stale, aClaimedAt } = await takenOver(id);

    await deliverText(t.ctx.db, stale, never, NIGHT, (write) => write(aClaimedAt));
    expect(await row(id)).toMatchObject({ status: 'sending', claimedAt: NIGHT, heldUntil: null, lastError: null });

    await deliverText(t.ctx.db, await row(id), never, NIGHT, (write) => write(NIGHT));
    expect(await row(id)).toMatchObject(outcome);
  }
});
