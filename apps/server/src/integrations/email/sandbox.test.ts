import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { enqueueMessage } from '../../modules/outbox/outbox.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mail catcher (/sandbox/mail)', () => {
  it('lists every e-mail newest first, a password reset among them, and opens it with its link clickable', async () => {
    const dealer = await newDealer(t.ctx.db);
    const user = await newUser(t.ctx.db, { dealerIds: [dealer.id] });
    await enqueueMessage(t.ctx.db, {
      dealerId: dealer.id,
      channel: 'email',
      recipient: 'customer@example.test',
      subject: '<b>Your offer</b>',
      body: 'Hello <script>alert(1)</script>',
      links: [],
    });
    await t.app.inject({ method: 'PUT', url: '/api/auth/forgot-password', payload: { email: user.email } });

    const inbox = await t.app.inject({ method: 'GET', url: '/sandbox/mail' });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.headers['content-type']).toContain('text/html');
    expect(inbox.body).toContain('<html lang="en">');
    expect(inbox.body).toContain('<title>Mail catcher</title>');
    expect(inbox.body).toContain('<h1>Mail catcher</h1>');
    const reset = inbox.body.indexOf('Reset your Dealer Admin password');
    const offer = inbox.body.indexOf('&#60;b&#62;Your offer&#60;/b&#62;');
    expect(reset).toBeGreaterThan(0);
    expect(offer).toBeGreaterThan(reset);
    expect(inbox.body).not.toContain('<b>Your offer</b>');

    const href = inbox.body
      .slice(0, reset)
      .match(/href="(\/sandbox\/mail\/\d+)"[^>]*>[^<]*<span class="subject">$/)?.[1];
    expect(href).toBeDefined();
    const mail = await t.app.inject({ method: 'GET', url: href! });
    expect(mail.statusCode).toBe(200);
    expect(mail.body).toContain(user.email);
    expect(mail.body).toMatch(/<a href="http:\/\/app\.test\/auth\/new-password\?token=[\w-]+">/);

    const offerHref = inbox.body
      .slice(0, offer)
      .match(/href="(\/sandbox\/mail\/\d+)"[^>]*>[^<]*<span class="subject">$/)?.[1];
    const offerPage = await t.app.inject({ method: 'GET', url: offerHref! });
    expect(offerPage.body).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(offerPage.body).not.toContain('<script>');

    for (const url of ['/sandbox/mail/999999999', '/sandbox/mail/nope']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('without the sandbox', () => {
  it('is not mounted', async () => {
    const off = await createTestApp({ SANDBOX: 'off' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/sandbox/mail' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
