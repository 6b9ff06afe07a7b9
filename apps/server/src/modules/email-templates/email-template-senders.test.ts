import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmailTemplateExternalId, emailTemplateByExternalId } from '@dealer/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { dealerRequests, TEST_CUSTOMER, TEST_DEALER, TEST_VEHICLE } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { outboxMessages } from '../../db/schema';

/**
 * Every sender of a customer e-mail renders it from the dealer's template: change the dealer's
 * text, trigger the e-mail, and the outbox message carries the new text in both parts.
 */
let t: TestApp;
let dataDir: string;
let dealerId: number;
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'email-senders-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db, TEST_DEALER)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => admin,
);

const tradeIn = {
  area: 'buying' as const,
  appraisalTypeId: 1,
  appraisalStatusId: null,
  previousStatusId: null,
  deletedAt: null,
  offerSentAt: null,
  offerAcceptedAt: null,
  offerDeclinedAt: null,
  sellStrategyStatusId: 2,
  paveInspectSessionKey: null,
  paveInspectStatus: null,
  ...TEST_VEHICLE,
  ...TEST_CUSTOMER,
  phoneNumber: null,
};
const lease = { ...tradeIn, area: 'lease' as const, appraisalTypeId: 2, sellStrategyStatusId: null };

/** Saves the dealer's own greeting (or the named section) in a template; answers the marker text. */
async function customise(externalId: EmailTemplateExternalId, section = 'greeting') {
  const marker = `Custom ${externalId} text for {{dealer_name}} <b>&</b>`;
  const res = await post('/api/dealer_email_templates', {
    id: emailTemplateByExternalId(externalId).id,
    values: { [section]: marker },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    text: `Custom ${externalId} text for ${TEST_DEALER.name} <b>&</b>`,
    html: `Custom ${externalId} text for ${TEST_DEALER.name} &lt;b&gt;&amp;&lt;/b&gt;`,
  };
}

async function lastMailTo(recipient: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  expect(mail, `an e-mail to ${recipient}`).toBeDefined();
  expect(mail!.channel).toBe('email');
  return mail!;
}

async function expectCustomText(recipient: string, marker: { text: string; html: string }) {
  const mail = await lastMailTo(recipient);
  expect(mail.body).toContain(marker.text);
  expect(mail.html).toContain(marker.html);
  expect(mail.html).not.toContain('<b>&</b>');
  return mail;
}

describe('every customer e-mail uses its template', () => {
  it('offer', async () => {
    const marker = await customise('offer');
    const row = await newAppraisal(t.ctx.db, dealerId, { ...tradeIn, email: 'offer@example.test' });
    const res = await post(`/api/appraisals/${row.id}/offer`, { template: 0, type: 'auction', amount: 12345 });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await expectCustomText('offer@example.test', marker);
    expect(mail.body).toContain('Our offer: $12,345.00');
    expect(mail.html).toMatch(/href="http:\/\/app\.test\/offer\/[\w.-]+"/);
  });

  it('inspection link', async () => {
    const marker = await customise('inspection-link', 'intro');
    const row = await newAppraisal(t.ctx.db, dealerId, { ...tradeIn, email: 'inspect@example.test' });
    const res = await post(`/api/appraisals/${row.id}/inspection-link`, { sendTo: 'email' });
    expect(res.statusCode, res.body).toBe(200);
    await expectCustomText('inspect@example.test', marker);
  });

  it('share-form invite', async () => {
    const marker = await customise('share-invite');
    const res = await post('/api/appraisals/share-invite', {
      typeCode: 'lease',
      shareType: 'email',
      email: 'invite@example.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await expectCustomText('invite@example.test', marker);
    expect(mail.subject).toBe(`${TEST_DEALER.name}: tell us about your lease return`);
    expect(mail.html).toContain(`href="${res.json().shareUrl}"`);
  });

  it('odometer statement (buy)', async () => {
    const marker = await customise('odometer-statement', 'intro');
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease, email: 'buy@example.test' });
    const res = await post(`/api/appraisals/${row.id}/buy`, { amount: 18000, notify: true, type: 'retail' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await expectCustomText('buy@example.test', marker);
    // The readonly legal notice is always there.
    expect(mail.body).toContain('Federal and State law require that you state the mileage');
    expect(mail.attachments).toHaveLength(1);
  });

  it('grounding instructions (ground)', async () => {
    const marker = await customise('grounding-instructions');
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease, email: 'ground@example.test' });
    const res = await post(`/api/appraisals/${row.id}/ground`, { notify: true });
    expect(res.statusCode, res.body).toBe(200);
    await expectCustomText('ground@example.test', marker);
  });

  it('appraisal rejected (reject with notify)', async () => {
    const marker = await customise('appraisal-rejected', 'message');
    const row = await newAppraisal(t.ctx.db, dealerId, { ...tradeIn, email: 'reject@example.test' });
    const res = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: 3, notify: true });
    expect(res.statusCode, res.body).toBe(200);
    await expectCustomText('reject@example.test', marker);
  });

  it.each([
    ['accept', 'offer-accepted'],
    ['decline', 'offer-declined'],
  ] as const)('offer answer: %s on the offer page confirms to the customer', async (answer, externalId) => {
    const marker = await customise(externalId);
    const email = `${answer}@example.test`;
    const row = await newAppraisal(t.ctx.db, dealerId, { ...tradeIn, email });
    await post(`/api/appraisals/${row.id}/offer`, { template: 0, type: 'auction', amount: 15000 });
    const token = /\/offer\/([\w.-]+)/.exec((await lastMailTo(email)).body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appraisals/${row.id}/respond/${answer}`,
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await expectCustomText(email, marker);
    if (answer === 'accept') expect(mail.body).toContain('$15,000.00');
  });

  it('a disabled custom template sends the default; resetting brings the default back', async () => {
    await customise('appraisal-rejected', 'message');
    const id = emailTemplateByExternalId('appraisal-rejected').id;
    expect((await call('PUT', `/api/dealer_email_templates/${id}`, { enabled: false })).statusCode).toBe(200);
    const first = await newAppraisal(t.ctx.db, dealerId, { ...tradeIn, email: 'disabled@example.test' });
    await post(`/api/appraisals/${first.id}/status`, { appraisalStatusId: 3, notify: true });
    const mail = await lastMailTo('disabled@example.test');
    expect(mail.body).not.toContain('Custom appraisal-rejected');
    expect(mail.body).toContain('we have decided not to make an offer at this time');

    await call('PUT', `/api/dealer_email_templates/${id}`, { enabled: true });
    expect((await call('DELETE', `/api/dealer_email_templates/${id}`)).statusCode).toBe(200);
    const second = await newAppraisal(t.ctx.db, dealerId, { ...tradeIn, email: 'reset@example.test' });
    await post(`/api/appraisals/${second.id}/status`, { appraisalStatusId: 3, notify: true });
    expect((await lastMailTo('reset@example.test')).body).toContain('we have decided not to make an offer');
  });
});
