import {
  type DealerUserForm,
  type DealerUserListQuery,
  dropsOwnAdmin,
  ROLE_GROUPS,
  ROLES,
  type RoleName,
  roleInfo,
  rolesAfterEdit,
  USER_ADMIN_MESSAGES,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { sendConfirmLink } from '../auth/auth.service';
import { endAllSessions } from '../auth/session.service';
import {
  countOtherAdmins,
  countOtherDealers,
  findMember,
  insertUser,
  listMembers,
  lockDealer,
  type MemberRow,
  membersHolding,
  removeMembership,
  setRolesAt,
  updateIdentity,
} from './dealer-users.repository';
import { inviteToDealer } from './invitations.service';
import { findUserByEmail } from './users.repository';

/** The admin making the change: who they are and their roles at the dealer. */
export interface Actor {
  userId: number;
  roles: readonly RoleName[];
}

const roleView = (name: RoleName) => {
  const { id, abbrev, summary } = roleInfo(name);
  return { id, name, abbrev, summary };
};

/** Part 2 section 3 "Dealer user: id, firstName, lastName, email, phoneNumber, roles[] (id, name, abbrev, summary), uid, name, createdAt, updatedAt", plus ours. */
function dealerUserView(row: MemberRow) {
  return {
    id: row.id,
    uid: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phoneNumber: row.phoneNumber,
    roles: row.roles.map(roleView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    /** False until the person chose a password through the confirm-account link. */
    confirmed: row.confirmed,
    /** Also a user of another dealer: name, e-mail and phone are theirs to change. */
    sharedAccount: row.sharedAccount,
  };
}
export type DealerUserView = ReturnType<typeof dealerUserView>;

async function viewOf(db: DbOrTx, dealerId: number, userId: number): Promise<DealerUserView> {
  const row = await findMember(db, dealerId, userId);
  if (!row) throw new NotFoundError('User not found.');
  return dealerUserView(row);
}

export async function listDealerUsers(ctx: AppContext, dealerId: number, query: DealerUserListQuery) {
  const { rows, total } = await listMembers(ctx.db, dealerId, query);
  return { rows: rows.map(dealerUserView), total };
}

export const getDealerUser = (ctx: AppContext, dealerId: number, userId: number) => viewOf(ctx.db, dealerId, userId);

/** GET /users/roles: every role a dealer user can hold, with its one-line summary. */
export const listRoles = () => ROLES.map((r) => ({ id: r.id, name: r.name, abbrev: r.abbrev, summary: r.summary }));

/** GET /users/deal: the users who may own a deal, the sales roles (part 1 section 6 "in sales"). */
export async function listDealOwners(ctx: AppContext, dealerId: number) {
  const rows = await membersHolding(ctx.db, dealerId, ROLE_GROUPS.inSales);
  return rows.map((u) => ({ ...u, name: `${u.firstName} ${u.lastName}`.trim() }));
}

/** Two requests creating the same new e-mail at once: the second meets the unique index. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** What POST /users did: a new account (201 with its view), or an invitation of an existing one (202). */
export type CreateOutcome = { kind: 'created'; user: DealerUserView } | { kind: 'invited'; email: string };

/**
 * POST /users. A new e-mail gets an account, the membership and the confirm-account e-mail (the
 * person's, not the dealer's). A known one, not a member here, gets an invitation: no membership
 * until its holder accepts, and the dealer learns nothing of the account. Either way the e-mail is
 * written in the same transaction as the change.
 */
export async function createDealerUser(
  ctx: AppContext,
  actor: Actor,
  dealerId: number,
  input: DealerUserForm,
): Promise<CreateOutcome> {
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      const dealer = await lockDealer(tx, dealerId);
      if (!dealer) throw new NotFoundError('Dealer not found.');
      const roles = rolesAfterEdit(actor.roles, input.roles, []);
      const known = await findUserByEmail(tx, input.email);
      if (known) {
        if (await findMember(tx, dealerId, known.id)) throw new ConflictError(USER_ADMIN_MESSAGES.alreadyMember);
        await inviteToDealer(ctx, tx, { dealer, person: known, roles, invitedBy: actor.userId });
        return null;
      }
      const user = await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber || null,
      });
      await setRolesAt(tx, dealerId, user.id, roles);
      ctx.sessions.forgetUser(user.id);
      await sendConfirmLink(ctx, tx, user, dealer);
      return user.id;
    });
    ctx.kickOutbox();
    if (userId === null) return { kind: 'invited', email: input.email };
    return { kind: 'created', user: await viewOf(ctx.db, dealerId, userId) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(USER_ADMIN_MESSAGES.emailTaken);
    throw error;
  }
}

/** Refuses a change that leaves the dealer without a dealer admin. */
async function keepAnAdmin(db: DbOrTx, dealerId: number, member: MemberRow, rolesAfter: readonly RoleName[]) {
  const losesAdmin = member.roles.includes('DEALER_ADMIN') && !rolesAfter.includes('DEALER_ADMIN');
  if (losesAdmin && (await countOtherAdmins(db, dealerId, member.id)) === 0) {
    throw new ConflictError(USER_ADMIN_MESSAGES.lastAdmin);
  }
}

const samePhone = (a: string | null, b: string | null) => (a || null) === (b || null);

/**
 * PUT /users/{id}: roles at this dealer (effective on the user's next request: the change forgets
 * them in this instance's session cache, and its commit in every other's) and the person's details. An account shared with another dealer keeps its name,
 * e-mail and phone (only its owner changes them), and a confirmed account its e-mail.
 */
export async function updateDealerUser(
  ctx: AppContext,
  actor: Actor,
  dealerId: number,
  userId: number,
  input: DealerUserForm,
) {
  let resendTo: string | null = null;
  await ctx.db.transaction(async (tx) => {
    const dealer = await lockDealer(tx, dealerId);
    const member = await findMember(tx, dealerId, userId);
    if (!dealer || !member) throw new NotFoundError('User not found.');
    const roles = rolesAfterEdit(actor.roles, input.roles, member.roles);
    if (dropsOwnAdmin(userId === actor.userId, member.roles, roles)) {
      throw new ConflictError(USER_ADMIN_MESSAGES.selfDemote);
    }
    await keepAnAdmin(tx, dealerId, member, roles);
    const emailChanged = input.email.toLowerCase() !== member.email.toLowerCase();
    const identityChanged =
      emailChanged ||
      input.firstName !== member.firstName ||
      input.lastName !== member.lastName ||
      !samePhone(input.phoneNumber, member.phoneNumber);
    if (identityChanged) {
      if (member.sharedAccount) throw new ConflictError(USER_ADMIN_MESSAGES.sharedAccount);
      if (emailChanged && member.confirmed) throw new ConflictError(USER_ADMIN_MESSAGES.confirmedEmail);
      const owner = emailChanged ? await findUserByEmail(tx, input.email) : undefined;
      if (owner && owner.id !== userId) throw new ConflictError(USER_ADMIN_MESSAGES.emailTaken);
      await updateIdentity(tx, userId, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber || null,
      });
    }
    await setRolesAt(tx, dealerId, userId, roles);
    ctx.sessions.forgetUser(userId);
    // An invitation sent to a mistyped address goes again, to the corrected one.
    if (emailChanged) {
      await sendConfirmLink(ctx, tx, { id: userId, email: input.email, firstName: input.firstName }, dealer);
      resendTo = input.email;
    }
  });
  if (resendTo) ctx.kickOutbox();
  return viewOf(ctx.db, dealerId, userId);
}

/**
 * DELETE /users/{id} (Deactivate): the person leaves this dealer; their user row, and so their
 * name on every record and activity, stays. Requests they make for this dealer fail from now on
 * (the session caches forget them, as for a role change); with no dealer left, every session of
 * theirs ends too.
 */
export async function deactivateDealerUser(ctx: AppContext, actor: Actor, dealerId: number, userId: number) {
  if (userId === actor.userId) throw new ConflictError(USER_ADMIN_MESSAGES.selfDeactivate);
  await ctx.db.transaction(async (tx) => {
    await lockDealer(tx, dealerId);
    const member = await findMember(tx, dealerId, userId);
    if (!member) throw new NotFoundError('User not found.');
    await keepAnAdmin(tx, dealerId, member, []);
    await removeMembership(tx, dealerId, userId);
    ctx.sessions.forgetUser(userId);
    if ((await countOtherDealers(tx, userId, dealerId)) === 0) await endAllSessions(ctx, tx, userId);
  });
}
