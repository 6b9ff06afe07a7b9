import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { apiResults, appraisals, inspectionSessions } from '../schema';
import { seedDemoInspections } from './demo-inspections';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo inspections', () => {
  it('gives inspected records a condition report and records awaiting inspection a working capture link', async () => {
    const dealerId = (await newDealer(t.ctx.db)).id;
    const inspected = await newAppraisal(t.ctx.db, dealerId, {
      appraisalStatusId: null,
      deletedAt: null,
      paveInspectSessionKey: `demo-${dealerId}-1`,
      paveInspectStatus: 'complete',
      runningStatus: 3.8,
      inspectedMileage: 41_000,
      inspectedAt: new Date(),
    });
    const waiting = await newAppraisal(t.ctx.db, dealerId, {
      appraisalStatusId: null,
      deletedAt: null,
      stage: 'inspect',
      paveInspectSessionKey: `demo-${dealerId}-2`,
      paveInspectStatus: 'started',
    });
    await t.ctx.db.transaction((tx) => seedDemoInspections(tx, [dealerId], t.ctx.config.publicUrl, new Date()));

    const [row] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, inspected.id));
    const [result] = await t.ctx.db.select().from(apiResults).where(eq(apiResults.appraisalId, inspected.id));
    expect(row?.paveInspectResultId).toBe(result?.id);
    expect(row?.estimatedDamage).toBe(650);
    expect(result?.data).toMatchObject({
      grade: 3.8,
      runningStatus: 3.8,
      estimatedDamage: 650,
      inspectedMileage: 41_000,
    });
    const report = await t.app.inject({ url: new URL(String(result?.data.reportUrl)).pathname });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('3.8 / 5');

    const [session] = await t.ctx.db
      .select()
      .from(inspectionSessions)
      .where(eq(inspectionSessions.appraisalId, waiting.id));
    expect(session?.status).toBe('Started');
    const capture = await t.app.inject({ url: new URL(session!.captureUrl).pathname });
    expect(capture.statusCode).toBe(200);
    expect(capture.body).toContain('Complete inspection');
  });
});
