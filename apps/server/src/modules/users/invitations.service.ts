import { type RoleName, roleInfo, type UserInvitation } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { issueConfirmLink } from '../auth/auth.service';
import { enqueuePersonalMessage } from '../outbox/outbox.service';
import { findMember, lockDealer, setRolesAt } from './dealer-users.repository';
import { closeInvitation, findOpenInvitation, listOpenInvitations, saveOpenInvitation } from './invitations.repository';
import { invitationEmail } from './user-messages';
import { findUserById } from './users.repository';

const NOT_FOUND = 'Invitation not found.';

/**
 * Invites an existing account to the dealer, in the caller's transaction (which holds the dealer's
 * lock): no membership until the person accepts. The e-mail is theirs alone; an account still
 * without a password also gets a link to choose one, since they must sign in to answer.
 */
export async function inviteToDealer(
  ctx: AppContext,
  tx: DbOrTx,
  invitation: {
    dealer: { id: number; name: string };
    person: { id: number; email: string; firstName: string; passwordHash: string | null };
    roles: RoleName[];
    invitedBy: number;
  },
): Promise<void> {
  const { dealer, person } = invitation;
  await saveOpenInvitation(tx, {
    dealerId: dealer.id,
    userId: person.id,
    roles: invitation.roles,
    invitedBy: invitation.invitedBy,
    at: ctx.now(),
  });
  const inviter = await findUserById(tx, invitation.invitedBy);
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '';
  const signIn = `${ctx.config.publicUrl}/auth/login`;
  const choosePassword = person.passwordHash ? null : await issueConfirmLink(ctx, tx, person);
  const mail = invitationEmail({
    firstName: person.firstName,
    dealerName: dealer.name,
    inviterName,
    signIn,
    choosePassword,
  });
  await enqueuePersonalMessage(tx, {
    userId: person.id,
    channel: 'email',
    recipient: person.email,
    ...mail,
    links: choosePassword ? [signIn, choosePassword] : [signIn],
  });
}

const roleView = (name: RoleName) => {
  const { id, abbrev, summary } = roleInfo(name);
  return { id, name, abbrev, summary };
};

/** GET /user/invitations: the signed-in person's open invitations. */
export async function listOwnInvitations(ctx: AppContext, userId: number): Promise<UserInvitation[]> {
  const rows = await listOpenInvitations(ctx.db, userId);
  return rows.map((row) => ({
    id: row.id,
    dealer: { id: row.dealerId, name: row.dealerName },
    roles: row.roles.map(roleView),
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The person joins the dealer with the invited roles (the membership trigger tells every instance's
 * session cache). Someone else's or an answered invitation is a 404.
 */
export async function acceptInvitation(ctx: AppContext, userId: number, invitationId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Read, then lock in the order of every membership change (dealer, then rows), and read again.
    const peek = await findOpenInvitation(tx, invitationId, userId);
    if (!peek) throw new NotFoundError(NOT_FOUND);
    await lockDealer(tx, peek.dealerId);
    const invitation = await findOpenInvitation(tx, invitationId, userId, true);
    if (!invitation) throw new NotFoundError(NOT_FOUND);
    // Already a member (by another path): their roles there stay as they are.
    if (!(await findMember(tx, invitation.dealerId, userId))) {
      await setRolesAt(tx, invitation.dealerId, userId, invitation.roles);
    }
    await closeInvitation(tx, invitationId, userId, 'accepted', ctx.now());
  });
  ctx.sessions.forgetUser(userId);
}

/** The invitation is closed; the dealer gets no membership. */
export async function declineInvitation(ctx: AppContext, userId: number, invitationId: number): Promise<void> {
  if (!(await closeInvitation(ctx.db, invitationId, userId, 'declined', ctx.now()))) {
    throw new NotFoundError(NOT_FOUND);
  }
}
