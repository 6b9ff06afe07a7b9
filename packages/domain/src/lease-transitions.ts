import { APPRAISAL_STATUS } from './constants/appraisal-statuses';
import { allowWriteAppraisal, type Roles } from './permissions/flags';
import { type BankFields, bankMatches, deriveLeaseStage } from './stage';

/**
 * The lease-return management steps (part 2 section 4: Ground, Picked up, Returned, and the
 * location change of part 1 section 7), called from the management list's rows.
 */
export const LEASE_STEPS = ['grounded', 'pickedUp', 'returned', 'location'] as const;
export type LeaseStep = (typeof LEASE_STEPS)[number];

/** Refusals (422) of a lease step; the spec gives none, the texts are ours. */
export const LEASE_STEP_MESSAGES = {
  leaseOnly: 'Only a lease return has these steps.',
  archived: 'This record is archived.',
  grounded: 'Only a vehicle not yet grounded can be grounded.',
  buyingNotGrounded: 'A vehicle being bought is not grounded: mark it picked up.',
  pickedUp: 'Only a grounded vehicle, or one being bought, can be marked picked up.',
  turnedIn: 'This vehicle was already picked up or returned.',
  banksDontMatch: "Banks don't match: this vehicle needs to be grounded by another dealer. Use Return.",
} as const;

export interface LeaseStepFields extends BankFields {
  appraisalTypeId?: number | null;
  appraisalStatusId?: number | null;
  deletedAt?: unknown;
}

/**
 * Which steps a record may take, and where each leads. Our rules (the spec names the steps, not
 * their guards):
 * - Ground: a lease return in ground_return that is not being bought (no status, or 2 grounding)
 *   -> 200 grounded.
 * - Picked up: a grounded vehicle (200) -> 220 picked up. A vehicle being bought (1 buying, the
 *   BUY decision of the worksheet) skips grounding: the dealer keeps it, so its pick-up is the
 *   purchase's end -> 400 bought. That is the one path to "bought".
 * - Returned (the Return dialog): any lease return not yet turned in -> 230 returned.
 * - Location: any lease return not yet turned in; it changes where the vehicle is picked up, not
 *   the status.
 * Ground and Picked up need the finance bank to match a dealer bank ("When the finance bank is set
 * but matches no dealer bank, the Ground / Picked-up action is replaced by the Return dialog").
 * Every step needs allowWriteAppraisal (a 403 otherwise, checked apart from these 422s).
 */
export function leaseStepRefusal(
  step: LeaseStep,
  row: LeaseStepFields,
  dealerBanks?: readonly { name: string }[],
): string | null {
  if (row.appraisalTypeId !== 2) return LEASE_STEP_MESSAGES.leaseOnly;
  if (row.deletedAt !== null && row.deletedAt !== undefined) return LEASE_STEP_MESSAGES.archived;
  const stage = deriveLeaseStage(row);
  const status = row.appraisalStatusId ?? null;
  if (stage === 'turnedin') return LEASE_STEP_MESSAGES.turnedIn;
  if (step === 'grounded') {
    if (status === APPRAISAL_STATUS.BUYING) return LEASE_STEP_MESSAGES.buyingNotGrounded;
    if (stage !== 'ground_return' || (status !== null && status !== APPRAISAL_STATUS.GROUNDING)) {
      return LEASE_STEP_MESSAGES.grounded;
    }
  }
  if (step === 'pickedUp' && status !== APPRAISAL_STATUS.GROUNDED && status !== APPRAISAL_STATUS.BUYING) {
    return LEASE_STEP_MESSAGES.pickedUp;
  }
  if ((step === 'grounded' || step === 'pickedUp') && !bankMatches(row, dealerBanks)) {
    return LEASE_STEP_MESSAGES.banksDontMatch;
  }
  return null;
}

/** The status a step sets (null: the location step keeps the status). */
export function leaseStepStatus(step: LeaseStep, row: { appraisalStatusId?: number | null }): number | null {
  switch (step) {
    case 'grounded':
      return APPRAISAL_STATUS.GROUNDED;
    case 'pickedUp':
      return row.appraisalStatusId === APPRAISAL_STATUS.BUYING ? APPRAISAL_STATUS.BOUGHT : APPRAISAL_STATUS.PICKED_UP;
    case 'returned':
      return APPRAISAL_STATUS.RETURNED;
    default:
      return null;
  }
}

/** Whether the row's actions show for this user and record (the server answers 403/422 as well). */
export function canTakeLeaseStep(
  roles: Roles,
  step: LeaseStep,
  row: LeaseStepFields,
  dealerBanks?: readonly { name: string }[],
): boolean {
  return allowWriteAppraisal(roles) && leaseStepRefusal(step, row, dealerBanks) === null;
}
