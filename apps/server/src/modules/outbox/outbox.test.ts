import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { outboxMessages } from '../../db/schema';
import { smtpTransport } from '../../integrations/email/smtp-client';
import { keptSmsTransport } from '../../integrations/sms/kept-transport';
import { enqueueMessage } from './outbox.service';
import { deliverDue } from './outbox.worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (dealerId: number | null, recipient = 'customer@example.test') => ({
  dealerId,
  channel: 'email' as const,
  recipient,
  subject: 'Your offer',
  body: 'See https://app.test/offer/1',
  links: ['https://app.test/offer/1'],
});

describe('GET /api/outbox', () => {
  it('is for signed-in dealer admins of the dealer named by x-dealer-id', async () => {
    const dealer = await newDealer(t.ctx.db);
    const sales = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES'] });
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/outbox', headers });
    expect((await get({ 'x-dealer-id': String(dealer.id) })).statusCode).toBe(401);
    const cookie = await t.login(sales.email);
    expect((await get({ cookie })).statusCode).toBe(400);
    expect((await get({ cookie, 'x-dealer-id': String(dealer.id) })).statusCode).toBe(403);
  });

  it("lists the dealer's own messages, newest first, with the total in x-total-count", async () => {
    const dealer = await newDealer(t.ctx.db);
    const other = await newDealer(t.ctx.db);
    const admin = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
    for (const r of ['a@example.test', 'b@example.test', 'c@example.test'])
      await enqueueMessage(t.ctx.db, message(dealer.id, r));
    await enqueueMessage(t.ctx.db, message(other.id, 'elsewhere@example.test'));
    const cookie = await t.login(admin.email);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/outbox?range=[0,1]',
      headers: { cookie, 'x-dealer-id': String(dealer.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().map((m: { recipient: string }) => m.recipient)).toEqual(['c@example.test', 'b@example.test']);
    expect(res.json()[0]).toMatchObject({
      channel: 'email',
      subject: 'Your offer',
      links: ['https://app.test/offer/1'],
      status: 'pending',
    });
    for (const range of ['[5,1]', 'nope', '[0,5000]', '[-1,3]']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/outbox?range=${encodeURIComponent(range)}`,
        headers: { cookie, 'x-dealer-id': String(dealer.id) },
      });
      expect(bad.statusCode, range).toBe(400);
      expect(bad.json().error.fields.range).toBeDefined();
    }
  });
});

describe('outbox delivery', () => {
  it('queues nothing when the business transaction rolls back, and once per idempotency key', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueMessage(tx, message(null, 'rolled-back@example.test'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow();
    const keyed = { ...message(null, 'once@example.test'), idempotencyKey: 'offer-42-send' };
    expect(await enqueueMessage(t.ctx.db, keyed)).toBeTypeOf('number');
    expect(await enqueueMessage(t.ctx.db, keyed)).toBeUndefined();
    const rows = await t.ctx.db.select().from(outboxMessages);
    expect(rows.filter((r) => r.recipient === 'rolled-back@example.test')).toHaveLength(0);
    expect(rows.filter((r) => r.recipient === 'once@example.test')).toHaveLength(1);
  });

  it('delivers e-mail over SMTP with its attachment and one Message-ID on every attempt', async () => {
    await t.ctx.db.update(outboxMessages).set({ status: 'delivered' });
    const received: string[] = [];
    let refuse = true;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          // The first attempt is refused after the whole message went over, as a server that fails late.
          if (refuse) {
            refuse = false;
            const err = Object.assign(new Error('try again later'), { responseCode: 451 });
            done(err);
          } else done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const email = smtpTransport(`smtp://127.0.0.1:${port}`, 'Dealer Admin <no-reply@app.test>');
      const transports = { email, sms: keptSmsTransport };
      const id = await enqueueMessage(t.ctx.db, {
        ...message(null, 'smtp@example.test'),
        attachments: [
          {
            filename: 'offer.pdf',
            contentType: 'application/pdf',
            content: Buffer.from('%PDF-1.7').toString('base64'),
          },
        ],
      });
      let now = new Date(Date.now() + 1000);
      const options = { now: () => now, messageIdDomain: 'app.test' };
      expect(await deliverDue(t.ctx.db, transports, options)).toBe(1);
      now = new Date(now.getTime() + 31_000);
      expect(await deliverDue(t.ctx.db, transports, options)).toBe(1);
      const [row] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
      expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
      expect(received).toHaveLength(2);
      const ids = received.map((m) => /^Message-ID: (.+)$/im.exec(m)?.[1]?.trim());
      expect(ids[0]).toMatch(new RegExp(`^<outbox\\.${id}\\.\\d+@app\\.test>$`));
      expect(ids[1]).toBe(ids[0]);
      expect(received[1]).toContain('Subject: Your offer');
      expect(received[1]).toContain('offer.pdf');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('retries a failed delivery with growing delays and gives up after 6 attempts', async () => {
    await t.ctx.db.update(outboxMessages).set({ status: 'delivered' });
    const id = await enqueueMessage(t.ctx.db, message(null, 'flaky@example.test'));
    const failing = {
      email: { name: 'down', send: async () => Promise.reject(new Error('connection refused')) },
      sms: keptSmsTransport,
    };
    // A moment after the enqueue: the database stamps it in microseconds, a Date has milliseconds,
    // so "now" taken in the same millisecond could read as before it.
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await deliverDue(t.ctx.db, failing, { now: () => now })).toBe(1);
      expect(await deliverDue(t.ctx.db, failing, { now: () => now })).toBe(0);
      now = new Date(now.getTime() + 30 * 60_000);
    }
    const [row] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastError: 'connection refused' });
  });
});
