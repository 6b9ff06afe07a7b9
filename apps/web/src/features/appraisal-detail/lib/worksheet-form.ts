import {
  type BidLike,
  bidsForSave,
  DEALER_SETTING,
  dealerSettingDef,
  payoffMessage,
  type WorksheetInput,
  type worksheetSaveSchema,
} from '@dealer/domain';
import { type MoneyInputValue, moneyInputNumber, toMoneyInputValue } from '../../../components/money-input';
import type { AppraisalDetail, Bid } from '../api/get-appraisal-detail';

/** The money inputs of the Vehicle Assessment tab (payoff, the two cards, the fee panel). */
export const WORKSHEET_MONEY_FIELDS = [
  'adjustedPayoffAmount',
  'auctionValuation',
  'auctionProposal',
  'retailValuation',
  'retailProposal',
  'pickupFee',
  'auctionFee',
  'wholesalePack',
  'carOfferFee',
  'reconBodyCost',
  'reconMechCost',
  'reconOtherCost',
  'profitObjective',
  'actualCost',
] as const;
export type WorksheetMoneyField = (typeof WORKSHEET_MONEY_FIELDS)[number];

/** A bid as the worksheet edits it: new ones carry temporary negative ids until saved. */
export interface WorksheetBid extends BidLike {
  id: number;
  bidderId: number;
  bidderName: string;
  amount: number;
  isPreferred: boolean;
}

export type WorksheetFormValues = Record<WorksheetMoneyField, MoneyInputValue> & {
  dmsId: string;
  packageNotes: string;
  bids: WorksheetBid[];
};

/** The record fields the form reads (value fields are optional on the detail). */
export type WorksheetRecord = Pick<AppraisalDetail, 'bids' | 'worksheetDefaults'> &
  Partial<Record<WorksheetMoneyField | 'carOfferAmount' | 'carOfferProposal', number | null>> & {
    dmsId?: string | null;
    packageNotes?: string | null;
  };

/**
 * Dealer setting 40107, "the default pickup (transport) fee a new worksheet starts with": a blank
 * pickup fee starts at the dealer's value (the record's worksheetDefaults), else the spec default.
 */
export const DEFAULT_PICKUP_FEE = Number(dealerSettingDef(DEALER_SETTING.DEFAULT_PICKUP_FEE)?.defaultValue ?? 0);

const toBid = (b: Bid): WorksheetBid => ({
  id: b.id,
  bidderId: b.bidderId,
  bidderName: b.bidderName,
  amount: Number(b.amount),
  isPreferred: b.isPreferred,
  profit: b.profit,
});

/** The form's starting values from the record. */
export function worksheetFormValues(record: WorksheetRecord): WorksheetFormValues {
  const money = Object.fromEntries(WORKSHEET_MONEY_FIELDS.map((f) => [f, toMoneyInputValue(record[f])])) as Record<
    WorksheetMoneyField,
    MoneyInputValue
  >;
  if (money.pickupFee === '') money.pickupFee = record.worksheetDefaults?.pickupFee ?? DEFAULT_PICKUP_FEE;
  return {
    ...money,
    dmsId: record.dmsId ?? '',
    packageNotes: record.packageNotes ?? '',
    bids: (record.bids ?? []).map(toBid),
  };
}

/**
 * What the formulas read: the form's inputs plus the car-offer figures the tab does not edit (kept
 * from the record so the stored car-offer strategy is computed as the server will).
 */
export function worksheetInputOf(
  values: Partial<Record<WorksheetMoneyField, MoneyInputValue>>,
  record?: WorksheetRecord,
): WorksheetInput {
  const input: WorksheetInput = {
    carOfferAmount: record?.carOfferAmount ?? null,
    carOfferProposal: record?.carOfferProposal ?? null,
  };
  for (const f of WORKSHEET_MONEY_FIELDS) {
    if (f === 'actualCost') continue;
    input[f] = values[f] ?? null;
  }
  return input;
}

export type WorksheetSaveBody = Partial<Omit<(typeof worksheetSaveSchema)['_zod']['output'], 'bids'>> & {
  bids?: ReturnType<typeof bidsForSave>;
};

type ParsedWorksheet = (typeof worksheetSaveSchema)['_zod']['output'];

/**
 * The save body: only the fields this tab edits (the header saves the purchase type and sell
 * strategy; a key left out keeps its stored value), and the bids only when the user may handle them
 * (part 1 section 7: "bids included only when allowed"; only positive ids are sent).
 */
export function worksheetSaveBody(
  parsed: ParsedWorksheet,
  values: WorksheetFormValues,
  record: WorksheetRecord,
  sendBids: boolean,
): WorksheetSaveBody {
  const body: WorksheetSaveBody = { dmsId: parsed.dmsId, packageNotes: parsed.packageNotes };
  for (const f of WORKSHEET_MONEY_FIELDS) body[f] = parsed[f];
  if (sendBids) body.bids = bidsForSave(values.bids, worksheetInputOf(values, record));
  return body;
}

/** The zod issues of a worksheet check as field messages (first message per field). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'root';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The payoff's message as it is entered (issue 38 point 3; part 2 section 5 "payoff shows an
 * error when at most 0"): an entered amount of 0 is refused at once; a blank payoff is refused
 * only before an offer, buy or ground, where worksheetSubmitSchema checks it.
 */
export function enteredPayoffMessage(value: MoneyInputValue, ownerStatusId: number | null | undefined): string | null {
  const amount = moneyInputNumber(value);
  return amount === null ? null : payoffMessage(amount, ownerStatusId);
}
