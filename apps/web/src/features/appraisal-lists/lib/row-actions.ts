import {
  allowWriteAppraisal,
  CONFIRMATIONS,
  canSetBuying,
  canTakeLeaseStep,
  canUndoBuying,
  leaseManagementAction,
  type Roles,
} from '@dealer/domain';
import type { AppraisalRow } from '../api/get-appraisals';
import type { ListPageId } from './list-page-config';

/** A row's action button: the call it makes and its confirmation, or the dialog it opens. */
export type RowActionId = 'grounded' | 'pickedUp' | 'return' | 'location' | 'setBuying' | 'undoBuying';

export interface RowAction {
  id: RowActionId;
  label: string;
  /** The spec's confirmation before the call; dialogs ask for their values instead. */
  confirm?: string;
}

const ACTIONS: Readonly<Record<RowActionId, RowAction>> = {
  grounded: { id: 'grounded', label: 'Ground', confirm: CONFIRMATIONS.ground },
  pickedUp: { id: 'pickedUp', label: 'Picked up', confirm: CONFIRMATIONS.pickedUp },
  return: { id: 'return', label: 'Return' },
  location: { id: 'location', label: 'Location' },
  setBuying: { id: 'setBuying', label: 'Set to Buying', confirm: CONFIRMATIONS.setBuying },
  undoBuying: { id: 'undoBuying', label: 'Undo Buying', confirm: CONFIRMATIONS.undoBuying },
};

/** Whether a list page has row actions at all. */
export function pageHasRowActions(page: ListPageId, roles: Roles): boolean {
  return allowWriteAppraisal(roles) && (page === 'manageReturns' || page === 'service' || page === 'showroom');
}

/**
 * The row's actions on its page (part 2 section 4):
 * - Lease returns management: Ground on ground_return, Picked up on grounded (or for a vehicle
 *   being bought), replaced by Return when "Banks don't match"; Location while the vehicle is not
 *   yet turned in.
 * - Service and Showroom: "Set to Buying" on an open record, "Undo Buying" on a Buying one.
 * Only for roles that may write appraisals; the server checks the same rules.
 */
export function rowActions(page: ListPageId, roles: Roles, row: AppraisalRow): RowAction[] {
  if (!pageHasRowActions(page, roles)) return [];
  if (page === 'service' || page === 'showroom') {
    if (canSetBuying(roles, row)) return [ACTIONS.setBuying];
    if (canUndoBuying(roles, row) && !row.deletedAt) return [ACTIONS.undoBuying];
    return [];
  }
  if (row.appraisalTypeId !== 2 || row.deletedAt) return [];
  const main = leaseManagementAction(row);
  const actions: RowAction[] = [];
  if (main === 'ground' && canTakeLeaseStep(roles, 'grounded', row)) actions.push(ACTIONS.grounded);
  if (main === 'pickedUp' && canTakeLeaseStep(roles, 'pickedUp', row)) actions.push(ACTIONS.pickedUp);
  if (main === 'return' && canTakeLeaseStep(roles, 'returned', row)) actions.push(ACTIONS.return);
  if (canTakeLeaseStep(roles, 'location', row)) actions.push(ACTIONS.location);
  return actions;
}
