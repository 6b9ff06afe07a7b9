import { roleLabel } from '../../dealer-users';
import type { Invitation } from '../api/get-invitations';

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * The roles an invitation offers, as a dealer reads them. DEALER (membership itself, which every
 * member holds) is left out unless it is all there is.
 */
export function invitedRoleNames(roles: Invitation['roles']): string {
  const named = roles.filter((r) => r.name !== 'DEALER');
  return list.format((named.length > 0 ? named : roles).map((r) => roleLabel(r.name)));
}

/** The notice's sentence: "<Dealer> invited you to join as <roles>." */
export function invitationText(invitation: Pick<Invitation, 'dealer' | 'roles'>): string {
  return `${invitation.dealer.name} invited you to join as ${invitedRoleNames(invitation.roles)}.`;
}

/** Who sent it, for the line under the sentence. */
export function invitedByText(invitation: Pick<Invitation, 'invitedBy'>): string {
  return `Sent by ${invitation.invitedBy}.`;
}

/** The Decline confirmation (ours: the issue names the action, not its text). */
export function declineConfirmation(invitation: Pick<Invitation, 'dealer'>): string {
  return `Decline the invitation to ${invitation.dealer.name}? You will not become a user of ${invitation.dealer.name}; they can invite you again.`;
}

/** An Accept or Decline whose invitation was answered elsewhere (another tab) or withdrawn. */
export const INVITATION_GONE = 'This invitation is no longer open.';
