import { inSales, isDealerAdmin, isGroupAdmin, type Roles } from './flags';
import { parseRoles, type RoleName, roleById, roleInfo } from './roles';

/**
 * Who manages a dealer's users (spec part 2 section 2.6: the Users tab is "dealer admin only").
 * The API's /users, /users/{id} and the user writes check this.
 */
export const canManageUsers = (roles: Roles): boolean => isDealerAdmin(roles);

/**
 * GET /users/deal: "the users who may own a deal: the sales roles" (part 1 section 6, "All sales
 * roles / in sales").
 */
export const canOwnDeal = (roles: Roles): boolean => inSales(roles);

/**
 * A role the acting admin may give or take away. GROUP_ADMIN sees statistics across every dealer,
 * so only a group admin hands it out: a dealer admin must not widen their own reach beyond their
 * dealer. DEALER is membership itself, held by everyone in the dealer, never a checkbox.
 */
export function canGrantRole(actorRoles: Roles, role: RoleName): boolean {
  if (role === 'DEALER') return false;
  if (role === 'GROUP_ADMIN') return isGroupAdmin(actorRoles);
  return true;
}

/**
 * The roles a member holds after an edit: DEALER (membership) plus the requested role ids,
 * except roles the actor may not change, which keep their current state.
 */
export function rolesAfterEdit(actorRoles: Roles, requestedIds: readonly number[], current: Roles): RoleName[] {
  const held = new Set(parseRoles(current));
  const requested = new Set(requestedIds.map((id) => roleById(id)?.name).filter((n): n is RoleName => !!n));
  const out = new Set<RoleName>(['DEALER']);
  for (const role of new Set([...held, ...requested])) {
    if (role === 'DEALER') continue;
    const wanted = canGrantRole(actorRoles, role) ? requested.has(role) : held.has(role);
    if (wanted) out.add(role);
  }
  return [...out].sort((a, b) => roleInfo(a).id - roleInfo(b).id);
}

/**
 * Whether an edit takes the actor's own Dealer admin role away (refused, as deactivating oneself
 * is: it would lock them out of the Users page in the middle of their edit).
 */
export function dropsOwnAdmin(self: boolean, before: Roles, after: Roles): boolean {
  return self && isDealerAdmin(before) && !isDealerAdmin(after);
}

/** The 409 messages of the user writes (ours: the spec gives no server texts). */
export const USER_ADMIN_MESSAGES = {
  selfDeactivate: 'You cannot deactivate yourself. Ask another dealer admin to do it.',
  /** Issue 38 point 10: unticking one's own Dealer admin locked the admin out of this page at once. */
  selfDemote: 'You cannot remove your own Dealer admin role. Ask another dealer admin to do it.',
  lastAdmin: 'This dealer needs at least one dealer admin. Make someone else a dealer admin first.',
  alreadyMember: 'This person is already a user of this dealer.',
  emailTaken: 'This e-mail belongs to another account.',
  sharedAccount:
    'This person also works for another dealer, so only they can change their name, e-mail and phone (in Your settings).',
  confirmedEmail: 'This person has confirmed their account, so only they can change their e-mail (in Your settings).',
  /** POST /users for an existing account: an invitation, nothing more said about the account. */
  invitationSent: 'Invitation sent.',
} as const;
