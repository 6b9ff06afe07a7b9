import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisalDocuments as d } from '../../db/schema';

export type DocumentRow = typeof d.$inferSelect;
export type NewDocument = Pick<
  typeof d.$inferInsert,
  'appraisalId' | 'kind' | 'name' | 'mimeType' | 'size' | 'storageKey' | 'createdBy'
>;

export async function insertDocument(db: DbOrTx, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(d).values(values).returning();
  return row!;
}

/** The files of one appraisal that have arrived, oldest first (callers scope the appraisal to the dealer). */
export function listUploaded(db: DbOrTx, appraisalId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(d)
    .where(and(eq(d.appraisalId, appraisalId), isNotNull(d.uploadedAt)))
    .orderBy(asc(d.id));
}

export async function findDocument(db: DbOrTx, id: number, appraisalId?: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(d)
    .where(appraisalId === undefined ? eq(d.id, id) : and(eq(d.id, id), eq(d.appraisalId, appraisalId)));
  return row;
}

/** Sets uploadedAt once; undefined when the file had already arrived (a second PUT). */
export async function markUploaded(db: DbOrTx, id: number, at: Date): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(d)
    .set({ uploadedAt: at })
    .where(and(eq(d.id, id), isNull(d.uploadedAt)))
    .returning();
  return row;
}
