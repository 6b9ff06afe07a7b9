import { APPRAISAL_STATUS } from './constants/appraisal-statuses';
import { inspectionStatusLabel, isInspectionComplete } from './constants/inspection-statuses';
import type { LeaseManagementStage, WorkflowStage } from './constants/stages';
import { MATURITY_WARNING_MS, NO_OFFER_WARNING_MS } from './constants/timing';
import { type DateInput, toDate } from './format/dates';
import { formatDuration } from './format/duration';
import type { MoneyInput } from './formulas/cents';

/**
 * The fields the derived state reads. The spec does not name a field for "the customer accepted
 * the offer"; we call it offerAcceptedAt (a timestamp, set by POST /appraisals/{id}/respond/{x} when
 * the customer accepts, null otherwise), alongside the spec's offerSent.
 */
export interface StageFields {
  appraisalTypeId?: number | null;
  appraisalStatusId?: number | null;
  paveInspectSessionKey?: string | null;
  paveInspectStatus?: string | null;
  paveInspectResultId?: number | string | null;
  reconditioningCost?: MoneyInput;
  reconBodyCost?: MoneyInput;
  reconMechCost?: MoneyInput;
  reconOtherCost?: MoneyInput;
  offerSent?: unknown;
  offerAcceptedAt?: DateInput;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '' && v !== false;

/** Part 2 section 4: "A status set on the appraisal closes it." 0 is treated as no status. */
export function hasStatus(appraisal: { appraisalStatusId?: number | null }): boolean {
  return typeof appraisal.appraisalStatusId === 'number' && appraisal.appraisalStatusId !== 0;
}

/** Part 2 section 2.5: "When a status is set the record is closed." */
export function isClosed(appraisal: { appraisalStatusId?: number | null }): boolean {
  return hasStatus(appraisal);
}

/** An inspection was asked for (a capture session exists, or the provider reports progress). */
export function isInspectionRequested(a: StageFields): boolean {
  return present(a.paveInspectSessionKey) || inspectionStatusLabel(a.paveInspectStatus) !== 'Idle';
}

/** The provider reports the inspection done (Complete or QC Passed) or a condition report exists. */
export function isInspectionDone(a: StageFields): boolean {
  return isInspectionComplete(a.paveInspectStatus) || present(a.paveInspectResultId);
}

/** Someone entered the recon assessment (0 is an answer: "no recon needed"). */
export function isReconAssessed(a: StageFields): boolean {
  return [a.reconditioningCost, a.reconBodyCost, a.reconMechCost, a.reconOtherCost].some(present);
}

/**
 * The workflow stage (spec part 1 section 4, part 2 section 2.1 tabs). The spec names the stages
 * but not the rules; ours, first match wins:
 * 1. status 1 buying -> buying; status 2 grounding -> grounding. The end states follow the decision
 *    that led to them: 400 bought -> buying; 200 grounded, 220 picked up, 230 returned -> grounding.
 * 2. trade-in with offerAcceptedAt -> accepted ("Offer accepted").
 * 3. trade-in with offerSent -> offered ("Awaiting response").
 * 4. recon assessed (any recon cost entered) -> payoff ("Finalize payoff & Make offer / purchase
 *    decision"): what is left is the payoff and the decision.
 * 5. inspection requested and not done -> inspect ("Awaiting inspection").
 * 6. otherwise assess, the spec's default ("Recon assessment pending").
 * A rejected record (status 3) keeps the stage its fields give; it is listed on the Rejected page,
 * which has no tabs.
 */
export function deriveStage(a: StageFields): WorkflowStage {
  switch (a.appraisalStatusId) {
    case APPRAISAL_STATUS.BUYING:
    case APPRAISAL_STATUS.BOUGHT:
      return 'buying';
    case APPRAISAL_STATUS.GROUNDING:
    case APPRAISAL_STATUS.GROUNDED:
    case APPRAISAL_STATUS.PICKED_UP:
    case APPRAISAL_STATUS.RETURNED:
      return 'grounding';
  }
  const tradeIn = a.appraisalTypeId !== 2;
  if (tradeIn && present(a.offerAcceptedAt)) return 'accepted';
  if (tradeIn && present(a.offerSent)) return 'offered';
  if (isReconAssessed(a)) return 'payoff';
  if (isInspectionRequested(a) && !isInspectionDone(a)) return 'inspect';
  return 'assess';
}

/**
 * Lease-return management stage (part 2 section 2.1: ground_return, grounded, turnedin):
 * 200 grounded -> grounded; 220 picked up, 230 returned or 400 bought (the buy path's pick-up, see
 * lease-transitions.ts) -> turnedin ("Picked up/returned"); anything else -> ground_return, the
 * spec's default ("Not grounded/not returned").
 */
export function deriveLeaseStage(a: { appraisalStatusId?: number | null }): LeaseManagementStage {
  switch (a.appraisalStatusId) {
    case APPRAISAL_STATUS.GROUNDED:
      return 'grounded';
    case APPRAISAL_STATUS.PICKED_UP:
    case APPRAISAL_STATUS.RETURNED:
    case APPRAISAL_STATUS.BOUGHT:
      return 'turnedin';
    default:
      return 'ground_return';
  }
}

export interface BankFields {
  financeBank?: string | null;
  dealerBankId?: number | null;
}

/**
 * Whether the record's finance bank is one of the dealer's banks (part 2 section 2.1 "When the
 * finance bank is set but no dealer bank matches"). A record without a finance bank has nothing to
 * match. The server links a match through dealerBankId; when the caller passes the dealer's banks
 * a case- and space-insensitive name match counts as well.
 */
export function bankMatches(row: BankFields, dealerBanks?: readonly { name: string }[]): boolean {
  const bank = row.financeBank?.trim().toLowerCase();
  if (!bank) return true;
  if (row.dealerBankId !== null && row.dealerBankId !== undefined) return true;
  return (dealerBanks ?? []).some((b) => b.name.trim().toLowerCase() === bank);
}

/**
 * Part 2 section 4: "When the finance bank is set but matches no dealer bank, the Ground / Picked-up
 * action is replaced by the Return dialog." ground_return offers Ground (Picked up for a vehicle
 * being bought, status 1: the buy path skips grounding), grounded offers Picked up, turnedin offers
 * nothing more.
 */
export function leaseManagementAction(
  row: BankFields & { appraisalStatusId?: number | null },
  dealerBanks?: readonly { name: string }[],
): 'ground' | 'pickedUp' | 'return' | null {
  const stage = deriveLeaseStage(row);
  if (stage === 'turnedin') return null;
  if (!bankMatches(row, dealerBanks)) return 'return';
  return stage === 'ground_return' && row.appraisalStatusId !== APPRAISAL_STATUS.BUYING ? 'ground' : 'pickedUp';
}

export type RowWarningCode = 'noOffer' | 'maturesSoon' | 'maturityUnknown' | 'banksDontMatch';

export interface RowWarning {
  code: RowWarningCode;
  text: string;
  hint?: string;
}

export interface RowWarningFields extends BankFields {
  appraisalTypeId?: number | null;
  appraisalStatusId?: number | null;
  createdAt?: DateInput;
  deletedAt?: DateInput;
  offerSent?: unknown;
  maturityDate?: DateInput;
  /** Only on rows of roles that may read valuations (a value field). */
  highEquity?: boolean;
}

/**
 * Row warnings of part 2 section 2.1:
 * - "a trade-in with no offer sent within 24 hours of submission shows 'No offer sent in ...!'";
 * - "A lease maturing within 72 hours shows 'Matures in ...!'";
 * - "A lease without maturity shows 'Maturity unknown'";
 * - "When the finance bank is set but no dealer bank matches, the row shows 'Banks don't match'
 *   with the hint 'Needs to be grounded by another dealer'".
 * Open points, decided: "..." is the time since submission / until maturity (formatDuration); a
 * maturity already past still warns, reading 'Matured ... ago!', the most urgent case of all;
 * "Banks don't match" is about grounding, so it applies to lease returns; archived records and
 * records past the buy/ground decision (any status other than 1 buying or 2 grounding) show no
 * warnings, and the no-offer warning stops at any status (an open trade-in is the one awaiting an
 * offer). A maturity date is a calendar day and matures at its local midnight.
 * Setting 40117's 'High equity' mark is showsHighEquity, shown beside the stage.
 */
/** Archived records and those past the buy/ground decision carry no warnings (see rowWarnings). */
function warnsAbout(row: RowWarningFields): boolean {
  const status = row.appraisalStatusId ?? 0;
  return !toDate(row.deletedAt) && (status === 0 || status === 1 || status === 2);
}

export function rowWarnings(
  row: RowWarningFields,
  options: { now?: Date; dealerBanks?: readonly { name: string }[] } = {},
): RowWarning[] {
  const now = options.now ?? new Date();
  const status = row.appraisalStatusId ?? 0;
  if (!warnsAbout(row)) return [];
  const warnings: RowWarning[] = [];
  if (row.appraisalTypeId === 1) {
    const created = toDate(row.createdAt);
    const age = created ? now.getTime() - created.getTime() : 0;
    if (status === 0 && !present(row.offerSent) && age > NO_OFFER_WARNING_MS) {
      warnings.push({ code: 'noOffer', text: `No offer sent in ${formatDuration(age)}!` });
    }
  }
  if (row.appraisalTypeId === 2) {
    const maturity = toDate(row.maturityDate);
    if (!maturity) {
      warnings.push({ code: 'maturityUnknown', text: 'Maturity unknown' });
    } else {
      const left = maturity.getTime() - now.getTime();
      if (left <= MATURITY_WARNING_MS) {
        const text = left >= 0 ? `Matures in ${formatDuration(left)}!` : `Matured ${formatDuration(left)} ago!`;
        warnings.push({ code: 'maturesSoon', text });
      }
    }
    if (!bankMatches(row, options.dealerBanks)) {
      warnings.push({
        code: 'banksDontMatch',
        text: "Banks don't match",
        hint: 'Needs to be grounded by another dealer',
      });
    }
  }
  return warnings;
}

/**
 * Setting 40117's mark on a list row ('High equity', beside the stage): the server flagged the
 * equity at or above the dealer's threshold (for value-reading roles only), on a record the row
 * warnings would still speak for (open, not archived).
 */
export function showsHighEquity(row: RowWarningFields): boolean {
  return row.highEquity === true && warnsAbout(row);
}
