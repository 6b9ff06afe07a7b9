import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { apiResults } from '../../db/schema';
import { signWebhook } from '../../integrations/inspection/webhook-signature';
import { findAppraisal } from '../appraisals';

/** The constant the server used to sign with when SESSION_SECRET was unset. */
const OLD_DEV_SECRET = 'dev-only-secret-change-me-in-production-0000';

let t: TestApp;
let dataDir: string;
let dealerId: number;
let writer: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'inspection-urls-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db)).id;
  writer = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function completed(urls: { photos: string[]; report: string }) {
  const row = await newAppraisal(t.ctx.db, dealerId, {
    appraisalTypeId: 1,
    appraisalStatusId: null,
    deletedAt: null,
    email: 'dana@example.test',
    thumb: null,
  });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${row.id}/inspection-link`,
    headers: { cookie: writer, 'x-dealer-id': String(dealerId) },
    payload: { sendTo: 'email' },
  });
  expect(sent.statusCode).toBe(200);
  const body = JSON.stringify({
    event: 'inspection.completed',
    session_key: sent.json().sessionKey,
    reference: String(row.id),
    grade: 3.5,
    estimated_damage: 650,
    odometer: 61000,
    answers: { warningLights: 'no', bodyDamage: 'minor', tyres: 'good', smokedIn: 'no' },
    photos: urls.photos.map((url, i) => ({ label: `photo ${i + 1}`, url })),
    report_url: urls.report,
    completed_at: new Date().toISOString(),
  });
  return { row, body };
}

const post = (body: string, secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/inspection',
    headers: { 'content-type': 'application/json', 'x-inspection-signature': signWebhook(secret, body) },
    payload: body,
  });

async function stored(appraisalId: number) {
  const [result] = await t.ctx.db.select().from(apiResults).where(eq(apiResults.appraisalId, appraisalId));
  return { data: result!.data, appraisal: await findAppraisal(t.ctx.db, dealerId, appraisalId) };
}

describe('URLs in the inspection webhook', () => {
  it('javascript:, data: and http: to another host are dropped; https and the sandbox are kept', async () => {
    const { row, body } = await completed({
      photos: [
        'javascript:alert(document.cookie)',
        'data:image/svg+xml,<svg onload=alert(1)>',
        'http://evil.test/front.jpg',
        'https://cdn.example.com/rear.jpg',
        'http://app.test/sandbox/inspection/sessions/k/photos/5',
      ],
      report: 'javascript:alert(1)',
    });
    const res = await post(body, t.ctx.config.inspection.webhookSecret);
    expect(res.statusCode).toBe(200);
    const { data, appraisal } = await stored(row.id);
    expect(data.photos).toEqual([
      { label: 'photo 4', url: 'https://cdn.example.com/rear.jpg' },
      { label: 'photo 5', url: 'http://app.test/sandbox/inspection/sessions/k/photos/5' },
    ]);
    expect(data.reportUrl).toBeNull();
    expect(appraisal?.thumb).toBe('https://cdn.example.com/rear.jpg');
    const detail = await t.app.inject({
      url: `/api/appraisals/${row.id}`,
      headers: { cookie: writer, 'x-dealer-id': String(dealerId) },
    });
    expect(detail.json().paveInspectResult.data.reportUrl).toBeNull();
  });

  it.each([
    ['data:text/html,<script>alert(1)</script>', null],
    ['http://evil.test/report', null],
    ['https://reports.example.com/r/1', 'https://reports.example.com/r/1'],
  ])('the report URL %j is stored as %j', async (report, expected) => {
    const { row, body } = await completed({ photos: [], report });
    expect((await post(body, t.ctx.config.inspection.webhookSecret)).statusCode).toBe(200);
    expect((await stored(row.id)).data.reportUrl).toBe(expected);
  });

  it("the detail frames our own sandbox's report by path (loads from the page's host); others as sent", async () => {
    const detailReport = async (report: string) => {
      const { row, body } = await completed({ photos: [], report });
      expect((await post(body, t.ctx.config.inspection.webhookSecret)).statusCode).toBe(200);
      const detail = await t.app.inject({
        url: `/api/appraisals/${row.id}`,
        headers: { cookie: writer, 'x-dealer-id': String(dealerId) },
      });
      return { stored: (await stored(row.id)).data.reportUrl, shown: detail.json().paveInspectResult.data.reportUrl };
    };
    expect(await detailReport('http://app.test/sandbox/inspection/sessions/k/report')).toEqual({
      stored: 'http://app.test/sandbox/inspection/sessions/k/report',
      shown: '/sandbox/inspection/sessions/k/report',
    });
    expect(await detailReport('https://reports.example.com/r/1')).toEqual({
      stored: 'https://reports.example.com/r/1',
      shown: 'https://reports.example.com/r/1',
    });
  });

  it('a webhook signed with the secret derived from the old constant development secret is refused (401)', async () => {
    const { row, body } = await completed({ photos: [], report: 'https://reports.example.com/r/1' });
    const res = await post(body, `${OLD_DEV_SECRET}:inspection-webhook`);
    expect(res.statusCode).toBe(401);
    expect(await t.ctx.db.select().from(apiResults).where(eq(apiResults.appraisalId, row.id))).toEqual([]);
  });
});
