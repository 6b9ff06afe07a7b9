import { canGrantRole, type RoleName } from '@dealer/domain';
import type { DealerUserRole } from '../api/get-dealer-users';

export interface RoleOption extends DealerUserRole {
  /** The acting admin may not change this role (GROUP_ADMIN unless a group admin). */
  locked: boolean;
}

/** The role checkboxes: every role but DEALER (membership itself, held by everyone here). */
export function roleOptions(roles: readonly DealerUserRole[], actorRoles: readonly RoleName[]): RoleOption[] {
  return roles.filter((r) => r.name !== 'DEALER').map((r) => ({ ...r, locked: !canGrantRole(actorRoles, r.name) }));
}

/** The badges of a user row: their roles without DEALER, which every user holds. */
export function badgeRoles(roles: readonly DealerUserRole[]): DealerUserRole[] {
  return roles.filter((r) => r.name !== 'DEALER');
}

/** A role's name as a dealer reads it: DEALER_ADMIN -> "Dealer admin", ACQ_MANAGER -> "Acquisition manager". */
export function roleLabel(name: string): string {
  const words = name.toLowerCase().replace(/_/g, ' ').replace(/^acq /, 'acquisition ');
  return words.replace(/^./, (c) => c.toUpperCase());
}
