import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisals as a, activity, appraisalMessages, outboxMessages, users } from '../../db/schema';
import { type ListRowRecord, rowRelationColumns } from './appraisals.repository';

/** The outer row, qualified: inside a select list drizzle writes columns unqualified. */
const outer = (column: string) => sql.raw(`"appraisals"."${column}"`);
/** Timestamps inside JSON in the same ISO form as the row's own (a JS Date serialised). */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface BidRecord {
  id: number;
  bidderId: number;
  bidderName: string | null;
  amount: number;
  isPreferred: boolean;
  updatedAt: string;
  profit: number | null;
}

export interface ValuationResultRecord {
  id: number;
  createdAt: string;
  selection: Record<string, unknown>;
  data: Record<string, unknown>;
  /** 'manual': entered by a user when the provider failed, with the user's note. */
  source: 'provider' | 'manual';
  note: string | null;
}

export interface ApiResultRecord {
  id: number;
  createdAt: string;
  data: Record<string, unknown>;
}

export interface InspectionRecord {
  sessionKey: string;
  captureUrl: string;
  status: string;
  createdAt: string;
}

export const VALUATION_PROVIDERS = ['mmr', 'jdp', 'galves', 'blackbook'] as const;
export type ValuationProvider = (typeof VALUATION_PROVIDERS)[number];

function latestValuation(provider: ValuationProvider) {
  return sql<ValuationResultRecord | null>`(select json_build_object('id', v.id, 'createdAt', ${iso('v.created_at')},
    'selection', v.selection, 'data', v.data, 'source', v.source, 'note', v.note)
    from valuation_results v where v.appraisal_id = ${outer('id')} and v.provider = ${provider}
    order by v.id desc limit 1)`;
}

/** Bids, highest profit first (part 2 section 4 "Bids are sorted by profit, highest first"). */
const bidsColumn = sql<BidRecord[]>`coalesce((select json_agg(json_build_object('id', b.id, 'bidderId', b.bidder_id,
    'bidderName', bd.name, 'amount', b.amount, 'isPreferred', b.is_preferred, 'updatedAt', ${iso('b.updated_at')},
    'profit', b.profit) order by b.profit desc nulls last, b.id)
  from bids b left join bidders bd on bd.id = b.bidder_id where b.appraisal_id = ${outer('id')}), '[]'::json)`;

/** What only readers of valuations get; for everyone else the same keys, empty, so the row type is one. */
function valueColumns(withValues: boolean) {
  const none = sql<null>`null`;
  return {
    bids: withValues ? bidsColumn : sql<BidRecord[]>`'[]'::json`,
    mmrValResult: withValues ? latestValuation('mmr') : none,
    jdpValResult: withValues ? latestValuation('jdp') : none,
    galvesValResult: withValues ? latestValuation('galves') : none,
    blackbookValResult: withValues ? latestValuation('blackbook') : none,
  };
}

/** The detail's relations beyond the list row's, as subqueries of the one row query. */
const detailColumns = {
  dealTypeName: sql<string | null>`(select t.name from deal_types t where t.id = ${outer('deal_type_id')})`,
  affiliateName: sql<string | null>`(select f.name from affiliates f
    where f.id = ${outer('affiliate_id')} and f.dealer_id = ${outer('dealer_id')})`,
  dealerBanks: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', b.id,
    'name', b.name) order by b.name) from dealer_banks b where b.dealer_id = ${outer('dealer_id')}), '[]'::json)`,
  affiliateOptions: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', f.id,
    'name', f.name) order by f.name) from affiliates f where f.dealer_id = ${outer('dealer_id')}), '[]'::json)`,
  paveInspectResult: sql<ApiResultRecord | null>`(select json_build_object('id', r.id,
    'createdAt', ${iso('r.created_at')}, 'data', r.data)
    from api_results r where r.id = ${outer('pave_inspect_result_id')} and r.appraisal_id = ${outer('id')})`,
  inspection: sql<InspectionRecord | null>`(select json_build_object('sessionKey', s.session_key,
    'captureUrl', s.capture_url, 'status', s.status, 'createdAt', ${iso('s.created_at')})
    from inspection_sessions s where s.appraisal_id = ${outer('id')} order by s.id desc limit 1)`,
  deletedByName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u
    where u.id = ${outer('deleted_by')})`,
  offeredByName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u
    where u.id = ${outer('offered_by')})`,
};

type DetailExtras = { [K in keyof typeof detailColumns]: (typeof detailColumns)[K]['_']['type'] } & {
  [K in keyof ReturnType<typeof valueColumns>]: ReturnType<typeof valueColumns>[K]['_']['type'];
};
export type DetailRecord = ListRowRecord & DetailExtras;

/** One appraisal of one dealer with every relation the detail shows, in one round trip. */
export async function findDetailRecord(
  db: DbOrTx,
  dealerId: number,
  id: number,
  withValues: boolean,
): Promise<DetailRecord | undefined> {
  const [row] = await db
    .select({ appraisal: a, ...rowRelationColumns, ...detailColumns, ...valueColumns(withValues) })
    .from(a)
    .where(and(eq(a.id, id), eq(a.dealerId, dealerId)));
  return row;
}

/** The user, or null once the user is gone (a left join reads a missing user as all nulls). */
const personOrNull = sql<{ id: number; firstName: string; lastName: string } | null>`case when ${users.id} is null
  then null else json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}) end`;

/** Activity of one appraisal, newest first; the caller has checked the appraisal is the dealer's. */
export function activityOf(db: DbOrTx, appraisalId: number) {
  return db
    .select({
      id: activity.id,
      action: activity.action,
      details: activity.details,
      createdAt: activity.createdAt,
      user: personOrNull,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.userId))
    .where(eq(activity.appraisalId, appraisalId))
    .orderBy(desc(activity.id));
}

export function messagesOf(db: DbOrTx, appraisalId: number) {
  return db
    .select({
      id: appraisalMessages.id,
      channel: appraisalMessages.channel,
      direction: appraisalMessages.direction,
      recipient: appraisalMessages.recipient,
      subject: appraisalMessages.subject,
      body: appraisalMessages.body,
      createdAt: appraisalMessages.createdAt,
      // Delivery as the outbox knows it (OUTBOX_STATUSES); null for one received.
      status: outboxMessages.status,
      deliveredAt: outboxMessages.deliveredAt,
      user: personOrNull,
    })
    .from(appraisalMessages)
    .leftJoin(users, eq(users.id, appraisalMessages.userId))
    .leftJoin(outboxMessages, eq(outboxMessages.id, appraisalMessages.outboxId))
    .where(eq(appraisalMessages.appraisalId, appraisalId))
    .orderBy(desc(appraisalMessages.id));
}
