import type { DbOrTx } from '../../db/client';
import { withDerived } from './appraisal-edits.service';
import {
  type AppraisalRecord,
  addActivity,
  insertAppraisal,
  type NewAppraisalRow,
} from './appraisal-record.repository';

/**
 * A new appraisal with its stored figures and stage computed the same way every change computes
 * them, and the activity row that says who started it (userId null: a customer on a public page).
 */
export async function createAppraisal(
  db: DbOrTx,
  values: Omit<NewAppraisalRow, 'stage' | 'leaseStage'>,
  userId: number | null,
  details: string,
): Promise<AppraisalRecord> {
  const derived = withDerived(values as AppraisalRecord, {});
  const row = await insertAppraisal(db, { ...values, ...derived } as NewAppraisalRow);
  await addActivity(db, row.id, userId, 'Appraisal started', details);
  return row;
}
