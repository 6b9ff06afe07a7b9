import { randomUUID } from 'node:crypto';
import {
  canUploadMailingList,
  cleanVin,
  EMAIL_TEMPLATE_IDS,
  isLeaseRow,
  MAILING_LIST_MESSAGES,
  type MailingListFile,
  type MailingListRow,
  mailingAddressKey,
  mailingListVerdicts,
  mailingRowPrefill,
  mailingSendMessage,
  type NewAppraisalMinimal,
  type RoleName,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type FileStorage, newStorageKey } from '../../integrations/storage';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { type CustomerEmailInput, customerEmails, type RenderedEmail } from '../email-templates';
import { createFormInvites, type FormInvite } from '../intake';
import { enqueueMessages } from '../outbox/outbox.service';
import {
  dealerBrand,
  findCampaign,
  findMailingList,
  insertMailingList,
  listMailingLists,
  type MailingListRecord,
  markSent,
  unmarkSent,
  unsubscribedAmong,
} from './campaign-mailing.repository';
import { looksLikeXlsx, type MailingListFormat, parseMailingList } from './mailing-parse';
import { loadParsedRows, saveParsedRows } from './mailing-rows-store';
import { unsubscribeUrl } from './unsubscribe';

export interface MailingActor {
  dealer: { id: number; roles: RoleName[] };
  userId: number;
}

const NOT_FOUND = { campaign: 'Campaign not found.', list: 'Mailing list not found.' } as const;
/** Rows per transaction when sending: a big list never holds one transaction open for minutes. */
const SEND_BATCH = 200;

function requireAdmin(actor: { roles: RoleName[] }) {
  if (!canUploadMailingList(actor.roles)) throw new ForbiddenError();
}

async function requireCampaign(ctx: AppContext, dealerId: number, campaignId: number) {
  const campaign = await findCampaign(ctx.db, dealerId, campaignId);
  if (!campaign) throw new NotFoundError(NOT_FOUND.campaign);
  return campaign;
}

const badFile = (message: string) => new ValidationError(message, { file: message });

/** The file's format from its name, confirmed by its bytes (an .xlsx is a ZIP; a .csv is not). */
function formatOf(input: MailingListFile, bytes: Uint8Array): MailingListFormat {
  const format: MailingListFormat = input.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
  if ((format === 'xlsx') !== looksLikeXlsx(bytes)) throw badFile(MAILING_LIST_MESSAGES.unreadable);
  return format;
}

/**
 * POST /dealer_campaigns/{id}/documents (admin only): a .csv or .xlsx that parses as a mailing
 * list (the required columns, at most the row limit) is stored; answers its uid.
 */
export async function uploadMailingList(
  ctx: AppContext,
  storage: FileStorage,
  actor: MailingActor,
  campaignId: number,
  input: MailingListFile,
) {
  requireAdmin(actor.dealer);
  await requireCampaign(ctx, actor.dealer.id, campaignId);
  const bytes = new Uint8Array(Buffer.from(input.content, 'base64'));
  if (bytes.length !== input.size) {
    throw new ValidationError(`The file is ${bytes.length} bytes; ${input.size} were declared.`, {
      size: `Expected ${input.size} bytes.`,
    });
  }
  const format = formatOf(input, bytes);
  const parsed = await parseMailingList(format, bytes);
  if (parsed.rows.length === 0) throw badFile(MAILING_LIST_MESSAGES.noRows);
  const storageKey = newStorageKey();
  // Bytes first: a failed insert leaves an unlisted file, never a listed one without bytes.
  await storage.put(storageKey, bytes);
  await saveParsedRows(storage, storageKey, parsed);
  const row = await insertMailingList(ctx.db, {
    uid: randomUUID(),
    dealerId: actor.dealer.id,
    campaignId,
    name: input.name,
    format,
    size: bytes.length,
    storageKey,
    rowCount: parsed.rows.length,
    createdBy: actor.userId,
    createdAt: ctx.now(),
  });
  return { uid: row.uid, name: row.name, rowCount: row.rowCount };
}

const summary = (r: MailingListRecord) => ({
  uid: r.uid,
  name: r.name,
  rowCount: r.rowCount,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  sentCount: r.sentCount,
  failedCount: r.failedCount,
});

/** GET /dealer_campaigns/{id}/documents: the campaign's name and its latest uploaded lists. */
export async function campaignMailingLists(ctx: AppContext, dealer: MailingActor['dealer'], campaignId: number) {
  requireAdmin(dealer);
  const campaign = await requireCampaign(ctx, dealer.id, campaignId);
  return { campaign, documents: (await listMailingLists(ctx.db, dealer.id, campaignId)).map(summary) };
}

/** A list's rows with their verdicts, against the dealer's unsubscribed addresses as they are now. */
async function judgedList(ctx: AppContext, storage: FileStorage, dealerId: number, uid: string) {
  const list = await findMailingList(ctx.db, dealerId, uid);
  if (!list) throw new NotFoundError(NOT_FOUND.list);
  const parsed = await loadParsedRows(storage, list);
  const emails = [...new Set(parsed.rows.map((r) => mailingAddressKey(r.values.email ?? '')).filter(Boolean))];
  const rows = mailingListVerdicts(parsed.rows, await unsubscribedAmong(ctx.db, dealerId, emails));
  return { list, rows, unknownColumns: parsed.unknownColumns };
}

const countOf = (rows: MailingListRow[], verdict: MailingListRow['verdict']) =>
  rows.filter((r) => r.verdict === verdict).length;

/** GET /dealer_campaigns/document/{id}: the parsed rows, each with its verdict. */
export async function getMailingList(
  ctx: AppContext,
  storage: FileStorage,
  dealer: MailingActor['dealer'],
  uid: string,
) {
  requireAdmin(dealer);
  const { list, rows, unknownColumns } = await judgedList(ctx, storage, dealer.id, uid);
  const campaign = await findCampaign(ctx.db, dealer.id, list.campaignId);
  return {
    ...summary(list),
    campaign: campaign ?? null,
    unknownColumns,
    counts: {
      valid: countOf(rows, 'valid'),
      invalid: countOf(rows, 'invalid'),
      duplicate: countOf(rows, 'duplicate'),
      unsubscribed: countOf(rows, 'unsubscribed'),
    },
    rows,
  };
}

interface SendScope {
  dealer: { id: number; slug: string };
  campaign: { id: number; name: string };
  list: MailingListRecord;
  userId: number;
  /** The dealer's invitation template, its layout compiled once for the whole list. */
  render: (input: CustomerEmailInput) => Promise<RenderedEmail>;
}

/** A valid row with its invitation's prefill, parsed by the rule its verdict applied. */
interface SendableRow {
  row: MailingListRow;
  prefill: NewAppraisalMinimal;
}

/** The form a row's link opens: the lease-return form when the row has lease data. */
const formInvite = (scope: SendScope, { row, prefill }: SendableRow): FormInvite => ({
  dealer: scope.dealer,
  userId: scope.userId,
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
    // One e-mail per row of a list, whatever happens to the call that sends it.
    idempotencyKey: `mailing:${scope.list.uid}:${row.line}`,
  };
}

/** One batch of valid rows: their links and e-mails, two statements in one transaction. */
async function queueBatch(ctx: AppContext, scope: SendScope, rows: SendableRow[]) {
  await ctx.db.transaction(async (tx: Tx) => {
    const links = await createFormInvites(
      ctx,
      tx,
      rows.map((r) => formInvite(scope, r)),
    );
    const mails = await Promise.all(rows.map((r, i) => invitation(ctx, scope, r.row, links[i]!)));
    await enqueueMessages(tx, mails);
  });
}

/**
 * GET /dealer_campaigns/document/{id}/sendEmail: one invitation per valid row through the outbox,
 * once per list. Invalid and duplicate rows count as failed; unsubscribed addresses are skipped.
 */
export async function sendMailingList(ctx: AppContext, storage: FileStorage, actor: MailingActor, uid: string) {
  requireAdmin(actor.dealer);
  const { list, rows } = await judgedList(ctx, storage, actor.dealer.id, uid);
  if (list.sentAt) throw new ConflictError(MAILING_LIST_MESSAGES.alreadySent);
  const campaign = await findCampaign(ctx.db, actor.dealer.id, list.campaignId);
  const dealer = await dealerBrand(ctx.db, actor.dealer.id);
  if (!campaign || !dealer) throw new NotFoundError(NOT_FOUND.campaign);
  // A row goes on its own: one that cannot (never a valid one: the verdict applies the same parse) only counts as failed.
  const valid = rows.flatMap((row): SendableRow[] => {
    const prefill = row.verdict === 'valid' ? mailingRowPrefill(row.values) : null;
    return prefill?.success ? [{ row, prefill: prefill.data }] : [];
  });
  const skipped = countOf(rows, 'unsubscribed');
  const counts = { sent: valid.length, failed: rows.length - valid.length - skipped, skipped };
  // Claimed first, so two clicks never send a list twice.
  if (!(await markSent(ctx.db, list.id, ctx.now(), counts))) throw new ConflictError(MAILING_LIST_MESSAGES.alreadySent);
  const render = await customerEmails(ctx.db, dealer.id, EMAIL_TEMPLATE_IDS.mailingListInvitation, {
    campaign_name: campaign.name,
  });
  const scope: SendScope = { dealer, campaign, list, userId: actor.userId, render };
  try {
    for (let i = 0; i < valid.length; i += SEND_BATCH) {
      await queueBatch(ctx, scope, valid.slice(i, i + SEND_BATCH));
      ctx.kickOutbox();
    }
  } catch (err) {
    // Sendable again: the idempotency keys keep the rows already queued from going twice.
    await unmarkSent(ctx.db, list.id);
    throw err;
  }
  return { message: mailingSendMessage(counts), ...counts };
}
