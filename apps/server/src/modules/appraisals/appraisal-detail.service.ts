import { allowReadVals, bankMatches } from '@dealer/domain';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { activityOf, findDetailRecord, messagesOf } from './appraisal-detail.repository';
import { findAppraisal } from './appraisal-record.repository';
import { toListRows } from './appraisal-row';
import type { DealerScope } from './appraisals-list.service';

export const APPRAISAL_NOT_FOUND = 'Appraisal not found.';

/**
 * GET /appraisals/{id}: the list row (value fields removed for roles that may not read valuations)
 * plus the detail's relations. Bids and valuation results are value data too: empty for those roles.
 */
export async function appraisalDetail(db: DbOrTx, dealer: DealerScope, id: number) {
  const record = await findDetailRecord(db, dealer.id, id, allowReadVals(dealer.roles));
  if (!record) throw new NotFoundError(APPRAISAL_NOT_FOUND);
  const { dealerBanks, bids, mmrValResult, jdpValResult, galvesValResult, blackbookValResult } = record;
  const [row] = toListRows([record], dealer.roles);
  return {
    ...row!,
    bids: bids.map((b) => ({ ...b, bidderName: b.bidderName ?? '' })),
    dealTypeName: record.dealTypeName,
    affiliateName: record.affiliateName,
    financeBankKnown: bankMatches(record.appraisal, dealerBanks),
    mmrValResult,
    jdpValResult,
    galvesValResult,
    blackbookValResult,
    paveInspectResult: record.paveInspectResult,
    inspection: record.inspection,
    deletedByName: record.deletedByName,
    offeredByName: record.offeredByName,
  };
}

export type AppraisalDetail = Awaited<ReturnType<typeof appraisalDetail>>;

/** 404 unless the appraisal is the dealer's (the history calls read only after this). */
async function ensureOwn(db: DbOrTx, dealer: DealerScope, id: number) {
  if (!(await findAppraisal(db, dealer.id, id))) throw new NotFoundError(APPRAISAL_NOT_FOUND);
}

/** GET /appraisals/{id}/activity, newest first. */
export async function appraisalActivity(db: DbOrTx, dealer: DealerScope, id: number) {
  await ensureOwn(db, dealer, id);
  return activityOf(db, id);
}

/** GET /appraisals/{id}/messages, newest first. */
export async function appraisalMessageList(db: DbOrTx, dealer: DealerScope, id: number) {
  await ensureOwn(db, dealer, id);
  return messagesOf(db, id);
}
