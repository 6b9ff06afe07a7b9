import { MATURITY_WARNING_MS, notificationInfo, offerAmountText, toIsoDate } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { findAppraisal } from '../appraisals';
import { deliver, raiseNotification } from './notification-delivery';
import { type DailySummaryFigures, dailySummaryWording } from './notification-messages';
import { claimOnce, findRecipients } from './notifications.repository';

type Rows<T> = { rows: T[] };

/**
 * Open lease returns (no status, buying or grounding; not archived) maturing between today and 72
 * hours from now (a maturity date is a calendar day).
 */
function maturingWhere(now: Date) {
  const until = toIsoDate(new Date(now.getTime() + MATURITY_WARNING_MS));
  return sql`appraisal_type_id = 2 and deleted_at is null and coalesce(appraisal_status_id, 0) in (0, 1, 2)
    and maturity_date is not null and maturity_date >= ${toIsoDate(now)}::date and maturity_date <= ${until}::date`;
}

/** Each maturing lease once: the first scan (on any instance) to claim its key raises the event. */
async function notifyMaturingLeases(ctx: AppContext): Promise<number> {
  const found = (await ctx.db.execute(
    sql`select id, dealer_id from appraisals where ${maturingWhere(ctx.now())} and not exists (
      select 1 from notification_once o where o.notification = 'lease_maturing' and o.key = appraisals.id::text)
      order by id limit 200`,
  )) as unknown as Rows<{ id: number; dealer_id: number }>;
  let raised = 0;
  for (const lease of found.rows) {
    await ctx.db.transaction(async (tx: Tx) => {
      if (!(await claimOnce(tx, 'lease_maturing', String(lease.id), Number(lease.id)))) return;
      const record = await findAppraisal(tx, Number(lease.dealer_id), Number(lease.id));
      if (record) await raiseNotification(ctx, tx, { name: 'lease_maturing', record });
      raised++;
    });
  }
  return raised;
}

/** How far back the scan looks for offers that ran out: an instance down for days still tells of them. */
const EXPIRED_LOOKBACK_MS = 7 * 86_400_000;

/**
 * Each unanswered offer once, when it runs out: its appraiser and the record's people are told.
 * Keyed by the record and the offer's end, so a renewed offer that runs out again is told again.
 * Reads appraisals_offer_expiry_idx by the offer's end.
 */
async function notifyExpiredOffers(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const found = (await ctx.db.execute(
    sql`select id, dealer_id, offer_valid_until from appraisals
      where deleted_at is null and offer_accepted_at is null and offer_declined_at is null
        and offer_valid_until < ${now} and offer_valid_until >= ${new Date(now.getTime() - EXPIRED_LOOKBACK_MS)}
        and appraisal_status_id is null
        and not exists (select 1 from notification_once o where o.notification = 'offer_expired'
          and o.key = appraisals.id || ':' || (extract(epoch from appraisals.offer_valid_until) * 1000)::bigint)
      order by offer_valid_until limit 200`,
  )) as unknown as Rows<{ id: number; dealer_id: number; offer_valid_until: Date | string }>;
  let raised = 0;
  for (const offer of found.rows) {
    const key = `${offer.id}:${new Date(offer.offer_valid_until).getTime()}`;
    await ctx.db.transaction(async (tx: Tx) => {
      if (!(await claimOnce(tx, 'offer_expired', key, Number(offer.id)))) return;
      const record = await findAppraisal(tx, Number(offer.dealer_id), Number(offer.id));
      if (!record) return;
      const offerText = offerAmountText({
        template: record.offerTemplate ?? 0,
        amount: record.offerAmount,
        amountMin: record.offerAmountMin,
        amountMax: record.offerAmountMax,
      });
      await raiseNotification(ctx, tx, { name: 'offer_expired', record, offerText });
      raised++;
    });
  }
  return raised;
}

async function summaryFigures(tx: Tx, dealerId: number, now: Date): Promise<DailySummaryFigures> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const open = sql`dealer_id = ${dealerId} and deleted_at is null and appraisal_status_id is null`;
  const result = (await tx.execute(sql`select
      (select count(*) from appraisals where dealer_id = ${dealerId} and deleted_at is null and created_at > ${dayAgo})::int as new_records,
      (select count(*) from appraisals where ${open} and stage = 'inspect')::int as awaiting,
      (select count(*) from appraisals where ${open} and offer_sent_at is not null
         and offer_accepted_at is null and offer_declined_at is null)::int as offers,
      (select count(*) from appraisals where dealer_id = ${dealerId} and ${maturingWhere(now)})::int as leases`)) as unknown as Rows<{
    new_records: number;
    awaiting: number;
    offers: number;
    leases: number;
  }>;
  const r = result.rows[0]!;
  return {
    newRecords: Number(r.new_records),
    awaitingInspection: Number(r.awaiting),
    offersOut: Number(r.offers),
    leasesMaturing: Number(r.leases),
  };
}

/** Once a day per dealer, from the configured hour: the summary of its open work, by e-mail only. */
async function sendDailySummaries(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  if (now.getUTCHours() < ctx.config.summaryHourUtc) return 0;
  const day = now.toISOString().slice(0, 10);
  const dealers = (await ctx.db.execute(
    sql`select d.id from dealers d where not exists (
      select 1 from notification_once o where o.notification = 'daily_summary' and o.key = d.id || ':' || ${day})
      order by d.id limit 100`,
  )) as unknown as Rows<{ id: number }>;
  let sent = 0;
  for (const { id } of dealers.rows) {
    const dealerId = Number(id);
    await ctx.db.transaction(async (tx: Tx) => {
      if (!(await claimOnce(tx, 'daily_summary', `${dealerId}:${day}`, null))) return;
      sent++;
      const recipients = await findRecipients(tx, notificationInfo('daily_summary').audience, {
        dealerId,
        appraisalId: null,
      });
      if (recipients.length === 0) return;
      const figures = await summaryFigures(tx, dealerId, now);
      await deliver(ctx, tx, {
        notification: 'daily_summary',
        dealerId,
        appraisalId: null,
        recipients,
        wording: (name) => dailySummaryWording(name, now, figures),
      });
    });
  }
  return sent;
}

/** One pass of the scheduled scan (every NOTIFICATION_SCAN_MS on every instance; claims keep it to once). */
export async function runNotificationScan(ctx: AppContext): Promise<number> {
  const raised = (await notifyMaturingLeases(ctx)) + (await notifyExpiredOffers(ctx)) + (await sendDailySummaries(ctx));
  if (raised > 0) ctx.kickOutbox();
  return raised;
}
