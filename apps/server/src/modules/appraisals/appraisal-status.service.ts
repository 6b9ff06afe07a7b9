import {
  APPRAISAL_STATUS,
  appraisalStatusLabel,
  canReject,
  canReopen,
  canSetBuying,
  canUnarchive,
  canUndoStatus,
  EMAIL_TEMPLATE_IDS,
  hasStatus,
  type Roles,
  type SetStatus,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { sendCustomerMessage } from '../customer-messages/customer-messages.service';
import { customerEmail } from '../email-templates';
import { appraisalDetail } from './appraisal-detail.service';
import { type Actor, ARCHIVED_MESSAGE, CLOSED_MESSAGE, changeAppraisal } from './appraisal-edits.service';
import type { AppraisalRecord } from './appraisal-record.repository';
import { undoneStepChanges } from './lease-steps.service';

export const STATUS_MESSAGES = {
  tradeInOnly: 'Only a trade-in can be rejected.',
  noStatus: 'This record has no status.',
  nothingToUndo: 'There is no status change to undo.',
  notArchived: 'This record is not archived.',
  leaseSteps: 'This status is set by the lease-return steps (Ground, Picked up, Returned) or the worksheet.',
} as const;

type Target = SetStatus['appraisalStatusId'];

/**
 * Which status changes POST .../status makes (part 2 section 4): reject (3) only under canReject;
 * clearing (null: Undo Buying) only when a status is set; 1 (Set to Buying) only on an open
 * record, as canSetBuying says. The other statuses have their own calls and rules (buy, ground,
 * grounded, picked-up, returned), so this call refuses them (422).
 */
function statusAllowed(roles: Roles, row: AppraisalRecord, target: Target): boolean {
  if (target === APPRAISAL_STATUS.REJECT) return canReject(row);
  if (target === null) return canReopen(roles, row);
  return target === APPRAISAL_STATUS.BUYING && canSetBuying(roles, row);
}

function statusRefusal(row: AppraisalRecord, target: Target): string {
  if (target === null) return STATUS_MESSAGES.noStatus;
  if (target !== APPRAISAL_STATUS.REJECT && target !== APPRAISAL_STATUS.BUYING) return STATUS_MESSAGES.leaseSteps;
  if (row.deletedAt) return ARCHIVED_MESSAGE;
  if (hasStatus(row)) return CLOSED_MESSAGE;
  return STATUS_MESSAGES.tradeInOnly;
}

/** Queues the reject notice in the change's transaction and lists it on the record's messages. */
async function notifyRejected(tx: Tx, actor: Actor, row: AppraisalRecord) {
  const recipient = row.email?.trim();
  if (!recipient) return { queued: false, note: 'customer not notified: no e-mail' };
  const mail = await customerEmail(tx, actor.dealer.id, EMAIL_TEMPLATE_IDS.appraisalRejected, { row });
  await sendCustomerMessage(tx, {
    dealerId: actor.dealer.id,
    appraisalId: row.id,
    userId: actor.userId,
    channel: 'email',
    recipient,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
  });
  return { queued: true, note: `customer notified at ${recipient}` };
}

/**
 * POST .../status {appraisalStatusId, notify}. Setting records the status it replaces and when;
 * clearing also clears the sell strategy (part 1 section 4); notify on a reject e-mails the customer.
 */
export async function setStatus(ctx: AppContext, actor: Actor, id: number, input: SetStatus) {
  const target = input.appraisalStatusId;
  let queued = false;
  await changeAppraisal(
    ctx,
    actor,
    id,
    (roles, row) => statusAllowed(roles, row, target),
    async (row, tx) => {
      const was = appraisalStatusLabel(row.appraisalStatusId);
      const recorded = { previousStatusId: row.appraisalStatusId, statusChangedAt: ctx.now() };
      if (target === null) {
        return {
          changes: { appraisalStatusId: null, sellStrategyStatusId: null, ...recorded },
          action: 'Status cleared',
          details: `was ${was}`,
        };
      }
      const details = [appraisalStatusLabel(target)];
      if (target === APPRAISAL_STATUS.REJECT && input.notify) {
        const notice = await notifyRejected(tx, actor, row);
        details.push(notice.note);
        queued = notice.queued;
      }
      return { changes: { appraisalStatusId: target, ...recorded }, action: 'Status set', details: details.join('; ') };
    },
    (row) => statusRefusal(row, target),
  );
  if (queued) ctx.kickOutbox();
  return appraisalDetail(ctx, actor.dealer, id);
}

/**
 * POST .../undo-status: back to the status the last change replaced (none means open again). It
 * needs a status set (domain canUndoStatus) and a recorded change; the undo is not itself undoable.
 */
export async function undoStatus(ctx: AppContext, actor: Actor, id: number) {
  await changeAppraisal(
    ctx,
    actor,
    id,
    (roles, row) => canUndoStatus(roles, row) && row.statusChangedAt !== null,
    (row) => ({
      // The undo consumes the recorded change (statusChangedAt null), so a second undo is refused
      // instead of clearing the status it just restored.
      changes: {
        appraisalStatusId: row.previousStatusId,
        previousStatusId: null,
        statusChangedAt: null,
        ...undoneStepChanges(row),
      },
      action: 'Status undone',
      details: `${appraisalStatusLabel(row.appraisalStatusId)} → ${appraisalStatusLabel(row.previousStatusId) || 'no status'}`,
    }),
    STATUS_MESSAGES.nothingToUndo,
  );
  return appraisalDetail(ctx, actor.dealer, id);
}

/** POST .../reopen: the status is cleared and recorded as the previous one; the sell strategy stays. */
export async function reopen(ctx: AppContext, actor: Actor, id: number) {
  await changeAppraisal(
    ctx,
    actor,
    id,
    canReopen,
    (row) => ({
      changes: { appraisalStatusId: null, previousStatusId: row.appraisalStatusId, statusChangedAt: ctx.now() },
      action: 'Reopened',
      details: `was ${appraisalStatusLabel(row.appraisalStatusId)}`,
    }),
    STATUS_MESSAGES.noStatus,
  );
  return appraisalDetail(ctx, actor.dealer, id);
}

/** POST .../unarchive: deletedAt and deletedBy cleared. */
export async function unarchive(ctx: AppContext, actor: Actor, id: number) {
  await changeAppraisal(
    ctx,
    actor,
    id,
    canUnarchive,
    () => ({ changes: { deletedAt: null, deletedBy: null }, action: 'Un-archived' }),
    STATUS_MESSAGES.notArchived,
  );
  return appraisalDetail(ctx, actor.dealer, id);
}
