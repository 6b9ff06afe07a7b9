import { USER_ADMIN_MESSAGES } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { ValidationError } from '../../lib/errors';
import { enqueuePersonalMessage } from '../outbox/outbox.service';
import { findUserByEmail, setEmail } from '../users/users.repository';
import { consumeEmailToken, endOutstandingTokens, insertToken } from './auth.repository';
import { INVALID_TOKEN_MESSAGE } from './auth.service';
import { confirmEmailChangeEmail, emailChangeNoticeEmail } from './auth-messages';
import { endAllSessions } from './session.service';

/**
 * Queues the link that makes `newEmail` the user's sign-in e-mail (sent to the new address, so it
 * proves the address works and is theirs) and a notice to the old one. Nothing changes until the
 * link is opened. Both are the person's messages, in no dealer's Outbox.
 */
export async function sendEmailChangeLink(
  ctx: AppContext,
  db: DbOrTx,
  user: { id: number; email: string; firstName: string },
  newEmail: string,
): Promise<void> {
  const token = randomToken();
  const link = `${ctx.config.publicUrl}/auth/confirm-email?token=${token}`;
  await insertToken(db, {
    userId: user.id,
    kind: 'email',
    tokenHash: sha256(token),
    newEmail,
    expiresAt: new Date(ctx.now().getTime() + ctx.config.confirmTokenTtlMs),
  });
  const confirm = confirmEmailChangeEmail(user.firstName, newEmail, link);
  const notice = emailChangeNoticeEmail(user.firstName, newEmail);
  const userId = user.id;
  await enqueuePersonalMessage(db, { userId, channel: 'email', recipient: newEmail, ...confirm, links: [link] });
  await enqueuePersonalMessage(db, { userId, channel: 'email', recipient: user.email, ...notice, links: [] });
}

/**
 * Opens an e-mail change link: the address becomes the sign-in e-mail and every session ends (the
 * user signs in again with it). An address taken by someone else meanwhile is refused.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, sha256(token), ctx.now());
    if (!row?.newEmail) {
      throw new ValidationError(INVALID_TOKEN_MESSAGE, { token: INVALID_TOKEN_MESSAGE }, 'INVALID_TOKEN');
    }
    const owner = await findUserByEmail(tx, row.newEmail);
    if (owner && owner.id !== row.userId) {
      throw new ValidationError(USER_ADMIN_MESSAGES.emailTaken, { token: USER_ADMIN_MESSAGES.emailTaken });
    }
    await setEmail(tx, row.userId, row.newEmail);
    await endOutstandingTokens(tx, row.userId, ctx.now());
    await endAllSessions(ctx, tx, row.userId);
  });
}
