import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxInspections } from '../../../db/schema';
import type { InspectionAnswers } from '../port';

/** What the sandbox keeps of a session's request (what POST /sessions received) plus its delivery state. */
export interface SandboxRequest {
  reference: string;
  vehicle: { vin: string; year: number | null; make: string | null; model: string | null; trim: string | null };
  customer?: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null } | null;
  webhookUrl: string;
  /** The completion webhook's last delivery (the capture page offers to send again when it failed). */
  delivery?: { delivered: boolean; attempts: number; lastError: string | null; at: string };
}

export interface StoredPhoto {
  label: string;
  file: string;
  type: string;
}

export type SandboxAnswers = InspectionAnswers & { odometer: number };

export interface SandboxSession {
  sessionKey: string;
  request: SandboxRequest;
  status: string;
  photos: StoredPhoto[];
  answers: SandboxAnswers | null;
  grade: number | null;
  createdAt: Date;
  completedAt: Date | null;
}

const t = sandboxInspections;

function toSession(row: typeof t.$inferSelect): SandboxSession {
  return {
    ...row,
    request: row.request as unknown as SandboxRequest,
    answers: (row.answers as SandboxAnswers | null) ?? null,
  };
}

/** The sandbox's own table only: it stands for an outside service and never reads ours. */
export async function createSandboxSession(db: DbOrTx, sessionKey: string, request: SandboxRequest) {
  await db.insert(t).values({ sessionKey, request: { ...request }, status: 'Idle' });
}

export async function findSandboxSession(db: DbOrTx, sessionKey: string, lock = false) {
  const query = db.select().from(t).where(eq(t.sessionKey, sessionKey));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toSession(row) : null;
}

export async function saveSandboxPhotos(db: DbOrTx, sessionKey: string, photos: StoredPhoto[], status: string) {
  await db.update(t).set({ photos, status }).where(eq(t.sessionKey, sessionKey));
}

export async function completeSandboxSession(
  db: DbOrTx,
  sessionKey: string,
  done: { photos: StoredPhoto[]; answers: SandboxAnswers; grade: number; completedAt: Date },
) {
  await db
    .update(t)
    .set({ ...done, status: 'Complete' })
    .where(eq(t.sessionKey, sessionKey));
}

export async function recordDelivery(db: DbOrTx, session: SandboxSession, delivery: SandboxRequest['delivery']) {
  await db
    .update(t)
    .set({ request: { ...session.request, delivery } })
    .where(eq(t.sessionKey, session.sessionKey));
}
