import {
  AREA_LABELS,
  type Area,
  allowWriteAppraisal,
  canArchive,
  canMoveArea,
  canWriteWorksheet,
  computeWorksheet,
  deriveLeaseStage,
  deriveStage,
  formatCurrency,
  type PayoffEdit,
  type ReconEdit,
  ROLE_NAMES,
  VALUE_ACTIVITY_ACTIONS,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ForbiddenError, NotFoundError, RuleError } from '../../lib/errors';
import { appraisalDetail } from './appraisal-detail.service';
import {
  type AppraisalChanges,
  type AppraisalRecord,
  addActivity,
  findAppraisal,
  updateAppraisal,
} from './appraisal-record.repository';
import type { DealerScope } from './appraisals-list.service';

export const CLOSED_MESSAGE = 'This record is closed. Reopen it to make changes.';
export const ARCHIVED_MESSAGE = 'This record is archived.';

export interface Actor {
  dealer: DealerScope;
  userId: number;
}

/** What a change writes: the columns, and the activity row that says what happened. */
export interface AppraisalChange {
  changes: AppraisalChanges;
  action: string;
  details?: string;
}

/** Someone holding every role: what a rule refuses them is closed by the record, not by a role. */
const EVERY_ROLE = [...ROLE_NAMES];

export type ChangeRule = (roles: DealerScope['roles'], row: AppraisalRecord) => boolean;
export type ClosedMessage = string | ((row: AppraisalRecord) => string);

/**
 * Whether the actor may make a change to the row: 403 for roles the rule refuses (it would allow
 * the change to someone holding every role: writing values without reading them, say), 422
 * (CLOSED) for a record the rule closes. Every write to a record answers the same way.
 */
export function assertMayChange(
  actor: Actor,
  row: AppraisalRecord,
  allowed: ChangeRule,
  closedMessage: ClosedMessage = CLOSED_MESSAGE,
): void {
  if (!allowWriteAppraisal(actor.dealer.roles)) throw new ForbiddenError();
  if (!allowed(actor.dealer.roles, row)) {
    if (allowed(EVERY_ROLE, row)) throw new ForbiddenError();
    throw new RuleError(typeof closedMessage === 'string' ? closedMessage : closedMessage(row), 'CLOSED');
  }
}

/**
 * Runs a change on one appraisal in a transaction: loads it (404 for another dealer's), lets
 * `allowed` decide (403 for a role that may not write at all, 422 for a record the rule closes),
 * applies the change with the stored figures recomputed, and writes the activity row. `apply` gets
 * the transaction for checks and writes of its own; answering null means nothing changed, so
 * nothing is written and the record is answered as it is.
 */
export async function changeAppraisal(
  ctx: AppContext,
  actor: Actor,
  id: number,
  allowed: ChangeRule,
  apply: (row: AppraisalRecord, tx: Tx) => AppraisalChange | null | Promise<AppraisalChange | null>,
  closedMessage: ClosedMessage = CLOSED_MESSAGE,
): Promise<AppraisalRecord> {
  return ctx.db.transaction(async (tx: Tx) => {
    const row = await findAppraisal(tx, actor.dealer.id, id, true);
    if (!row) throw new NotFoundError('Appraisal not found.');
    assertMayChange(actor, row, allowed, closedMessage);
    const change = await apply(row, tx);
    if (!change) return row;
    const { changes, action, details } = change;
    const updated = await updateAppraisal(tx, id, withDerived({ ...row, ...changes }, changes));
    await addActivity(tx, id, actor.userId, action, details);
    return updated;
  });
}

/** The server recomputes every stored figure and the stage; it never trusts computed values sent to it. */
export function withDerived(merged: AppraisalRecord, changes: AppraisalChanges): AppraisalChanges {
  const computed = computeWorksheet(merged, merged.sellStrategyStatusId);
  const recon = [merged.reconBodyCost, merged.reconMechCost, merged.reconOtherCost].some((v) => v !== null);
  const figures = { ...computed, reconditioningCost: recon ? computed.reconditioningCost : null };
  const next = { ...merged, ...figures };
  return {
    ...changes,
    ...figures,
    stage: deriveStage({ ...next, offerSent: next.offerSentAt }),
    leaseStage: deriveLeaseStage(next),
  };
}

const money = (v: number | null | undefined) => (v === null || v === undefined ? 'cleared' : formatCurrency(v));

/** POST .../recon from the lists and queues; answers the record as the detail does (figures per role). */
export async function editRecon(ctx: AppContext, actor: Actor, id: number, input: ReconEdit) {
  await changeAppraisal(ctx, actor, id, canWriteWorksheet, () => ({
    changes: input,
    action: VALUE_ACTIVITY_ACTIONS.reconUpdated,
    details: Object.entries(input)
      .map(([k, v]) => `${k.replace('recon', '').replace('Cost', '')}: ${money(v)}`)
      .join(', '),
  }));
  return appraisalDetail(ctx, actor.dealer, id);
}

/** POST .../payoff from the lists and queues; answers the record as the detail does (figures per role). */
export async function editPayoff(ctx: AppContext, actor: Actor, id: number, input: PayoffEdit) {
  await changeAppraisal(ctx, actor, id, canWriteWorksheet, () => ({
    changes: input,
    action: VALUE_ACTIVITY_ACTIONS.payoffUpdated,
    details: money(input.adjustedPayoffAmount),
  }));
  return appraisalDetail(ctx, actor.dealer, id);
}

/** Move to another area (the queue row menu and the detail's action menu); answers the detail. */
export async function moveArea(ctx: AppContext, actor: Actor, id: number, toArea: Area) {
  await changeAppraisal(
    ctx,
    actor,
    id,
    canMoveArea,
    () => ({ changes: { area: toArea }, action: 'Moved', details: `to ${AREA_LABELS[toArea]}` }),
    ARCHIVED_MESSAGE,
  );
  return appraisalDetail(ctx, actor.dealer, id);
}

/** DELETE /appraisals/{id}: archive (deletedAt and deletedBy set); answers the detail. */
export async function archive(ctx: AppContext, actor: Actor, id: number) {
  await changeAppraisal(
    ctx,
    actor,
    id,
    canArchive,
    () => ({ changes: { deletedAt: ctx.now(), deletedBy: actor.userId }, action: 'Archived' }),
    ARCHIVED_MESSAGE,
  );
  return appraisalDetail(ctx, actor.dealer, id);
}
