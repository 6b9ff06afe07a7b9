import {
  cleanVin,
  EMAIL_TEMPLATE_IDS,
  isLeaseRow,
  MAILING_LIST_MESSAGES,
  MAILING_SEND_MESSAGES,
  type MailingListRow,
  type MailingSendProgress,
  type MailingSendStarted,
  mailingRowPrefill,
  mailingSendingMessage,
  type NewAppraisalMinimal,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { yieldToEventLoop } from '../../lib/event-loop';
import { type CustomerEmailInput, customerEmails, type RenderedEmail } from '../email-templates';
import { createFormInvites, type FormInvite } from '../intake';
import { enqueueJob, JOB_YIELDED, type JobRun } from '../jobs';
import { announceProgress } from '../notifications';
import { enqueueMessages } from '../outbox/outbox.service';
import { dealerBrand, findCampaign, findMailingList, type MailingListRecord } from './campaign-mailing.repository';
import { judgedList, judgedRows, type MailingActor, NOT_FOUND, requireAdmin } from './campaign-mailing.service';
import { advanceSend, cancelSend, listById, sendProgress, setSendJob, startSend } from './mailing-send.repository';
import { unsubscribeUrl } from './unsubscribe';

export const MAILING_SEND_JOB = 'mailing.send';
/** Rows per transaction: each batch's e-mails commit with the cursor past them, and progress goes out. */
export const SEND_BATCH = 200;

/** A valid row with its invitation's prefill, parsed by the rule its verdict applied; null for any other row. */
function sendable(row: MailingListRow): NewAppraisalMinimal | null {
  if (row.verdict !== 'valid') return null;
  const prefill = mailingRowPrefill(row.values);
  return prefill.success ? prefill.data : null;
}

/**
 * GET /dealer_campaigns/document/{id}/sendEmail: queues the send as a job and answers at once,
 * with the message, the job and where it stands. A call repeated while it sends answers the same
 * job; a list sent (or cancelled) is never sent again.
 */
export async function startMailingSend(
  ctx: AppContext,
  storage: FileStorage,
  actor: MailingActor,
  uid: string,
): Promise<MailingSendStarted> {
  requireAdmin(actor.dealer);
  const { list, rows } = await judgedList(ctx, storage, actor.dealer.id, uid);
  const toSend = rows.filter((r) => sendable(r) !== null).length;
  const answer = (row: MailingListRecord) => ({
    message: mailingSendingMessage(toSend),
    jobId: row.sendJobId!,
    progress: sendProgress(row)!,
  });
  if (list.sendState === 'sending' && list.sendJobId) return answer(list);
  if (list.sentAt) throw new ConflictError(MAILING_LIST_MESSAGES.alreadySent);
  if (!(await findCampaign(ctx.db, actor.dealer.id, list.campaignId))) throw new NotFoundError(NOT_FOUND.campaign);
  const started = await ctx.db.transaction(async (tx: Tx) => {
    const row = await startSend(tx, list.id, ctx.now(), actor.userId);
    if (!row) return null;
    return setSendJob(tx, row.id, await enqueueJob(tx, MAILING_SEND_JOB, { listId: row.id }));
  });
  if (started) {
    ctx.kickJobs();
    return answer(started);
  }
  // Another call started it a moment ago.
  const now = await listById(ctx.db, list.id);
  if (now?.sendState === 'sending' && now.sendJobId) return answer(now);
  throw new ConflictError(MAILING_LIST_MESSAGES.alreadySent);
}

/** POST /dealer_campaigns/document/{id}/cancelSend: stops a send under way; the rows not reached are not sent. */
export async function cancelMailingSend(
  ctx: AppContext,
  actor: MailingActor,
  uid: string,
): Promise<MailingSendProgress> {
  requireAdmin(actor.dealer);
  const cancelled = await ctx.db.transaction(async (tx: Tx) => {
    const row = await cancelSend(tx, actor.dealer.id, uid, ctx.now());
    const progress = row && sendProgress(row);
    if (progress) await announceProgress(tx, actor.dealer.id, 'mailing-progress', progress);
    return progress;
  });
  if (cancelled) return cancelled;
  if (!(await findMailingList(ctx.db, actor.dealer.id, uid))) throw new NotFoundError(NOT_FOUND.list);
  throw new ConflictError(MAILING_SEND_MESSAGES.notSending);
}

interface SendScope {
  dealer: { id: number; slug: string };
  campaign: { id: number; name: string };
  list: MailingListRecord;
  /** The dealer's invitation template, its layout compiled once for the whole list. */
  render: (input: CustomerEmailInput) => Promise<RenderedEmail>;
}

/** The form a row's link opens: the lease-return form when the row has lease data. */
const formInvite = (scope: SendScope, row: MailingListRow, prefill: NewAppraisalMinimal): FormInvite => ({
  dealer: scope.dealer,
  userId: scope.list.sentBy,
  typeCode: isLeaseRow(row.values) ? 'lease' : 'tradein',
  shareType: 'email',
  recipient: (row.values.email ?? '').trim(),
  prefill,
  campaignId: scope.campaign.id,
});

/** A row's invitation: its personal form link (prefilled, credited to the campaign) and unsubscribe link. */
async function invitation(ctx: AppContext, scope: SendScope, row: MailingListRow, formLink: string) {
  const v = row.values;
  const email = (v.email ?? '').trim();
  const unsubscribeLink = unsubscribeUrl(ctx, scope.dealer.id, email);
  const mail = await scope.render({
    row: {
      firstName: v.first_name ?? null,
      lastName: v.last_name ?? null,
      email,
      phoneNumber: v.phone_number ?? null,
      year: v.year ? Number(v.year) : null,
      make: v.make ?? null,
      model: v.model ?? null,
      trim: v.trim ?? null,
      vin: cleanVin(v.vin),
      mileage: v.mileage ? Number(v.mileage.replace(/,/g, '')) : null,
      inspectedMileage: null,
    },
    values: { form_link: formLink, unsubscribe_link: unsubscribeLink },
  });
  return {
    dealerId: scope.dealer.id,
    channel: 'email' as const,
    recipient: email,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    links: [formLink, unsubscribeLink],
    // One e-mail per row of a list, whoever sends the batch.
    idempotencyKey: `mailing:${scope.list.uid}:${row.line}`,
  };
}

/**
 * One batch: its valid rows' links and e-mails, the cursor moved past it with its counts, and the
 * progress event, in one transaction. Answers the list as it stands after, or null when the cursor
 * was not where the batch started (cancelled, or another worker moved it): nothing is kept.
 */
async function sendBatch(ctx: AppContext, scope: SendScope, from: number, batch: MailingListRow[]) {
  const rows = batch.flatMap((row) => {
    const prefill = sendable(row);
    return prefill ? [{ row, prefill }] : [];
  });
  const skipped = batch.filter((r) => r.verdict === 'unsubscribed').length;
  const counts = { sent: rows.length, skipped, failed: batch.length - rows.length - skipped };
  const moved = Symbol('moved');
  return ctx.db
    .transaction(async (tx: Tx) => {
      const links = await createFormInvites(
        ctx,
        tx,
        rows.map((r) => formInvite(scope, r.row, r.prefill)),
      );
      const mails = await Promise.all(rows.map((r, i) => invitation(ctx, scope, r.row, links[i]!)));
      await enqueueMessages(tx, mails);
      const list = await advanceSend(tx, scope.list.id, from, from + batch.length, counts, ctx.now());
      if (!list) throw moved;
      await announceProgress(tx, scope.dealer.id, 'mailing-progress', sendProgress(list)!);
      return list;
    })
    .catch((err: unknown) => {
      if (err === moved) return null;
      throw err;
    });
}

/**
 * The send job: walks the list's rows from its cursor in batches. Killed mid-send, the job is
 * taken up again (its claim lapses) and resumes at the cursor; asked to stop, it gives the job back
 * between batches; cancelled, it ends at the next batch.
 */
export function mailingSendHandler(ctx: AppContext, storage: FileStorage) {
  return async (payload: Record<string, unknown>, run: JobRun) => {
    const list = await listById(ctx.db, Number(payload.listId));
    if (list?.sendState !== 'sending') return;
    const [dealer, campaign] = await Promise.all([
      dealerBrand(ctx.db, list.dealerId),
      findCampaign(ctx.db, list.dealerId, list.campaignId),
    ]);
    if (!dealer || !campaign) {
      // The campaign was deleted meanwhile: the rest of the list has nothing to link to.
      await cancelSend(ctx.db, list.dealerId, list.uid, ctx.now());
      return;
    }
    const { rows } = await judgedRows(ctx, storage, list);
    const render = await customerEmails(ctx.db, dealer.id, EMAIL_TEMPLATE_IDS.mailingListInvitation, {
      campaign_name: campaign.name,
    });
    const scope: SendScope = { dealer, campaign, list, render };
    for (let cursor = list.sendCursor; cursor < rows.length; cursor += SEND_BATCH) {
      if (run.stopping.aborted) return JOB_YIELDED;
      if (!(await sendBatch(ctx, scope, cursor, rows.slice(cursor, cursor + SEND_BATCH)))) return;
      ctx.kickOutbox();
      await yieldToEventLoop();
    }
  };
}
