import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealerEmailTemplates } from '../../db/schema';

export type CustomTemplateRow = typeof dealerEmailTemplates.$inferSelect;

export function listCustomTemplates(db: DbOrTx, dealerId: number): Promise<CustomTemplateRow[]> {
  return db.select().from(dealerEmailTemplates).where(eq(dealerEmailTemplates.dealerId, dealerId));
}

export async function findCustomTemplate(
  db: DbOrTx,
  dealerId: number,
  externalId: string,
): Promise<CustomTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(dealerEmailTemplates)
    .where(and(eq(dealerEmailTemplates.dealerId, dealerId), eq(dealerEmailTemplates.externalId, externalId)));
  return row;
}

/** Creates or replaces the dealer's custom version of a template. */
export async function upsertCustomTemplate(
  db: DbOrTx,
  row: Pick<CustomTemplateRow, 'dealerId' | 'externalId' | 'options' | 'enabled' | 'updatedAt'>,
): Promise<CustomTemplateRow> {
  const [saved] = await db
    .insert(dealerEmailTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [dealerEmailTemplates.dealerId, dealerEmailTemplates.externalId],
      set: { options: row.options, enabled: row.enabled, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}

export async function deleteCustomTemplate(db: DbOrTx, dealerId: number, externalId: string): Promise<void> {
  await db
    .delete(dealerEmailTemplates)
    .where(and(eq(dealerEmailTemplates.dealerId, dealerId), eq(dealerEmailTemplates.externalId, externalId)));
}
