import { randomBytes } from 'node:crypto';
import { deriveLeaseStage, deriveStage, type RoleName, roleInfo } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { appraisals, dealers, dealerUserRoles, linkedDealers, users } from '../../src/db/schema';
import { generateAppraisal, type NewAppraisal } from '../../src/db/seed/appraisal-generator';
import { createRandom } from '../../src/db/seed/random';
import { sandboxNumberOf } from '../../src/integrations/sms/sandbox/numbers';
import { hashPassword } from '../../src/lib/crypto';

export const TEST_PASSWORD = 'password123';
let passwordHash: Promise<string> | null = null;
const unique = () => randomBytes(4).toString('hex');

/** A dealer texting from its own sandbox number unless `values` says otherwise (smsSender: null: none). */
export async function newDealer(db: DbOrTx, values: Partial<typeof dealers.$inferInsert> = {}) {
  const suffix = unique();
  const [dealer] = await db
    .insert(dealers)
    .values({ slug: `dealer-${suffix}`, name: `Dealer ${suffix}`, ...values })
    .returning();
  if (values.smsSender !== undefined) return dealer!;
  const [withSender] = await db
    .update(dealers)
    .set({ smsSender: sandboxNumberOf(dealer!.id) })
    .where(eq(dealers.id, dealer!.id))
    .returning();
  return withSender!;
}

export async function linkDealers(db: DbOrTx, a: number, b: number) {
  await db.insert(linkedDealers).values([
    { dealerId: a, linkedDealerId: b },
    { dealerId: b, linkedDealerId: a },
  ]);
}

/** A confirmed user holding DEALER plus `roles` at each dealer, with TEST_PASSWORD. */
export async function newUser(
  db: DbOrTx,
  opts: { dealerIds: number[]; roles?: RoleName[]; email?: string; active?: boolean; confirmed?: boolean },
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user-${unique()}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: opts.confirmed === false ? null : await passwordHash,
      active: opts.active ?? true,
    })
    .returning();
  const roleIds = ['DEALER' as RoleName, ...(opts.roles ?? [])].map((r) => roleInfo(r).id);
  const rows = opts.dealerIds.flatMap((dealerId) => roleIds.map((roleId) => ({ dealerId, userId: user!.id, roleId })));
  if (rows.length > 0) await db.insert(dealerUserRoles).values(rows);
  return user!;
}

let appraisalSerial = 0;
let rng = createRandom(42);

/**
 * Starts the appraisal sequence over (test/support/per-file.ts, before each test file): a file gets
 * the same records whichever files ran before it in the same worker.
 */
export function restartFactories(): void {
  appraisalSerial = 0;
  rng = createRandom(42);
}

/** A realistic appraisal (the demo generator) for `dealerId`, with `values` on top. */
export async function newAppraisal(db: DbOrTx, dealerId: number, values: Partial<NewAppraisal> = {}) {
  const [inserted] = await db.insert(appraisals).values(appraisalRow(dealerId, values)).returning();
  return inserted!;
}

/** `count` appraisals like newAppraisal's, in one insert (suites that need hundreds). */
export function newAppraisals(db: DbOrTx, dealerId: number, count: number, values: Partial<NewAppraisal> = {}) {
  const rows = Array.from({ length: count }, () => appraisalRow(dealerId, values));
  return db.insert(appraisals).values(rows).returning({ id: appraisals.id });
}

function appraisalRow(dealerId: number, values: Partial<NewAppraisal>): NewAppraisal {
  appraisalSerial += 1;
  const row = generateAppraisal(
    rng,
    { dealerId, userIds: [], campaignIds: [], banks: [], now: new Date(), days: 10 },
    appraisalSerial,
  );
  const merged = { ...row, dealerId, ...values };
  merged.stage = values.stage ?? deriveStage({ ...merged, offerSent: merged.offerSentAt });
  merged.leaseStage = values.leaseStage ?? deriveLeaseStage(merged);
  return merged;
}
