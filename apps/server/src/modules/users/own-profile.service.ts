import { type ChangePasswordInput, type OwnProfileInput, PROFILE_MESSAGES, USER_ADMIN_MESSAGES } from '@dealer/domain';
import type { AppContext } from '../../context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { SAME_PASSWORD_MESSAGE } from '../auth/auth.service';
import { sendEmailChangeLink } from '../auth/email-change.service';
import { checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from '../auth/login-throttle';
import { endOtherSessions } from '../auth/session.service';
import { findUserByEmail, findUserById, setPassword, type UserRow, updateProfile } from './users.repository';
import { type SessionPayload, sessionPayload } from './users.service';

/**
 * The current password, checked like a sign-in: wrong guesses count against the account and the
 * address, so a borrowed session cannot be used to guess it.
 */
async function checkCurrentPassword(ctx: AppContext, user: UserRow, password: string | undefined, ip: string) {
  await checkLoginAllowed(ctx, ip, user.email);
  if (await verifyPassword(user.passwordHash, password ?? '')) {
    await recordLoginSuccess(ctx, user.email);
    return;
  }
  await recordLoginFailure(ctx, user.email);
  throw new ValidationError(PROFILE_MESSAGES.currentPasswordWrong, {
    currentPassword: PROFILE_MESSAGES.currentPasswordWrong,
  });
}

async function requireUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError();
  return user;
}

/**
 * PUT /user: name and phone at once; a different e-mail needs the current password and changes
 * only when the link sent to the new address is opened (answered as pendingEmail).
 */
export async function updateOwnProfile(
  ctx: AppContext,
  userId: number,
  input: OwnProfileInput,
  ip: string,
): Promise<SessionPayload & { pendingEmail: string | null }> {
  const user = await requireUser(ctx, userId);
  const newEmail = input.email && input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : null;
  if (newEmail) {
    if (!input.currentPassword) {
      throw new ValidationError(PROFILE_MESSAGES.currentPasswordForEmail, {
        currentPassword: PROFILE_MESSAGES.currentPasswordForEmail,
      });
    }
    await checkCurrentPassword(ctx, user, input.currentPassword, ip);
    const owner = await findUserByEmail(ctx.db, newEmail);
    if (owner && owner.id !== userId) {
      throw new ValidationError(USER_ADMIN_MESSAGES.emailTaken, { email: USER_ADMIN_MESSAGES.emailTaken });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const values = { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber ?? null };
    await updateProfile(tx, userId, values);
    if (newEmail) await sendEmailChangeLink(ctx, tx, user, newEmail);
  });
  if (newEmail) ctx.kickOutbox();
  const payload = await sessionPayload(ctx.db, userId);
  if (!payload) throw new NotFoundError();
  return { ...payload, pendingEmail: newEmail };
}

/** PUT /user/password: the current password, then the new one; every other session of the user ends. */
export async function changeOwnPassword(
  ctx: AppContext,
  userId: number,
  sessionToken: string,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  const user = await requireUser(ctx, userId);
  await checkCurrentPassword(ctx, user, input.currentPassword, ip);
  if (input.newPassword === input.currentPassword) {
    throw new ValidationError(SAME_PASSWORD_MESSAGE, { newPassword: SAME_PASSWORD_MESSAGE });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash);
    await endOtherSessions(ctx, tx, userId, sessionToken);
  });
}
