import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer } from '../../test/support/factories';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { smsConsentEvents } from '../db/schema';
import { enqueueMessage } from '../modules/outbox/outbox.service';
import { ALL_PHOTOS, GOOD_ANSWERS, submitCapture } from './inspection/sandbox/capture.testkit';
import { findSandboxSession } from './inspection/sandbox/store';
import { twilioSignature } from './sms/twilio-signature';
import { SMS_INBOUND_PATH } from './sms/webhook-paths';

/**
 * Issue 35 point 5: the sandboxes are not there in production unless asked for, and a sandbox
 * never signs with a real provider's credentials (so what a visitor makes it send is refused by
 * our webhooks once a real provider is configured).
 */
const SECRET = 'p'.repeat(40);
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.invalid/x', SESSION_SECRET: SECRET };
const SANDBOX_CALLS = [
  { method: 'GET', url: '/sandbox/sms/phones' },
  { method: 'GET', url: '/sandbox/carfax/account' },
  { method: 'POST', url: '/sandbox/carfax/account/revoke' },
  { method: 'GET', url: '/sandbox/inspection/sessions/abc' },
  { method: 'GET', url: '/sandbox/mmr/valuations/vin/1HGCV1F34LA012345' },
  { method: 'GET', url: '/sandbox/mail' },
] as const;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sandbox-exposure-test-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ DATA_DIR: dataDir, ...env });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('sandboxes in production', () => {
  it('none is mounted by default: every /sandbox call is a 404, and the server still answers', async () => {
    await withApp(PRODUCTION, async (t) => {
      expect(t.ctx.config.sandbox).toBe(false);
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      for (const call of SANDBOX_CALLS) {
        expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    });
  });

  it('SANDBOX=on mounts them, as the operator asked', async () => {
    await withApp({ ...PRODUCTION, SANDBOX: 'on' }, async (t) => {
      expect((await t.app.inject(SANDBOX_CALLS[0])).statusCode).toBe(200);
      expect((await t.app.inject(SANDBOX_CALLS[1])).statusCode).toBe(200);
    });
  });
});

describe('a sandbox never signs with a real provider’s credentials', () => {
  const realSms = {
    SMS_PROVIDER_URL: 'https://api.twilio.example',
    SMS_ACCOUNT_SID: 'AC123',
    SMS_AUTH_TOKEN: 'r'.repeat(32),
  };

  it('SMS: a sandbox reply of STOP does not reach the consent once a real provider is configured', async () => {
    await withApp({ SESSION_SECRET: SECRET, ...realSms }, async (t) => {
      const dealer = await newDealer(t.ctx.db);
      await enqueueMessage(t.ctx.db, { dealerId: dealer.id, channel: 'sms', recipient: '5125550177', body: 'Hi' });
      const reply = await t.app.inject({
        method: 'POST',
        url: '/sandbox/sms/phones/15125550177/reply',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ Body: 'STOP', To: dealer.smsSender! }).toString(),
      });
      expect(reply.statusCode).toBe(303);
      const consent = () => t.ctx.db.select().from(smsConsentEvents).where(eq(smsConsentEvents.phone, '+15125550177'));
      expect(await consent()).toEqual([]);

      // The provider's own signature is still accepted: only the sandbox's is refused.
      const params = {
        AccountSid: 'AC123',
        Body: 'STOP',
        From: '+15125550177',
        To: dealer.smsSender!,
        MessageSid: 'SM1',
      };
      const url = `${t.ctx.config.publicUrl}${SMS_INBOUND_PATH}`;
      const signed = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: SMS_INBOUND_PATH,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilioSignature(token, url, params),
          },
          payload: new URLSearchParams(params).toString(),
        });
      expect((await signed(t.ctx.config.sandboxCredentials.sms.authToken)).statusCode).toBe(401);
      expect((await signed('r'.repeat(32))).statusCode).toBeLessThan(300);
      expect((await consent()).map((c) => c.change)).toEqual(['stop']);
    });
  });

  it('SMS: with the sandbox as the provider, its replies still change the consent (the demo works)', async () => {
    await withApp({ SESSION_SECRET: SECRET }, async (t) => {
      const dealer = await newDealer(t.ctx.db);
      await enqueueMessage(t.ctx.db, { dealerId: dealer.id, channel: 'sms', recipient: '5125550178', body: 'Hi' });
      await t.app.inject({
        method: 'POST',
        url: '/sandbox/sms/phones/15125550178/reply',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ Body: 'STOP', To: dealer.smsSender! }).toString(),
      });
      const rows = await t.ctx.db.select().from(smsConsentEvents).where(eq(smsConsentEvents.phone, '+15125550178'));
      expect(rows.map((r) => r.change)).toEqual(['stop']);
    });
  });

  it('inspection: the sandbox’s completed webhook is refused (401) when a real service is configured', async () => {
    const delivered = async (env: Record<string, string>) => {
      let lastError: string | null | undefined;
      await withApp({ SESSION_SECRET: SECRET, ...env }, async (t) => {
        const created = await t.app.inject({
          method: 'POST',
          url: '/sandbox/inspection/sessions',
          headers: { 'api-key': t.ctx.config.inspection.apiKey },
          payload: {
            reference: '42',
            vehicle: { vin: '1HGCV1F34LA012345', year: 2020, make: 'Honda', model: 'Accord', trim: null },
            webhook_url: `${t.ctx.config.publicUrl}/api/webhooks/inspection`,
          },
        });
        expect(created.statusCode).toBe(201);
        const { session_key: key, capture_url: captureUrl } = created.json() as Record<string, string>;
        expect((await submitCapture(t.app, new URL(captureUrl!).pathname, GOOD_ANSWERS, ALL_PHOTOS)).statusCode).toBe(
          303,
        );
        lastError = (await findSandboxSession(t.ctx.db, key!))?.request.delivery?.lastError;
      });
      return lastError;
    };
    // The sandbox as the service: the signature passes (our app just does not know this session).
    expect(await delivered({})).toBe('answered 404');
    expect(
      await delivered({ INSPECTION_URL: 'https://inspect.example.com/api', INSPECTION_WEBHOOK_SECRET: 'w'.repeat(16) }),
    ).toBe('answered 401');
  });

  it('vehicle history: the sandbox refuses the real OAuth client secret', async () => {
    const real = {
      CARFAX_URL: 'https://connect.example.com',
      CARFAX_CLIENT_ID: 'ours',
      CARFAX_CLIENT_SECRET: 'c'.repeat(24),
    };
    await withApp({ SESSION_SECRET: SECRET, ...real }, async (t) => {
      const token = await t.app.inject({
        method: 'POST',
        url: '/sandbox/carfax/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'x',
          client_id: 'ours',
          client_secret: 'c'.repeat(24),
        }).toString(),
      });
      expect(token.statusCode).toBe(401);
      expect(token.json().error).toBe('invalid_client');
      const account = await t.app.inject({ url: '/sandbox/carfax/account' });
      expect(account.body).toContain('/sandbox/carfax/account/revoke');
      expect(account.body).not.toContain('connect.example.com');
    });
  });
});
