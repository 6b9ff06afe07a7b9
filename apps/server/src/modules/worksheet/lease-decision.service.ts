import {
  APPRAISAL_STATUS,
  type Buy,
  canBuy,
  canGround,
  EMAIL_TEMPLATE_IDS,
  formatCurrency,
  type Ground,
  offerCardOfStrategy,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { odometerStatementPdf } from '../appraisal-integrations/appraisal-integrations.service';
import {
  type Actor,
  type AppraisalChanges,
  type AppraisalRecord,
  appraisalDetail,
  changeAppraisal,
} from '../appraisals';
import { sendCustomerMessage } from '../customer-messages/customer-messages.service';
import { customerEmail, type RenderedEmail } from '../email-templates';

export const LEASE_DECISION_MESSAGES = {
  leaseOnly: 'Only a lease return can be bought or grounded.',
  closed: 'This record is closed. Reopen it to make changes.',
  archived: 'This record is archived.',
} as const;

const refusal = (row: AppraisalRecord) =>
  row.appraisalTypeId !== 2
    ? LEASE_DECISION_MESSAGES.leaseOnly
    : row.deletedAt
      ? LEASE_DECISION_MESSAGES.archived
      : LEASE_DECISION_MESSAGES.closed;

/**
 * The status a decision sets, remembering the one it replaces so Undo status works (as the status
 * module does). Buying again (RE-BUY) keeps the earlier record, so undo still goes back past it.
 */
function statusChange(ctx: AppContext, row: AppraisalRecord, target: number): AppraisalChanges {
  if (row.appraisalStatusId === target) return { appraisalStatusId: target };
  return { appraisalStatusId: target, previousStatusId: row.appraisalStatusId, statusChangedAt: ctx.now() };
}

interface Notice extends RenderedEmail {
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Queues the customer e-mail in the decision's transaction and lists it on the record's messages. */
async function notifyCustomer(tx: Tx, actor: Actor, row: AppraisalRecord, kind: string, at: Date, notice: Notice) {
  const recipient = row.email!.trim();
  await sendCustomerMessage(tx, {
    dealerId: actor.dealer.id,
    appraisalId: row.id,
    userId: actor.userId,
    channel: 'email',
    recipient,
    subject: notice.subject,
    body: notice.text,
    html: notice.html,
    attachments: notice.attachments ?? [],
    idempotencyKey: `appraisal:${row.id}:${kind}:${at.toISOString()}`,
  });
  return `customer notified at ${recipient}`;
}

const wantsNotice = (notify: boolean, row: AppraisalRecord) => notify && Boolean(row.email?.trim());
const noNotice = (notify: boolean) => (notify ? 'not notified: no customer e-mail' : 'customer not notified');

/**
 * POST /appraisals/{id}/buy {amount, notify, type}: a lease return goes to status 1 (buying) at the
 * card's proposal. The offer fields record the purchase (offerAmount, offerType, offerSentAt,
 * offeredBy) so the card shows its sent state and RE-BUY. The sell strategy follows the card when
 * it named another card's strategy (Wholesale card: Auction; Retail card: Retail), so the card
 * bought from is the one that shows 'Buying'. With notify and an e-mail, the customer gets the
 * odometer statement as a PDF.
 */
export async function buy(ctx: AppContext, actor: Actor, id: number, input: Buy) {
  let queued = false;
  await changeAppraisal(
    ctx,
    actor,
    id,
    canBuy,
    async (row, tx) => {
      const now = ctx.now();
      const changes: AppraisalChanges = {
        ...statusChange(ctx, row, APPRAISAL_STATUS.BUYING),
        offerAmount: input.amount,
        offerType: input.type,
        offerSentAt: now,
        offeredBy: actor.userId,
      };
      if (offerCardOfStrategy(row.sellStrategyStatusId) !== input.type) {
        changes.sellStrategyStatusId = input.type === 'auction' ? 2 : 4;
      }
      const details = [`${formatCurrency(input.amount)} (${input.type === 'auction' ? 'wholesale' : 'retail'})`];
      if (wantsNotice(input.notify, row)) {
        const pdf = await odometerStatementPdf(tx, actor.dealer.id, row, now);
        const mail = await customerEmail(tx, actor.dealer.id, EMAIL_TEMPLATE_IDS.odometerStatement, {
          row,
          values: { purchase_amount: formatCurrency(input.amount) },
        });
        const attachments = [
          {
            filename: `odometer-statement-${row.vin}.pdf`,
            contentType: 'application/pdf',
            content: Buffer.from(pdf).toString('base64'),
          },
        ];
        details.push(await notifyCustomer(tx, actor, row, 'buy', now, { ...mail, attachments }));
        queued = true;
      } else details.push(noNotice(input.notify));
      return { changes, action: 'Bought', details: details.join('; ') };
    },
    refusal,
  );
  if (queued) ctx.kickOutbox();
  return appraisalDetail(ctx, actor.dealer, id);
}

/**
 * POST /appraisals/{id}/ground {notify}: a lease return goes to status 2 (grounding). With notify
 * and an e-mail, the customer gets the grounding instructions (dealer name, address, phone).
 */
export async function ground(ctx: AppContext, actor: Actor, id: number, input: Ground) {
  let queued = false;
  await changeAppraisal(
    ctx,
    actor,
    id,
    canGround,
    async (row, tx) => {
      const now = ctx.now();
      const changes = statusChange(ctx, row, APPRAISAL_STATUS.GROUNDING);
      let details: string;
      if (wantsNotice(input.notify, row)) {
        const mail = await customerEmail(tx, actor.dealer.id, EMAIL_TEMPLATE_IDS.groundingInstructions, { row });
        details = await notifyCustomer(tx, actor, row, 'ground', now, mail);
        queued = true;
      } else details = noNotice(input.notify);
      return { changes, action: 'Grounding', details };
    },
    refusal,
  );
  if (queued) ctx.kickOutbox();
  return appraisalDetail(ctx, actor.dealer, id);
}
