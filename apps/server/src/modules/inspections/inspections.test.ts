import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  activity,
  apiResults,
  appraisalMessages,
  appraisals,
  inspectionSessions,
  outboxMessages,
} from '../../db/schema';
import { ALL_PHOTOS, GOOD_ANSWERS, submitCapture } from '../../integrations/inspection/sandbox/capture.testkit';
import { DONE_TITLE } from '../../integrations/inspection/sandbox/pages';
import { findSandboxSession } from '../../integrations/inspection/sandbox/store';
import { completedEvent } from '../../integrations/inspection/sandbox/webhook';
import { signWebhook } from '../../integrations/inspection/webhook-signature';
import { findAppraisal } from '../appraisals';
import { recordConsentChange } from '../sms/consent.repository';
import { INSPECTION_MESSAGES } from './inspections.service';

let t: TestApp;
let dataDir: string;
let dealerId: number;
let otherDealerId: number;
let writer: string;
let reader: string;
const open = {
  appraisalTypeId: 1,
  area: 'buying' as const,
  appraisalStatusId: null,
  deletedAt: null,
  offerSentAt: null,
  offerAcceptedAt: null,
  reconBodyCost: null,
  reconMechCost: null,
  reconOtherCost: null,
  reconditioningCost: null,
  paveInspectSessionKey: null,
  paveInspectStatus: null,
  paveInspectResultId: null,
  runningStatus: null,
  inspectedMileage: null,
  thumb: null,
  firstName: 'Dana',
  email: 'dana@example.test',
  phoneNumber: '5125550142',
  year: 2019,
  make: 'Toyota',
  model: 'RAV4',
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'inspections-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db, { name: 'Lakeside Motors' })).id;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  writer = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
  reader = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const request = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  cookie: string | null = writer,
  dealer = dealerId,
) => t.app.inject({ method, url, payload, headers: cookie ? { cookie, 'x-dealer-id': String(dealer) } : {} });
const sendLink = (id: number, sendTo: string, cookie: string | null = writer, dealer = dealerId) =>
  request('POST', `/api/appraisals/${id}/inspection-link`, { sendTo }, cookie, dealer);
const outboxFor = (link: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.links, [link]));
const actions = async (id: number) =>
  (await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, id))).map((a) => a.action);
const awaitingIds = async () => {
  const res = await request('GET', '/api/awaiting_inspection_appraisals?range=[0,99]');
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number }[]).map((r) => r.id);
};
const postWebhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/inspection',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-inspection-signature': signature } : {}) },
    payload: body,
  });

describe('POST /appraisals/:id/inspection-link', () => {
  it('opens a session, marks the inspection Started (stage inspect) and e-mails the capture link', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    expect(row.stage).toBe('assess');
    const res = await sendLink(row.id, 'email');
    expect(res.statusCode).toBe(200);
    const { sessionKey, captureUrl } = res.json();
    expect(captureUrl).toBe(`http://app.test/sandbox/inspection/sessions/${sessionKey}/capture`);

    const after = await findAppraisal(t.ctx.db, dealerId, row.id);
    expect(after).toMatchObject({ paveInspectSessionKey: sessionKey, paveInspectStatus: 'Started', stage: 'inspect' });
    const [session] = await t.ctx.db
      .select()
      .from(inspectionSessions)
      .where(eq(inspectionSessions.appraisalId, row.id));
    expect(session).toMatchObject({ sessionKey, captureUrl, status: 'Started' });

    const mail = await outboxFor(captureUrl);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', recipient: 'dana@example.test', dealerId });
    expect(mail[0]!.subject).toBe('Photos of your 2019 Toyota RAV4 for Lakeside Motors');
    expect(mail[0]!.body).toContain(captureUrl);
    const messages = await t.ctx.db.select().from(appraisalMessages).where(eq(appraisalMessages.appraisalId, row.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', direction: 'out', outboxId: mail[0]!.id });
    const [log] = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, row.id));
    expect(log).toMatchObject({ action: 'Inspection link sent', details: 'by e-mail to dana@example.test' });
    expect(await awaitingIds()).toContain(row.id);
  });

  it('texts the link for phone, and both for email_phone', async () => {
    const texted = await newAppraisal(t.ctx.db, dealerId, open);
    const phone = await sendLink(texted.id, 'phone');
    expect(phone.statusCode).toBe(200);
    const sms = await outboxFor(phone.json().captureUrl);
    expect(sms.map((m) => [m.channel, m.recipient])).toEqual([['sms', '5125550142']]);
    expect(sms[0]!.body).toBe(
      `Lakeside Motors: please take a few photos of your 2019 Toyota RAV4 to complete its appraisal: ${phone.json().captureUrl}`,
    );

    const both = await newAppraisal(t.ctx.db, dealerId, open);
    const res = await sendLink(both.id, 'email_phone');
    expect(res.statusCode).toBe(200);
    const sent = await outboxFor(res.json().captureUrl);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const [log] = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, both.id));
    expect(log?.details).toBe('by e-mail to dana@example.test and by text to 5125550142');
  });

  it('says a text to a customer who answered STOP was not sent, channel by channel (issue 38 point 11)', async () => {
    const other = { ...open, phoneNumber: '5125550387' };
    await recordConsentChange(t.ctx.db, {
      dealerId,
      phone: '+15125550387',
      change: 'stop',
      source: 'inbound STOP',
      at: new Date(),
    });
    const texted = await newAppraisal(t.ctx.db, dealerId, other);
    const phone = await sendLink(texted.id, 'phone');
    expect(phone.statusCode).toBe(200);
    expect(phone.json().delivery).toEqual([{ channel: 'sms', to: '5125550387', status: 'opted_out' }]);
    const [log] = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, texted.id));
    expect(log).toMatchObject({
      action: 'Inspection link not sent',
      details: 'not by text to 5125550387: the customer opted out of texts (answered STOP)',
    });

    const both = await newAppraisal(t.ctx.db, dealerId, other);
    const res = await sendLink(both.id, 'email_phone');
    expect(res.json().delivery).toEqual([
      { channel: 'email', to: 'dana@example.test', status: 'queued' },
      { channel: 'sms', to: '5125550387', status: 'opted_out' },
    ]);
    const [bothLog] = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, both.id));
    expect(bothLog?.action).toBe('Inspection link sent');

    // A customer who never answered STOP: queued.
    const fine = await newAppraisal(t.ctx.db, dealerId, open);
    expect((await sendLink(fine.id, 'phone')).json().delivery).toEqual([
      { channel: 'sms', to: '5125550142', status: 'queued' },
    ]);
  });

  it('401 without a session, 404 for another dealer, 403 without allowWriteAppraisal, 400 for a bad sendTo', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const foreign = await newAppraisal(t.ctx.db, otherDealerId, open);
    expect((await sendLink(row.id, 'email', null)).statusCode).toBe(401);
    expect((await sendLink(foreign.id, 'email')).statusCode).toBe(404);
    expect((await sendLink(row.id, 'email', reader)).statusCode).toBe(403);
    for (const sendTo of ['none', 'fax']) {
      const bad = await sendLink(row.id, sendTo);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.sendTo).toBe(INSPECTION_MESSAGES.sendTo);
    }
    expect(await t.ctx.db.select().from(inspectionSessions).where(eq(inspectionSessions.appraisalId, row.id))).toEqual(
      [],
    );
  });

  it('422 for a closed or archived record, and when the customer has no e-mail or phone for the channel', async () => {
    const rejected = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalStatusId: 3 });
    const closed = await sendLink(rejected.id, 'email');
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.message).toBe('This record is closed. Reopen it to make changes.');
    const archived = await newAppraisal(t.ctx.db, dealerId, { ...open, deletedAt: new Date() });
    expect((await sendLink(archived.id, 'email')).json().error.message).toBe('This record is archived.');

    const noContact = await newAppraisal(t.ctx.db, dealerId, { ...open, email: null, phoneNumber: '  ' });
    const noEmail = await sendLink(noContact.id, 'email');
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().error.message).toBe(INSPECTION_MESSAGES.noEmail);
    expect((await sendLink(noContact.id, 'phone')).json().error.message).toBe(INSPECTION_MESSAGES.noPhone);
    const emailOnly = await newAppraisal(t.ctx.db, dealerId, { ...open, phoneNumber: null });
    expect((await sendLink(emailOnly.id, 'email_phone')).json().error.message).toBe(INSPECTION_MESSAGES.noPhone);
    const untouched = await findAppraisal(t.ctx.db, dealerId, noContact.id);
    expect(untouched).toMatchObject({ paveInspectSessionKey: null, stage: 'assess' });
    expect(await actions(noContact.id)).toEqual([]);
  });

  it('502 with a clear message when the inspection service cannot be reached; nothing changes', async () => {
    const down = await createTestApp({ DATA_DIR: dataDir, INSPECTION_URL: 'http://inspection.invalid/api' });
    try {
      const d = (await newDealer(down.ctx.db)).id;
      const cookie = await down.login((await newUser(down.ctx.db, { dealerIds: [d], roles: ['APPRAISER'] })).email);
      const row = await newAppraisal(down.ctx.db, d, open);
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/appraisals/${row.id}/inspection-link`,
        payload: { sendTo: 'email' },
        headers: { cookie, 'x-dealer-id': String(d) },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('The inspection service could not be reached. Please try again later.');
      expect(await findAppraisal(down.ctx.db, d, row.id)).toMatchObject({ paveInspectSessionKey: null });
    } finally {
      await down.close();
    }
  });
});

describe('the round trip: link, capture, webhook, result', () => {
  it('the customer completes the capture; the signed webhook stores the report and the record leaves the queue', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const link = await sendLink(row.id, 'email');
    const { captureUrl, sessionKey } = link.json();
    const [mail] = await outboxFor(captureUrl);
    const capturePath = new URL(mail!.links[0]!).pathname;
    expect(await awaitingIds()).toContain(row.id);

    const page = await t.app.inject({ url: capturePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('2019 Toyota RAV4');
    const done = await submitCapture(t.app, capturePath, GOOD_ANSWERS, ALL_PHOTOS);
    expect(done.statusCode).toBe(303);
    expect((await t.app.inject({ url: capturePath })).body).toContain(DONE_TITLE);

    // The sandbox delivered the webhook through ctx.fetch: the report is stored.
    const after = await findAppraisal(t.ctx.db, dealerId, row.id);
    const reportUrl = `http://app.test/sandbox/inspection/sessions/${sessionKey}/report`;
    expect(after).toMatchObject({
      paveInspectStatus: 'Complete',
      runningStatus: 4,
      estimatedDamage: 1370,
      inspectedMileage: 48210,
      thumb: `http://app.test/sandbox/inspection/sessions/${sessionKey}/photos/1`,
      stage: 'assess',
    });
    expect(after?.inspectedAt).toBeInstanceOf(Date);
    const resultId = after!.paveInspectResultId!;
    expect(resultId).toBeGreaterThan(0);
    const [session] = await t.ctx.db
      .select()
      .from(inspectionSessions)
      .where(eq(inspectionSessions.sessionKey, sessionKey));
    expect(session).toMatchObject({ status: 'Complete', completedAt: expect.any(Date) });
    const logs = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, row.id));
    expect(logs.find((l) => l.action === 'Inspection completed')).toMatchObject({
      userId: null,
      details: 'Grade 4.0, 48,210 mi, estimated damage $1,370.00',
    });
    expect(await awaitingIds()).not.toContain(row.id);

    const result = await request('GET', `/api/appraisals/${row.id}/api-results/${resultId}`);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ id: resultId, provider: 'inspection', externalId: sessionKey });
    expect(result.json().data).toMatchObject({
      sessionKey,
      grade: 4,
      runningStatus: 4,
      estimatedDamage: 1370,
      inspectedMileage: 48210,
      answers: { warningLights: 'no', bodyDamage: 'minor', tyres: 'worn', smokedIn: 'no' },
      reportUrl,
    });
    expect(result.json().data.photos).toHaveLength(6);
    expect(result.json().data.photos[5]).toEqual({
      label: 'odometer',
      url: `http://app.test/sandbox/inspection/sessions/${sessionKey}/photos/6`,
    });
    const info = await request('GET', `/api/appraisals/${row.id}/api-results/${resultId}/info`, undefined, reader);
    expect(info.json()).toEqual({
      id: resultId,
      provider: 'inspection',
      createdAt: expect.any(String),
      grade: 4,
      runningStatus: 4,
      estimatedDamage: 1370,
      inspectedMileage: 48210,
      photoCount: 6,
      reportUrl,
    });
    const report = await t.app.inject({ url: new URL(reportUrl).pathname });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('4.0 / 5');

    // A repeated delivery of the same event changes nothing.
    const sandbox = await findSandboxSession(t.ctx.db, sessionKey);
    const body = JSON.stringify(completedEvent('http://app.test/sandbox/inspection', sandbox!));
    const again = await postWebhook(body, signWebhook(t.ctx.config.inspection.webhookSecret, body));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await t.ctx.db.select().from(apiResults).where(eq(apiResults.appraisalId, row.id))).toHaveLength(1);
    expect((await actions(row.id)).filter((a) => a === 'Inspection completed')).toHaveLength(1);
  });

  it('api-results are scoped: another dealer or another appraisal reads 404', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const [result] = await t.ctx.db
      .insert(apiResults)
      .values({ appraisalId: row.id, provider: 'inspection', externalId: 'k', data: { grade: 3 } })
      .returning();
    const other = await newAppraisal(t.ctx.db, dealerId, open);
    const outsider = await t.login((await newUser(t.ctx.db, { dealerIds: [otherDealerId] })).email);
    expect((await request('GET', `/api/appraisals/${row.id}/api-results/${result!.id}`)).statusCode).toBe(200);
    expect((await request('GET', `/api/appraisals/${other.id}/api-results/${result!.id}`)).statusCode).toBe(404);
    const foreign = await request(
      'GET',
      `/api/appraisals/${row.id}/api-results/${result!.id}/info`,
      undefined,
      outsider,
      otherDealerId,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await request('GET', `/api/appraisals/${row.id}/api-results/${result!.id}`, undefined, null)).statusCode,
    ).toBe(401);
    const partial = await request('GET', `/api/appraisals/${row.id}/api-results/${result!.id}/info`);
    expect(partial.json()).toMatchObject({ grade: 3, runningStatus: null, photoCount: 0, reportUrl: null });
  });
});

describe('POST /webhooks/inspection', () => {
  async function startedSession() {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const { sessionKey } = (await sendLink(row.id, 'email')).json();
    const event = {
      event: 'inspection.completed',
      session_key: sessionKey,
      reference: String(row.id),
      grade: 3.5,
      estimated_damage: 650,
      odometer: 61000,
      answers: { warningLights: 'no', bodyDamage: 'minor', tyres: 'good', smokedIn: 'no' },
      photos: [],
      report_url: `http://app.test/sandbox/inspection/sessions/${sessionKey}/report`,
      completed_at: new Date().toISOString(),
    };
    return { row, sessionKey, body: JSON.stringify(event) };
  }
  const secret = () => t.ctx.config.inspection.webhookSecret;

  it('401 for a bad or missing signature, and nothing is stored', async () => {
    const { row, body } = await startedSession();
    expect((await postWebhook(body)).statusCode).toBe(401);
    const forged = await postWebhook(body, signWebhook('not-the-shared-secret', body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('BAD_SIGNATURE');
    // Signed over other bytes (a re-serialised body is not the body that was signed).
    const tampered = body.replace('"grade":3.5', '"grade":5');
    expect((await postWebhook(tampered, signWebhook(secret(), body))).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(apiResults).where(eq(apiResults.appraisalId, row.id))).toEqual([]);
    expect(await findAppraisal(t.ctx.db, dealerId, row.id)).toMatchObject({
      paveInspectStatus: 'Started',
      paveInspectResultId: null,
      stage: 'inspect',
    });
  });

  it('404 for an unknown session, 400 for a signed body of the wrong shape, 200 for other events', async () => {
    const unknown = JSON.stringify({ ...JSON.parse((await startedSession()).body), session_key: 'no-such-session' });
    expect((await postWebhook(unknown, signWebhook(secret(), unknown))).statusCode).toBe(404);
    const wrong = JSON.stringify({ event: 'inspection.completed', session_key: 'x', grade: 9 });
    const bad = await postWebhook(wrong, signWebhook(secret(), wrong));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.grade).toBeDefined();
    const other = JSON.stringify({ event: 'inspection.started', session_key: 'x' });
    expect((await postWebhook(other, signWebhook(secret(), other))).statusCode).toBe(200);
  });

  it('a valid event with no photos keeps the thumb and completes the record', async () => {
    const { row, sessionKey, body } = await startedSession();
    const res = await postWebhook(body, signWebhook(secret(), body));
    expect(res.statusCode).toBe(200);
    expect(await findAppraisal(t.ctx.db, dealerId, row.id)).toMatchObject({
      paveInspectStatus: 'Complete',
      runningStatus: 3.5,
      inspectedMileage: 61000,
      thumb: null,
      stage: 'assess',
    });
    const [stored] = await t.ctx.db
      .select()
      .from(apiResults)
      .where(and(eq(apiResults.appraisalId, row.id), eq(apiResults.externalId, sessionKey)));
    expect(stored?.data).toMatchObject({ grade: 3.5, runningStatus: 3.5, photos: [] });
    expect(await t.ctx.db.select().from(appraisals).where(eq(appraisals.paveInspectResultId, stored!.id))).toHaveLength(
      1,
    );
  });
});
