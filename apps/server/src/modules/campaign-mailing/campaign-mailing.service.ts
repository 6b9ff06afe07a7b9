import { randomUUID } from 'node:crypto';
import {
  canUploadMailingList,
  MAILING_LIST_MESSAGES,
  type MailingListFile,
  type MailingListRow,
  mailingAddressKey,
  mailingListVerdicts,
  type RoleName,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import { type FileStorage, newStorageKey } from '../../integrations/storage';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import {
  findCampaign,
  findMailingList,
  insertMailingList,
  listMailingLists,
  type MailingListRecord,
  unsubscribedAmong,
} from './campaign-mailing.repository';
import { looksLikeXlsx, type MailingListFormat, parseMailingList } from './mailing-parse';
import { loadParsedRows, saveParsedRows } from './mailing-rows-store';
import { sendProgress } from './mailing-send.repository';

export interface MailingActor {
  dealer: { id: number; roles: RoleName[] };
  userId: number;
}

export const NOT_FOUND = { campaign: 'Campaign not found.', list: 'Mailing list not found.' } as const;
export function requireAdmin(actor: { roles: RoleName[] }) {
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
  send: sendProgress(r),
});

/** GET /dealer_campaigns/{id}/documents: the campaign's name and its latest uploaded lists. */
export async function campaignMailingLists(ctx: AppContext, dealer: MailingActor['dealer'], campaignId: number) {
  requireAdmin(dealer);
  const campaign = await requireCampaign(ctx, dealer.id, campaignId);
  return { campaign, documents: (await listMailingLists(ctx.db, dealer.id, campaignId)).map(summary) };
}

/**
 * A list's rows with their verdicts, against the dealer's unsubscribed addresses: as they are now,
 * or, once the list was sent, as they were when sending started, so a row sent and then
 * unsubscribed (through this very e-mail) still reads as sent.
 */
export async function judgedRows(ctx: AppContext, storage: FileStorage, list: MailingListRecord) {
  const parsed = await loadParsedRows(storage, list);
  const emails = [...new Set(parsed.rows.map((r) => mailingAddressKey(r.values.email ?? '')).filter(Boolean))];
  const unsubscribed = await unsubscribedAmong(ctx.db, list.dealerId, emails, list.sentAt);
  const rows = mailingListVerdicts(parsed.rows, unsubscribed);
  return { rows, unknownColumns: parsed.unknownColumns };
}

/** The dealer's list by its uid, with its rows judged. */
export async function judgedList(ctx: AppContext, storage: FileStorage, dealerId: number, uid: string) {
  const list = await findMailingList(ctx.db, dealerId, uid);
  if (!list) throw new NotFoundError(NOT_FOUND.list);
  return { list, ...(await judgedRows(ctx, storage, list)) };
}

export const countOf = (rows: MailingListRow[], verdict: MailingListRow['verdict']) =>
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
