import {
  APPRAISAL_STATUS,
  appraisalStatusLabel,
  type LeaseStep,
  type LocationChange,
  leaseStepRefusal,
  leaseStepStatus,
  type ReturnDialog,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { LeaseContact } from '../../db/schema/appraisals';
import { RuleError } from '../../lib/errors';
import { appraisalDetail } from './appraisal-detail.service';
import { type Actor, type AppraisalChange, changeAppraisal } from './appraisal-edits.service';
import { findDealerBankByName } from './appraisal-header.repository';
import type { AppraisalChanges, AppraisalRecord } from './appraisal-record.repository';

/** The dealer's bank named like the record's finance bank, when no dealer bank is linked yet. */
async function matchingBanks(tx: Tx, dealerId: number, row: AppraisalRecord) {
  const name = row.financeBank?.trim();
  if (!name || row.dealerBankId !== null) return [];
  const bank = await findDealerBankByName(tx, dealerId, name);
  return bank ? [bank] : [];
}

/** The status change a step makes, recorded so Undo status goes back to the status it replaced. */
function statusChange(ctx: AppContext, row: AppraisalRecord, target: number): AppraisalChanges {
  return { appraisalStatusId: target, previousStatusId: row.appraisalStatusId, statusChangedAt: ctx.now() };
}

const contactOf = (v: LeaseContact): LeaseContact => ({
  address: v.address ?? null,
  firstName: v.firstName ?? null,
  lastName: v.lastName ?? null,
  email: v.email ?? null,
  phone: v.phone ?? null,
});
const describe = (v: LeaseContact) =>
  [v.address, [v.firstName, v.lastName].filter(Boolean).join(' '), v.email, v.phone].filter(Boolean).join(', ');

/**
 * Runs one management step (domain leaseStepRefusal decides; 403 without allowWriteAppraisal, 422
 * from another stage, for another type, or when the banks don't match) and answers the detail.
 */
async function takeStep(
  ctx: AppContext,
  actor: Actor,
  id: number,
  step: LeaseStep,
  change: (row: AppraisalRecord) => AppraisalChange,
) {
  await changeAppraisal(
    ctx,
    actor,
    id,
    () => true,
    async (row, tx) => {
      const refusal = leaseStepRefusal(step, row, await matchingBanks(tx, actor.dealer.id, row));
      if (refusal) throw new RuleError(refusal, 'LEASE_STEP');
      return change(row);
    },
  );
  return appraisalDetail(ctx, actor.dealer, id);
}

/** POST .../grounded: ground_return -> 200 grounded ("Move this vehicle to Grounded?"). */
export function markGrounded(ctx: AppContext, actor: Actor, id: number) {
  return takeStep(ctx, actor, id, 'grounded', (row) => ({
    changes: statusChange(ctx, row, APPRAISAL_STATUS.GROUNDED),
    action: 'Grounded',
    details: `was ${appraisalStatusLabel(row.appraisalStatusId) || 'no status'}`,
  }));
}

/** POST .../picked-up: grounded -> 220 picked up; a vehicle being bought -> 400 bought. */
export function markPickedUp(ctx: AppContext, actor: Actor, id: number) {
  return takeStep(ctx, actor, id, 'pickedUp', (row) => {
    const target = leaseStepStatus('pickedUp', row)!;
    return {
      changes: statusChange(ctx, row, target),
      action: target === APPRAISAL_STATUS.BOUGHT ? 'Bought' : 'Picked up',
      details: `was ${appraisalStatusLabel(row.appraisalStatusId)}`,
    };
  });
}

/** POST .../returned: the Return dialog; 230 returned, the address and contact in lrtnInfo.returned. */
export function markReturned(ctx: AppContext, actor: Actor, id: number, input: ReturnDialog) {
  return takeStep(ctx, actor, id, 'returned', (row) => {
    const returned = contactOf(input);
    return {
      changes: {
        ...statusChange(ctx, row, APPRAISAL_STATUS.RETURNED),
        turninDate: input.turninDate,
        lrtnInfo: { ...row.lrtnInfo, returned },
      },
      action: 'Returned',
      details: `turn-in ${input.turninDate}: ${describe(returned)}`,
    };
  });
}

/**
 * POST .../location {agreed, ...}: where the vehicle is picked up, in lrtnInfo.location. It is not
 * a status change, so Undo status leaves it alone: a wrong location is corrected by entering it
 * again (the dialog opens with the current one), and the activity keeps every version.
 */
export function changeLocation(ctx: AppContext, actor: Actor, id: number, input: LocationChange) {
  return takeStep(ctx, actor, id, 'location', (row) => {
    const location = contactOf(input);
    return {
      changes: { lrtnInfo: { ...row.lrtnInfo, location } },
      action: 'Location changed',
      details: describe(location) || 'no address',
    };
  });
}

/** What Undo status also takes back: a return's turn-in date and address. */
export function undoneStepChanges(row: AppraisalRecord): AppraisalChanges {
  if (row.appraisalStatusId !== APPRAISAL_STATUS.RETURNED) return {};
  const { returned: _returned, ...rest } = row.lrtnInfo ?? {};
  return { turninDate: null, lrtnInfo: rest };
}
