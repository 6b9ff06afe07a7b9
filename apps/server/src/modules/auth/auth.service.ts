import {
  AUTH_MESSAGES,
  type ConfirmAccountInput,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import { enqueuePersonalMessage } from '../outbox/outbox.service';
import { hasOpenInvitation } from '../users/invitations.repository';
import { findUserByEmail, findUserById, markSignedIn, setPassword } from '../users/users.repository';
import { type SessionPayload, sessionPayload } from '../users/users.service';
import { consumeToken, endOutstandingTokens, insertToken } from './auth.repository';
import { confirmAccountEmail, resetPasswordEmail } from './auth-messages';
import { checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { createSession, endAllSessions } from './session.service';

export const INVALID_TOKEN_MESSAGE = 'This link is invalid or has expired. Please request a new one.';
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different than previously used passwords.';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export async function login(
  ctx: AppContext,
  input: LoginInput,
  meta: RequestMeta,
): Promise<{ token: string; expiresAt: Date; payload: SessionPayload }> {
  await checkLoginAllowed(ctx, meta.ip, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  const payload = ok && user?.active ? await sessionPayload(ctx.db, user.id) : null;
  // A user with no dealer cannot use any screen, so signing in would only strand them; one with an
  // open invitation signs in to accept or decline it.
  const usable = payload && (payload.dealers.length > 0 || (await hasOpenInvitation(ctx.db, payload.user.id)));
  if (!user || !usable) {
    await recordLoginFailure(ctx, input.email);
    throw new UnauthorizedError(AUTH_MESSAGES.loginFailed, 'INVALID_CREDENTIALS');
  }
  await recordLoginSuccess(ctx, input.email);
  await markSignedIn(ctx.db, user.id, ctx.now());
  const session = await createSession(ctx, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return { ...session, payload };
}

/** Queues a single-use link; the caller's answer is the same whether or not the e-mail exists. */
export async function forgotPassword(ctx: AppContext, input: ForgotPasswordInput): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.active) return;
  const token = randomToken();
  const ttl = ctx.config.resetTokenTtlMs;
  const link = `${ctx.config.publicUrl}/auth/new-password?token=${token}`;
  const mail = resetPasswordEmail(user.firstName, link, Math.round(ttl / 60_000));
  await ctx.db.transaction(async (tx) => {
    await insertToken(tx, {
      userId: user.id,
      kind: 'reset',
      tokenHash: sha256(token),
      expiresAt: new Date(ctx.now().getTime() + ttl),
    });
    await enqueuePersonalMessage(tx, {
      userId: user.id,
      channel: 'email',
      recipient: user.email,
      subject: mail.subject,
      body: mail.body,
      links: [link],
    });
  });
  ctx.kickOutbox();
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, 'reset', sha256(input.token), ctx.now());
    if (!userId) throw new ValidationError(INVALID_TOKEN_MESSAGE, { token: INVALID_TOKEN_MESSAGE }, 'INVALID_TOKEN');
    const user = await findUserById(tx, userId);
    if (user?.passwordHash && (await verifyPassword(user.passwordHash, input.newPassword))) {
      // Throwing rolls the transaction back, so the link still works for a second try.
      throw new ValidationError(SAME_PASSWORD_MESSAGE, { newPassword: SAME_PASSWORD_MESSAGE });
    }
    await setPassword(tx, userId, passwordHash);
    await endOutstandingTokens(tx, userId, ctx.now());
    await endAllSessions(ctx, tx, userId);
  });
}

export async function confirmAccount(ctx: AppContext, input: ConfirmAccountInput): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, 'confirm', sha256(input.token), ctx.now());
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user || user.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new ValidationError(INVALID_TOKEN_MESSAGE, { token: INVALID_TOKEN_MESSAGE }, 'INVALID_TOKEN');
    }
    await setPassword(tx, user.id, passwordHash);
    await endOutstandingTokens(tx, user.id, ctx.now());
  });
}

/** A new single-use link with which the person chooses their first password. */
export async function issueConfirmLink(
  ctx: AppContext,
  db: DbOrTx,
  user: { id: number; email: string },
): Promise<string> {
  const token = randomToken();
  await insertToken(db, {
    userId: user.id,
    kind: 'confirm',
    tokenHash: sha256(token),
    expiresAt: new Date(ctx.now().getTime() + ctx.config.confirmTokenTtlMs),
  });
  return `${ctx.config.publicUrl}/auth/confirm-account?email=${encodeURIComponent(user.email)}&token=${token}`;
}

/**
 * Queues the account-confirmation e-mail for a new user (used when a dealer admin adds staff). It
 * is the person's message: the dealer that added them never sees the link.
 */
export async function sendConfirmLink(
  ctx: AppContext,
  db: DbOrTx,
  user: { id: number; email: string; firstName: string },
  dealer: { name: string },
): Promise<string> {
  const link = await issueConfirmLink(ctx, db, user);
  const mail = confirmAccountEmail(user.firstName, dealer.name, link);
  await enqueuePersonalMessage(db, {
    userId: user.id,
    channel: 'email',
    recipient: user.email,
    subject: mail.subject,
    body: mail.body,
    links: [link],
  });
  return link;
}
