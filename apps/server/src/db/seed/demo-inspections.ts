import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InspectionAnswers } from '../../integrations/inspection/port';
import { estimatedDamageOf } from '../../integrations/inspection/sandbox/grading';
import type { SandboxRequest, SandboxSession } from '../../integrations/inspection/sandbox/store';
import { completedEvent } from '../../integrations/inspection/sandbox/webhook';
import { conditionReport, INSPECTION_PROVIDER } from '../../modules/inspections/inspections.service';
import type { Tx } from '../client';
import { apiResults, appraisals, inspectionSessions, sandboxInspections } from '../schema';

const COMPLETED_PER_DEALER = 5;
const STARTED_PER_DEALER = 3;

/** Answers a customer of that grade would plausibly have given. */
function answersFor(grade: number): InspectionAnswers {
  if (grade >= 4.5) return { warningLights: 'no', bodyDamage: 'none', tyres: 'good', smokedIn: 'no' };
  if (grade >= 3.5) return { warningLights: 'no', bodyDamage: 'minor', tyres: 'good', smokedIn: 'no' };
  if (grade >= 2.5) return { warningLights: 'no', bodyDamage: 'minor', tyres: 'worn', smokedIn: 'yes' };
  return { warningLights: 'yes', bodyDamage: 'major', tyres: 'worn', smokedIn: 'no' };
}

type Row = typeof appraisals.$inferSelect;

function requestOf(row: Row, publicUrl: string): SandboxRequest {
  return {
    reference: String(row.id),
    vehicle: { vin: row.vin, year: row.year, make: row.make, model: row.model, trim: row.trim },
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phoneNumber },
    webhookUrl: `${publicUrl}/api/webhooks/inspection`,
  };
}

/**
 * Inspection demo data: for the newest few inspected records of each dealer, the provider's
 * session (the sandbox's own table) and our condition report (api_results, pave_inspect_result_id),
 * as the webhook would have stored them; for a few records awaiting inspection, an open capture
 * session whose link works. The demo has no photo files, so these reports have no photos.
 */
export async function seedDemoInspections(tx: Tx, dealerIds: number[], publicUrl: string, now: Date) {
  const base = `${publicUrl}/sandbox/inspection`;
  for (const dealerId of dealerIds) {
    const live = and(eq(appraisals.dealerId, dealerId), isNull(appraisals.deletedAt));
    const inspected = await tx
      .select()
      .from(appraisals)
      .where(and(live, eq(appraisals.paveInspectStatus, 'complete')))
      .orderBy(desc(appraisals.id))
      .limit(COMPLETED_PER_DEALER);
    for (const row of inspected) {
      const sessionKey = row.paveInspectSessionKey;
      if (!sessionKey || row.runningStatus === null) continue;
      const answers = answersFor(row.runningStatus);
      const odometer = row.inspectedMileage ?? row.mileage ?? 0;
      const completedAt = row.inspectedAt ?? now;
      const session: SandboxSession = {
        sessionKey,
        request: {
          ...requestOf(row, publicUrl),
          delivery: { delivered: true, attempts: 1, lastError: null, at: completedAt.toISOString() },
        },
        status: 'Complete',
        photos: [],
        answers: { ...answers, odometer },
        grade: row.runningStatus,
        createdAt: row.createdAt,
        completedAt,
      };
      await tx
        .insert(sandboxInspections)
        .values({ ...session, request: { ...session.request } })
        .onConflictDoNothing();
      const captureUrl = `${base}/sessions/${sessionKey}/capture`;
      await tx
        .insert(inspectionSessions)
        .values({
          appraisalId: row.id,
          sessionKey,
          captureUrl,
          status: 'Complete',
          createdAt: row.createdAt,
          completedAt,
        })
        .onConflictDoNothing();
      const [result] = await tx
        .insert(apiResults)
        .values({
          appraisalId: row.id,
          provider: INSPECTION_PROVIDER,
          externalId: sessionKey,
          data: conditionReport(completedEvent(base, session)),
          createdAt: completedAt,
        })
        .returning({ id: apiResults.id });
      await tx
        .update(appraisals)
        .set({
          paveInspectResultId: result!.id,
          estimatedDamage: estimatedDamageOf(answers),
          inspectedMileage: odometer,
        })
        .where(eq(appraisals.id, row.id));
    }

    const awaiting = await tx
      .select()
      .from(appraisals)
      .where(and(live, isNull(appraisals.appraisalStatusId), eq(appraisals.stage, 'inspect')))
      .orderBy(desc(appraisals.id))
      .limit(STARTED_PER_DEALER);
    for (const row of awaiting) {
      const sessionKey = row.paveInspectSessionKey;
      if (!sessionKey) continue;
      await tx
        .insert(sandboxInspections)
        .values({ sessionKey, request: { ...requestOf(row, publicUrl) }, status: 'Idle', createdAt: row.createdAt })
        .onConflictDoNothing();
      await tx
        .insert(inspectionSessions)
        .values({
          appraisalId: row.id,
          sessionKey,
          captureUrl: `${base}/sessions/${sessionKey}/capture`,
          status: 'Started',
          createdAt: row.createdAt,
        })
        .onConflictDoNothing();
    }
  }
}
