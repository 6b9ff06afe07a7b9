import { z } from 'zod';
import { APPRAISAL_STATUS_IDS } from '../constants/appraisal-statuses';
import { AREAS } from '../constants/areas';
import { OFFER_TYPES, SELL_STRATEGY_IDS } from '../constants/sell-strategies';
import { AUTH_MESSAGES } from './auth';
import {
  flag,
  optionalDate,
  optionalId,
  optionalOneOf,
  optionalText,
  requiredEmail,
  requiredId,
  requiredMoney,
} from './fields';

/**
 * Bodies of the appraisal action calls (part 1 section 7, part 2 section 7). The spec gives their
 * fields, not their messages; the texts are ours.
 */
export const APPRAISAL_ACTION_MESSAGES = {
  status: `appraisalStatusId must be one of: ${APPRAISAL_STATUS_IDS.join(', ')}`,
  area: 'Choose Buying center, Lease return, Showroom or Service.',
  dealer: 'Choose a dealer.',
  dealType: 'Choose a purchase type.',
  affiliate: 'Choose an affiliate.',
  sellStrategy: 'Choose Wholesale, Auction, Repair or Retail.',
  ownerStatus: 'Choose Paid off, Finance or Lease.',
  users: 'Choose users from the list.',
  emailRequired: AUTH_MESSAGES.emailRequired,
  amount: 'Enter an amount.',
  offerType: 'Offer type must be auction or retail.',
  bank: 'Choose a bank.',
} as const;

/** POST .../status {appraisalStatusId, notify}; null clears the status ("clearing the status also clears the sell strategy"). */
export const setStatusSchema = z.object({
  appraisalStatusId: optionalOneOf(APPRAISAL_STATUS_IDS, APPRAISAL_ACTION_MESSAGES.status),
  notify: flag(false),
});
export type SetStatus = z.output<typeof setStatusSchema>;

/** POST .../move-area {toArea} ("buying, lease, showroom, service"). */
export const moveAreaSchema = z.object({ toArea: z.enum(AREAS, { error: APPRAISAL_ACTION_MESSAGES.area }) });
export type MoveArea = z.output<typeof moveAreaSchema>;

/** POST .../transfer {toDealerId}. */
export const transferSchema = z.object({ toDealerId: requiredId(APPRAISAL_ACTION_MESSAGES.dealer) });
export type Transfer = z.output<typeof transferSchema>;

/** POST .../deal_type "dealTypeId (or null)". */
export const dealTypeSchema = z.object({ dealTypeId: optionalId(APPRAISAL_ACTION_MESSAGES.dealType) });
export type DealTypeChange = z.output<typeof dealTypeSchema>;

/** POST .../affiliate {affiliateId}; null removes it. */
export const affiliateAssignSchema = z.object({ affiliateId: optionalId(APPRAISAL_ACTION_MESSAGES.affiliate) });
export type AffiliateAssign = z.output<typeof affiliateAssignSchema>;

/** POST .../sell_strat {sellStrategyStatusId}. */
export const sellStrategySchema = z.object({
  sellStrategyStatusId: optionalOneOf(SELL_STRATEGY_IDS, APPRAISAL_ACTION_MESSAGES.sellStrategy),
});
export type SellStrategyChange = z.output<typeof sellStrategySchema>;

/** POST .../owner-status {ownerStatusId}. */
export const ownerStatusSchema = z.object({
  ownerStatusId: optionalOneOf([1, 2, 3], APPRAISAL_ACTION_MESSAGES.ownerStatus),
});
export type OwnerStatusChange = z.output<typeof ownerStatusSchema>;

/** PUT .../users {userIds}. */
export const assignUsersSchema = z.object({
  userIds: z.array(z.number().int().positive(), { error: APPRAISAL_ACTION_MESSAGES.users }),
});
export type AssignUsers = z.output<typeof assignUsersSchema>;

/** POST .../email {email}. */
export const appraisalEmailSchema = z.object({ email: requiredEmail(APPRAISAL_ACTION_MESSAGES.emailRequired) });
export type AppraisalEmail = z.output<typeof appraisalEmailSchema>;

/**
 * POST .../finance_bank ("bank"): the finance bank name (free text, matched to the dealer's banks by
 * the server), optionally the dealer bank chosen, its number and the maturity date.
 */
export const financeBankSchema = z.object({
  financeBank: optionalText(200),
  dealerBankId: optionalId(APPRAISAL_ACTION_MESSAGES.bank),
  financeBankNum: optionalText(40),
  maturityDate: optionalDate(),
});
export type FinanceBankChange = z.output<typeof financeBankSchema>;

/** POST .../buy ("amount, notify, type"). */
export const buySchema = z.object({
  amount: requiredMoney(APPRAISAL_ACTION_MESSAGES.amount, { min: 0 }),
  notify: flag(false),
  type: z.enum(OFFER_TYPES, { error: APPRAISAL_ACTION_MESSAGES.offerType }).optional().default('retail'),
});
export type Buy = z.output<typeof buySchema>;

/** POST .../ground (notify). */
export const groundSchema = z.object({ notify: flag(false) });
export type Ground = z.output<typeof groundSchema>;
