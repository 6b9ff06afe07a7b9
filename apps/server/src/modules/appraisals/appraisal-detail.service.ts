import { activityForRoles, allowReadVals, bankMatches, messagesForRoles } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { ownPathOrUrl } from '../../lib/own-url';
import { worksheetDefaults } from '../settings/settings.service';
import { type ApiResultRecord, activityOf, findDetailRecord, messagesOf } from './appraisal-detail.repository';
import { APPRAISAL_NOT_FOUND, findAppraisal } from './appraisal-record.repository';
import { toListRows } from './appraisal-row';
import type { DealerScope } from './appraisals-list.service';

export { APPRAISAL_NOT_FOUND };

/**
 * The condition report with its URL as a path when it is our own sandbox's, so the Inspection tab's
 * frame loads from the host the page runs on (the page's CSP allows frames from 'self' then).
 */
function withReportHere(result: ApiResultRecord | null, publicUrl: string): ApiResultRecord | null {
  const reportUrl = result?.data.reportUrl;
  if (!result || typeof reportUrl !== 'string') return result;
  return { ...result, data: { ...result.data, reportUrl: ownPathOrUrl(reportUrl, publicUrl) } };
}

/**
 * GET /appraisals/{id}: the list row (value fields removed for roles that may not read valuations)
 * plus the detail's relations. Bids and valuation results are value data too: empty for those roles.
 */
export async function appraisalDetail(ctx: Pick<AppContext, 'db' | 'config'>, dealer: DealerScope, id: number) {
  const record = await findDetailRecord(ctx.db, dealer.id, id, allowReadVals(dealer.roles));
  if (!record) throw new NotFoundError(APPRAISAL_NOT_FOUND);
  const { dealerBanks, bids, mmrValResult, jdpValResult, galvesValResult, blackbookValResult } = record;
  const withValues = allowReadVals(dealer.roles);
  const defaults = await worksheetDefaults(ctx.db, dealer.id);
  const [row] = toListRows([record], dealer.roles, defaults.highEquityThreshold);
  return {
    ...row!,
    bids: bids.map((b) => ({ ...b, bidderName: b.bidderName ?? '' })),
    dealTypeName: record.dealTypeName,
    affiliateName: record.affiliateName,
    financeBankKnown: bankMatches(record.appraisal, dealerBanks),
    // What the header's affiliate select and finance-bank suggestions offer (the dealer's own lists).
    affiliateOptions: record.affiliateOptions,
    bankOptions: dealerBanks,
    mmrValResult,
    jdpValResult,
    galvesValResult,
    blackbookValResult,
    paveInspectResult: withReportHere(record.paveInspectResult, ctx.config.publicUrl),
    inspection: record.inspection,
    deletedByName: record.deletedByName,
    offeredByName: record.offeredByName,
    // The worksheet's starting points from the dealer's settings; only the roles that see the worksheet get them.
    worksheetDefaults: withValues ? defaults : null,
  };
}

export type AppraisalDetail = Awaited<ReturnType<typeof appraisalDetail>>;

/** The dealer's appraisal, or 404 (the history calls read only after this). */
async function ownRecord(db: DbOrTx, dealer: DealerScope, id: number) {
  const record = await findAppraisal(db, dealer.id, id);
  if (!record) throw new NotFoundError(APPRAISAL_NOT_FOUND);
  return record;
}

/**
 * GET /appraisals/{id}/activity, newest first. Details are text: for roles that may not read
 * valuations the domain decides what of them shows (rows about values without their figures, the
 * record's figures masked anywhere else).
 */
export async function appraisalActivity(db: DbOrTx, dealer: DealerScope, id: number) {
  const record = await ownRecord(db, dealer, id);
  return activityForRoles(await activityOf(db, id), dealer.roles, record);
}

/** GET /appraisals/{id}/messages, newest first; the record's value figures masked as in the activity. */
export async function appraisalMessageList(db: DbOrTx, dealer: DealerScope, id: number) {
  const record = await ownRecord(db, dealer, id);
  return messagesForRoles(await messagesOf(db, id), dealer.roles, record);
}
