import {
  APPRAISAL_ACTION_MESSAGES,
  allowTransfers,
  allowWriteAppraisal,
  canTransfer,
  type Transfer,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ForbiddenError, NotFoundError, RuleError, ValidationError } from '../../lib/errors';
import { raiseNotification } from '../notifications';
import { APPRAISAL_NOT_FOUND, appraisalDetail } from './appraisal-detail.service';
import { type Actor, ARCHIVED_MESSAGE } from './appraisal-edits.service';
import { findDealerBankByName } from './appraisal-header.repository';
import { type AppraisalRecord, addActivity, findAppraisal, updateAppraisal } from './appraisal-record.repository';
import { dealerName } from './appraisal-status.repository';
import {
  copyApiResult,
  copyValuationResults,
  insertAppraisal,
  linkedDealersOf,
  type NewAppraisalRecord,
} from './appraisal-transfer.repository';

interface TransferStamp {
  at: Date;
  by: number;
}

/**
 * The receiving dealer's copy: every vehicle, customer and worksheet field and the originator.
 * What belongs to the sender goes (its campaign, affiliate and dealer bank; the finance bank is
 * matched again against the receiver's banks), as do the assigned users and the sender's CRM and
 * vAuto pushes. Purchase types are shared by every dealer, so the deal type stays. The copy is
 * new at the receiver: created now, so it shows in the receiver's default date window.
 */
function receiverCopy(
  row: AppraisalRecord,
  toDealerId: number,
  receiverBankId: number | null,
  stamp: TransferStamp,
): NewAppraisalRecord {
  const { id: _id, dealerId: _dealer, searchText: _search, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return {
    ...fields,
    dealerId: toDealerId,
    campaignId: null,
    affiliateId: null,
    dealerBankId: receiverBankId,
    crmSentAt: null,
    vautoUrl: null,
    paveInspectResultId: null,
    deletedAt: null,
    deletedBy: null,
    trfId: row.id,
    trfDealerId: row.dealerId,
    trfAt: stamp.at,
    trfBy: stamp.by,
    createdAt: stamp.at,
    updatedAt: stamp.at,
  };
}

/**
 * POST .../transfer {toDealerId}: only to a linked dealer (domain canTransfer). In one
 * transaction the receiver gets a copy (with the valuation runs and the condition report), and the
 * sender's record points at it and is archived. Answers the sender's detail and the copy's id.
 */
export async function transferAppraisal(ctx: AppContext, actor: Actor, id: number, input: Transfer) {
  const transferredId = await ctx.db.transaction(async (tx: Tx) => {
    const row = await findAppraisal(tx, actor.dealer.id, id, true);
    if (!row) throw new NotFoundError(APPRAISAL_NOT_FOUND);
    const roles = actor.dealer.roles;
    if (!allowWriteAppraisal(roles) || !allowTransfers(roles)) throw new ForbiddenError();
    const linked = await linkedDealersOf(tx, actor.dealer.id);
    const receiver = linked.find((d) => d.id === input.toDealerId);
    if (!receiver) {
      throw new ValidationError(APPRAISAL_ACTION_MESSAGES.dealer, { toDealerId: APPRAISAL_ACTION_MESSAGES.dealer });
    }
    if (!canTransfer(roles, row, linked.length)) throw new RuleError(ARCHIVED_MESSAGE, 'CLOSED');

    const stamp = { at: ctx.now(), by: actor.userId };
    const bank = row.financeBank ? await findDealerBankByName(tx, receiver.id, row.financeBank) : undefined;
    const copy = await insertAppraisal(tx, receiverCopy(row, receiver.id, bank?.id ?? null, stamp));
    await copyValuationResults(tx, row.id, copy.id);
    if (row.paveInspectResultId !== null) {
      const resultId = await copyApiResult(tx, row.paveInspectResultId, row.id, copy.id);
      if (resultId !== null) await updateAppraisal(tx, copy.id, { paveInspectResultId: resultId });
    }
    await updateAppraisal(tx, row.id, {
      trfId: copy.id,
      trfDealerId: receiver.id,
      trfAt: stamp.at,
      trfBy: stamp.by,
      deletedAt: stamp.at,
      deletedBy: stamp.by,
    });
    await addActivity(tx, row.id, actor.userId, 'Transferred', `to ${receiver.name}`);
    const fromDealer = await dealerName(tx, row.dealerId);
    await addActivity(tx, copy.id, actor.userId, 'Received by transfer', `from ${fromDealer}`);
    await raiseNotification(ctx, tx, { name: 'record_transferred', record: copy, fromDealer, actorId: actor.userId });
    return copy.id;
  });
  return { ...(await appraisalDetail(ctx, actor.dealer, id)), transferredId };
}
