import { hasStatus } from '../stage';
import {
  allowReadVals,
  allowTransfers,
  allowWriteAppraisal,
  allowWriteValues,
  isAdminOrAcquisition,
  isDealerAdmin,
  isServiceTech,
  type Roles,
} from './flags';

/** The appraisal fields the access rules read. */
export interface AccessFields {
  appraisalTypeId?: number | null;
  appraisalStatusId?: number | null;
  deletedAt?: unknown;
  vautoUrl?: string | null;
  crmSentAt?: unknown;
}

const archived = (a: AccessFields) => a.deletedAt !== null && a.deletedAt !== undefined;

/** Statuses under which the worksheet stays open (part 2 section 4). */
export const WORKSHEET_OPEN_STATUSES: readonly number[] = [1, 2];

/**
 * Part 2 section 4: "Worksheet editability: editable only when appraisalStatusId is 1 or 2 and the
 * user may write appraisals." Read literally, a record with no status (every new appraisal) could
 * never be priced, while the same spec says "When a status is set the record is closed". We keep
 * the product usable: the worksheet is editable with no status or with status 1 buying or 2
 * grounding (lease decisions still being worked), and closed by every other status (reject,
 * grounded, picked up, returned, bought). Archived records are read-only too.
 */
export function canWriteWorksheet(roles: Roles, appraisal: AccessFields): boolean {
  if (!allowWriteValues(roles) || archived(appraisal)) return false;
  return !hasStatus(appraisal) || WORKSHEET_OPEN_STATUSES.includes(appraisal.appraisalStatusId ?? 0);
}

/**
 * The valuation panels' rerun (part 2 section 2.5): the panels live on the worksheet tab
 * (allowReadVals), and a rerun writes the record's valuation and may fill the worksheet's wholesale
 * and retail valuations, so it is a worksheet write: allowWriteAppraisal and an editable record.
 */
export function canRerunValuation(roles: Roles, appraisal: AccessFields): boolean {
  return canWriteWorksheet(roles, appraisal);
}

/**
 * Part 2 section 2.5: "Without allowWriteAppraisal, header controls are disabled" and "When a
 * status is set the record is closed: header controls and the bidders box are disabled."
 */
export function canEditHeader(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && !hasStatus(appraisal) && !archived(appraisal);
}

/** Part 2 section 6: the contact edit icon is disabled without allowWriteAppraisal; it is a header control. */
export const canEditContact = canEditHeader;

/**
 * Part 2 section 4: "Only admin or acquisition manager handle bids"; section 2.5: on a closed record
 * "the bidders box [is] disabled". Without an appraisal: whether the role may handle bids at all.
 */
export function canHandleBids(roles: Roles, appraisal?: AccessFields): boolean {
  if (!isAdminOrAcquisition(roles)) return false;
  return appraisal === undefined || (!hasStatus(appraisal) && !archived(appraisal));
}

/**
 * Part 2 section 4: "Reject (type 1 with no status only)"; section 6: "Reject shows only when there
 * is no status and the type is 1." The spec ties reject to no role; the server pairs it with
 * allowWriteAppraisal like every other status change.
 */
export function canReject(appraisal: AccessFields): boolean {
  return appraisal.appraisalTypeId === 1 && !hasStatus(appraisal) && !archived(appraisal);
}

/** Part 2 section 4: "Reopen (status set)"; hidden without allowWriteAppraisal (section 6). */
export function canReopen(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && hasStatus(appraisal);
}

/** "Undo status | 'Undo the last status change?' | returns to previous status": needs a status to undo. */
export function canUndoStatus(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && hasStatus(appraisal);
}

/** Archive / Un-archive (part 2 section 4); hidden without allowWriteAppraisal. */
export function canArchive(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && !archived(appraisal);
}
export function canUnarchive(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && archived(appraisal);
}

/**
 * Part 2 section 4: "Transfer to linked dealer (needs allowTransfers and at least one linked
 * dealer)"; section 6 also disables transfer without allowWriteAppraisal. An archived copy cannot be
 * transferred again.
 */
export function canTransfer(roles: Roles, appraisal: AccessFields, linkedDealerCount: number): boolean {
  return allowTransfers(roles) && allowWriteAppraisal(roles) && linkedDealerCount > 0 && !archived(appraisal);
}

/** Part 1 section 6: the Transfers list filter "when linked dealers exist". */
export function canFilterTransfers(roles: Roles, linkedDealerCount: number): boolean {
  return allowTransfers(roles) && linkedDealerCount > 0;
}

/** Move to area and the odometer statement: disabled without allowWriteAppraisal (part 2 section 6). */
export function canMoveArea(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && !archived(appraisal);
}
export function canGenerateOdometerStatement(roles: Roles): boolean {
  return allowWriteAppraisal(roles);
}

/**
 * Part 2 section 4, "Set to Buying (service/showroom list) | 'Set status to Buying?' | status
 * becomes 1"; "Undo Buying | status cleared".
 */
export function canSetBuying(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && !hasStatus(appraisal) && !archived(appraisal);
}
export function canUndoBuying(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && appraisal.appraisalStatusId === 1;
}

/**
 * Offer, buy and ground go through the worksheet ("validate the form, save the worksheet, then
 * ..."), so they need an editable worksheet. Make offer is for trade-ins; buy and ground for lease
 * returns ("Ground (lease returns only)").
 */
export function canMakeOffer(roles: Roles, appraisal: AccessFields): boolean {
  return appraisal.appraisalTypeId !== 2 && canWriteWorksheet(roles, appraisal);
}
export function canBuy(roles: Roles, appraisal: AccessFields): boolean {
  return appraisal.appraisalTypeId === 2 && canWriteWorksheet(roles, appraisal);
}
export const canGround = canBuy;

/** Part 2 section 2.5: "Push to CRM (shown as Sent once crmSentAt is set)". */
export function canPushToCrm(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && !appraisal.crmSentAt;
}

/** Part 2 section 4: "Create vAuto appraisal | ... | only when no vautoUrl". */
export function canCreateVautoAppraisal(roles: Roles, appraisal: AccessFields): boolean {
  return allowWriteAppraisal(roles) && !appraisal.vautoUrl;
}

/**
 * Part 1 section 6: "The first user assigned to an appraisal is fetched only for users who may write
 * appraisals or are service techs."
 */
export function canFetchFirstUser(roles: Roles): boolean {
  return allowWriteAppraisal(roles) || isServiceTech(roles);
}

/** Part 2 section 2.5: "The worksheet tab (labelled Vehicle Assessment) appears only to users who may read valuations." */
export function canSeeWorksheet(roles: Roles): boolean {
  return allowReadVals(roles);
}

/** Part 2 section 6: "Campaign mailing-list upload | admin only". */
export function canUploadMailingList(roles: Roles): boolean {
  return isDealerAdmin(roles);
}
