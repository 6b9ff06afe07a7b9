import { canGrantRole, type RoleName, USER_ADMIN_MESSAGES } from '@dealer/domain';
import type { DealerUserRole } from '../api/get-dealer-users';

export interface RoleOption extends DealerUserRole {
  /** The acting admin may not change this role (GROUP_ADMIN unless a group admin; their own Dealer admin). */
  locked: boolean;
  /** Why it is locked, when the summary alone would not say. */
  note?: string;
}

/**
 * The role checkboxes: every role but DEALER (membership itself, held by everyone here). Editing
 * themselves, an admin's own Dealer admin role is locked, as deactivating themselves is refused
 * (issue 38 point 10): unticked, it signed them out of the page mid-edit.
 */
export function roleOptions(
  roles: readonly DealerUserRole[],
  actorRoles: readonly RoleName[],
  self = false,
): RoleOption[] {
  return roles
    .filter((r) => r.name !== 'DEALER')
    .map((r) =>
      self && r.name === 'DEALER_ADMIN' && actorRoles.includes('DEALER_ADMIN')
        ? { ...r, locked: true, note: USER_ADMIN_MESSAGES.selfDemote }
        : { ...r, locked: !canGrantRole(actorRoles, r.name) },
    );
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
