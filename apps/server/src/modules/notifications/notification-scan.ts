import { MATURITY_WARNING_MS, notificationInfo, toIsoDate } from '@dealer/domain';
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
  const raised = (await notifyMaturingLeases(ctx)) + (await sendDailySummaries(ctx));
  if (raised > 0) ctx.kickOutbox();
  return raised;
}
