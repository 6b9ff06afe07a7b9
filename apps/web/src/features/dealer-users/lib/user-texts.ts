import { formatDateTime } from '@dealer/domain';
import type { DealerUser } from '../api/get-dealer-users';

/** The Deactivate confirmation (ours: the spec names the action, not its text). */
export function deactivateConfirmation(user: Pick<DealerUser, 'name'>, dealerName: string): string {
  return `Deactivate ${user.name}? They lose access to ${dealerName} at once. Their name stays on every record they worked on.`;
}

/** The last sign-in cell: a date, or why there is none. */
export function lastSignInText(user: Pick<DealerUser, 'lastSignInAt' | 'confirmed'>): string {
  if (user.lastSignInAt) return formatDateTime(user.lastSignInAt);
  return user.confirmed ? 'Never' : 'Invited, not confirmed yet';
}

/** Under "Invitation sent.": what happens next, and nothing about the account (issue 35). */
export function invitedNote(email: string, dealerName: string): string {
  return `${email} becomes a user of ${dealerName} after accepting the invitation.`;
}
