import { OFFER_EXPIRY_WARNING_MS } from '@dealer/domain';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { compiled } from '../../db/compiled-sql';
import { appraisals as a } from '../../db/schema';
import { containsPattern, dealerFirst, ofDealer } from './appraisal-filters';
import { highEquityThresholdSql } from './high-equity';

export type AppraisalRow = typeof a.$inferSelect;

export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
}

const personJson = sql`json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)`;
/** The outer row, qualified: inside a select list drizzle writes columns unqualified. */
const outer = (column: string) => sql.raw(`"appraisals"."${column}"`);

/**
 * What a list row shows beside its own columns, as subqueries of the page query: one round trip
 * per page instead of one per relation. PostgreSQL evaluates them after the sort and limit, so
 * only for the rows of the page.
 */
export const rowRelationColumns = {
  users: sql<PersonRef[]>`coalesce((select json_agg(${personJson} order by u.first_name, u.last_name)
    from appraisal_users au join users u on u.id = au.user_id where au.appraisal_id = ${outer('id')}), '[]'::json)`,
  originator: sql<PersonRef | null>`(select ${personJson} from users u where u.id = ${outer('originator_id')})`,
  campaign: sql<{
    id: number;
    name: string;
    typeId: number | null;
    /** The campaign was deleted; its appraisals keep it (part 2 section 3, issue 19). */
    removed: boolean;
  } | null>`(select json_build_object('id', c.id, 'name', c.name, 'typeId', c.type_id,
    'removed', c.deleted_at is not null) from campaigns c where c.id = ${outer('campaign_id')})`,
  vinCount: sql<number>`(select count(*)::int from appraisals v where v.dealer_id = ${outer('dealer_id')} and v.vin = ${outer('vin')})`,
  trfDealerName: sql<string | null>`(select d.name from dealers d where d.id = ${outer('trf_dealer_id')})`,
};

export type ListRowRecord = { appraisal: AppraisalRow } & {
  [K in keyof typeof rowRelationColumns]: (typeof rowRelationColumns)[K]['_']['type'];
};

/** Open records: no status set and not archived (the queues' common ground). */
const open = (dealerId: number) => and(ofDealer(dealerId), isNull(a.deletedAt), isNull(a.appraisalStatusId));

/**
 * Queue rules (part 1 "Dashboard queues"; the spec names them, these are ours):
 * - mp Missing payoff: open records whose owner still owes money (owner status Finance or Lease,
 *   or a lease return) and whose payoff is not entered yet.
 * - ai Awaiting inspection: open records in the inspect stage (inspection asked for, not done).
 * - ro Resend offer: open trade-ins whose offer was declined, or sent over 48 hours ago with no answer.
 * - he High equity: open records whose auction projected equity reaches the dealer's high-equity
 *   threshold (setting 40117, default 5000), highest first.
 * - eo Offers expiring in 48 hours: open trade-ins whose unanswered offer runs out within 48 hours,
 *   the soonest first.
 * All but high equity and expiring offers list the newest first.
 */
export function queueWhere(queue: QueueCode, dealerId: number, now: Date): SQL {
  switch (queue) {
    case 'mp':
      return and(
        open(dealerId),
        or(inArray(a.ownerStatusId, [2, 3]), eq(a.appraisalTypeId, 2)),
        isNull(a.adjustedPayoffAmount),
      )!;
    case 'ai':
      return and(open(dealerId), eq(a.stage, 'inspect'))!;
    case 'ro':
      return and(
        open(dealerId),
        eq(a.appraisalTypeId, 1),
        isNotNull(a.offerSentAt),
        isNull(a.offerAcceptedAt),
        or(sql`${a.offerDeclinedAt} is not null`, lt(a.offerSentAt, new Date(now.getTime() - 48 * 3_600_000))),
      )!;
    case 'he':
      return and(open(dealerId), sql`${a.auctionProjectedEquity} >= ${highEquityThresholdSql(sql`${dealerId}`)}`)!;
    case 'eo':
      return and(
        open(dealerId),
        eq(a.appraisalTypeId, 1),
        isNotNull(a.offerSentAt),
        isNull(a.offerAcceptedAt),
        isNull(a.offerDeclinedAt),
        gt(a.offerValidUntil, now),
        lte(a.offerValidUntil, new Date(now.getTime() + OFFER_EXPIRY_WARNING_MS)),
      )!;
  }
}

export type QueueCode = 'mp' | 'ai' | 'ro' | 'he' | 'eo';

/** The queues whose members change with the clock: their WHERE carries the time of the request. */
const CLOCKED_QUEUES: readonly QueueCode[] = ['ro', 'eo'];
export const isClockedQueue = (queue: QueueCode) => CLOCKED_QUEUES.includes(queue);

/**
 * Every value queueWhere reads, as a string (keptWhere): the queue and the dealer. Null for the
 * queues whose WHERE carries the time of the request (resend offer, expiring offers).
 */
export function queueWhereInputs(queue: QueueCode, dealerId: number): string | null {
  return isClockedQueue(queue) ? null : JSON.stringify(['queue', queue, dealerId]);
}

/**
 * Each queue in the order of its own partial index, led by the dealer (see ofDealer): (dealer_id,
 * id, ...) read backward, newest first; high equity (dealer_id, equity desc nulls last, id desc
 * nulls last) forward, so the page is read in order instead of sorting the dealer's open records.
 */
export function queueOrder(queue: QueueCode): SQL {
  if (queue === 'he') return HIGH_EQUITY_ORDER;
  return queue === 'eo' ? SOONEST_END_FIRST : NEWEST_FIRST;
}

/** Expiring offers (appraisals_queue_eo_idx: dealer_id, offer_valid_until, id) read forward. */
const SOONEST_END_FIRST = compiled(sql`${dealerFirst('asc')}, ${a.offerValidUntil} asc, ${a.id} asc`);

const HIGH_EQUITY_ORDER = compiled(
  sql`${dealerFirst('asc')}, ${a.auctionProjectedEquity} desc nulls last, ${a.id} desc nulls last`,
);
const NEWEST_FIRST = compiled(sql`${dealerFirst('desc')}, ${desc(a.id)}`);

/** Every value searchWhere reads, as a string (keptWhere). */
export function searchWhereInputs(dealerId: number, q: string): string {
  return JSON.stringify(['search', dealerId, q]);
}

/** Global search: the dealer's records that are not archived, matching VIN, year, make, model, trim, name or e-mail. */
export function searchWhere(dealerId: number, q: string): SQL {
  return and(ofDealer(dealerId), isNull(a.deletedAt), sql`${a.searchText} like ${containsPattern(q)}`)!;
}
