import {
  BID_MESSAGES,
  type BidSave,
  bidProfit,
  canHandleBids,
  canWriteWorksheet,
  formatCurrency,
  type WorksheetSave,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ConflictError, ForbiddenError, RuleError, ValidationError } from '../../lib/errors';
import {
  type Actor,
  type AppraisalChanges,
  type AppraisalRecord,
  appraisalDetail,
  changeAppraisal,
} from '../appraisals';
import {
  type BidRow,
  bidsOf,
  dealerBidderIds,
  dealTypeExists,
  preferredCount,
  replaceBids,
  updateBidProfits,
} from './worksheet.repository';

export const WORKSHEET_SERVICE_MESSAGES = {
  bidsForbidden: 'Only a dealer admin or acquisition manager can change bids.',
  bidsClosed: 'Bids cannot change on a record with a status.',
  bidNotHere: 'This bid does not belong to this appraisal.',
  bidTwice: 'This bid is listed twice.',
  bidder: 'Choose one of the dealer’s bidders.',
  dealType: 'Choose a purchase type.',
} as const;

/** The worksheet inputs (part 2 section 3 "Worksheet"), in the order the activity summary names them. */
export const WORKSHEET_FIELDS = {
  adjustedPayoffAmount: 'Payoff',
  profitObjective: 'Profit objective',
  pickupFee: 'Pickup fee',
  auctionFee: 'Auction fee',
  wholesalePack: 'Wholesale pack',
  carOfferFee: 'Car offer fee',
  reconBodyCost: 'Recon body',
  reconMechCost: 'Recon mechanical',
  reconOtherCost: 'Recon other',
  auctionValuation: 'Wholesale valuation',
  retailValuation: 'Retail valuation',
  carOfferAmount: 'Car offer amount',
  carOfferProposal: 'Car offer proposal',
  auctionProposal: 'Wholesale proposal',
  retailProposal: 'Retail proposal',
  actualCost: 'Actual cost',
  dmsId: 'Deal number',
  dealTypeId: 'Purchase type',
  sellStrategyStatusId: 'Sell strategy',
  packageNotes: 'Notes',
} as const satisfies Partial<Record<keyof WorksheetSave, string>>;
type WorksheetField = keyof typeof WORKSHEET_FIELDS;
const MONEY_FIELDS = new Set<string>(
  Object.keys(WORKSHEET_FIELDS).filter((k) => !/^(dmsId|dealTypeId|sellStrategyStatusId|packageNotes)$/.test(k)),
);

/** The fields the request named (a key left out keeps its stored value), and what differs from the row. */
function changedFields(row: AppraisalRecord, input: WorksheetSave, present: ReadonlySet<string>) {
  const changes: AppraisalChanges = {};
  const labels: string[] = [];
  for (const key of Object.keys(WORKSHEET_FIELDS) as WorksheetField[]) {
    if (!present.has(key)) continue;
    const next = input[key] ?? null;
    if ((row[key] ?? null) === next) continue;
    Object.assign(changes, { [key]: next });
    const label = WORKSHEET_FIELDS[key];
    labels.push(
      MONEY_FIELDS.has(key) ? `${label} ${next === null ? 'cleared' : formatCurrency(next as number)}` : label,
    );
  }
  return { changes, labels };
}

interface BidPlan {
  kept: (BidSave & { id: number })[];
  added: BidSave[];
  removed: BidRow[];
}

/** Checks a bid list against the appraisal's bids and the dealer's bidders (400 with the field). */
async function planBids(tx: Tx, dealerId: number, existing: BidRow[], list: BidSave[]): Promise<BidPlan> {
  const own = new Set(existing.map((b) => b.id));
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  list.forEach((b, i) => {
    if (b.id === null) return;
    if (!own.has(b.id)) fields[`bids.${i}.id`] = WORKSHEET_SERVICE_MESSAGES.bidNotHere;
    else if (seen.has(b.id)) fields[`bids.${i}.id`] = WORKSHEET_SERVICE_MESSAGES.bidTwice;
    seen.add(b.id);
  });
  const known = await dealerBidderIds(tx, dealerId, [...new Set(list.map((b) => b.bidderId))]);
  list.forEach((b, i) => {
    if (!known.has(b.bidderId)) fields[`bids.${i}.bidderId`] = WORKSHEET_SERVICE_MESSAGES.bidder;
  });
  const first = Object.values(fields)[0];
  if (first) throw new ValidationError(first, fields);
  return {
    kept: list.filter((b): b is BidSave & { id: number } => b.id !== null),
    added: list.filter((b) => b.id === null),
    removed: existing.filter((b) => !seen.has(b.id)),
  };
}

function bidSummary(plan: BidPlan, existing: BidRow[]): string | null {
  const before = new Map(existing.map((b) => [b.id, b]));
  const updated = plan.kept.filter((b) => {
    const was = before.get(b.id);
    return !was || was.bidderId !== b.bidderId || was.amount !== b.amount || was.isPreferred !== b.isPreferred;
  }).length;
  const parts = [
    plan.added.length ? `${plan.added.length} added` : '',
    updated ? `${updated} updated` : '',
    plan.removed.length ? `${plan.removed.length} removed` : '',
  ].filter(Boolean);
  return parts.length ? `Bids ${parts.join(', ')}` : null;
}

/**
 * PUT /appraisals/{id} and POST .../worksheet: the worksheet inputs and, when sent and allowed, the
 * bids (full replace) in one transaction. Computed figures are never taken from the request: the
 * route's schema drops them and changeAppraisal recomputes every stored figure with the domain.
 * Bid profits are the domain's bidProfit against the saved worksheet. `present` names the keys the
 * request carried; a key left out keeps its stored value.
 */
export async function saveWorksheet(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: WorksheetSave,
  present: ReadonlySet<string>,
) {
  const sendsBids = present.has('bids') && input.bids !== undefined;
  if (sendsBids && !canHandleBids(actor.dealer.roles))
    throw new ForbiddenError(WORKSHEET_SERVICE_MESSAGES.bidsForbidden);
  await changeAppraisal(ctx, actor, id, canWriteWorksheet, async (row, tx) => {
    const { changes, labels } = changedFields(row, input, present);
    if (
      changes.dealTypeId !== undefined &&
      changes.dealTypeId !== null &&
      !(await dealTypeExists(tx, changes.dealTypeId))
    ) {
      throw new ValidationError(WORKSHEET_SERVICE_MESSAGES.dealType, {
        dealTypeId: WORKSHEET_SERVICE_MESSAGES.dealType,
      });
    }
    const saved = { ...row, ...changes };
    const existing = await bidsOf(tx, id);
    if (sendsBids) {
      if (!canHandleBids(actor.dealer.roles, row)) throw new RuleError(WORKSHEET_SERVICE_MESSAGES.bidsClosed, 'CLOSED');
      const plan = await planBids(tx, actor.dealer.id, existing, input.bids ?? []);
      const write = (b: BidSave) => ({
        bidderId: b.bidderId,
        amount: b.amount,
        profit: bidProfit(b.amount, saved),
        isPreferred: b.isPreferred,
      });
      await replaceBids(
        tx,
        id,
        plan.kept.map((b) => ({ id: b.id, ...write(b) })),
        plan.added.map(write),
        ctx.now(),
      );
      if ((await preferredCount(tx, id)) > 1) throw new ConflictError(BID_MESSAGES.onePreferred);
      const bids = bidSummary(plan, existing);
      if (bids) labels.push(bids);
    } else {
      // Stored bid profits follow the worksheet even when the bids themselves are not sent.
      const stale = existing
        .map((b) => ({ id: b.id, profit: bidProfit(b.amount, saved) }))
        .filter((b, i) => b.profit !== existing[i]!.profit);
      await updateBidProfits(tx, stale);
    }
    if (labels.length === 0) return null;
    return { changes, action: 'Worksheet saved', details: labels.join('; ') };
  });
  return appraisalDetail(ctx, actor.dealer, id);
}
