import { mailingAddressKey } from '@dealer/domain';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { sealer } from '../../lib/sealed-text';
import { addUnsubscribe, dealerBrand } from './campaign-mailing.repository';

export const UNSUBSCRIBE_MESSAGES = { invalid: 'This unsubscribe link is not valid.' } as const;

/**
 * The dealer and address sealed (encrypted and signed with the server's secret): the link works
 * without a session, cannot be forged for another address, and shows no address in the URL.
 */
const unsubscribeSealer = (ctx: AppContext) => sealer(ctx.config.sessionSecret, 'mailing-unsubscribe');

export function unsubscribeUrl(ctx: AppContext, dealerId: number, email: string): string {
  const token = unsubscribeSealer(ctx).seal(`${dealerId}:${mailingAddressKey(email)}`);
  return `${ctx.config.publicUrl}/unsubscribe?token=${token}`;
}

/**
 * POST /public/unsubscribe: the address of the token is never mailed by its dealer again (the
 * mailing lists' verdict says "unsubscribed"). Answers the dealer's brand for the confirmation page.
 */
export async function unsubscribe(ctx: AppContext, token: string) {
  const opened = unsubscribeSealer(ctx).open(token);
  const match = opened ? /^(\d+):(.+)$/.exec(opened) : null;
  const dealer = match && (await dealerBrand(ctx.db, Number(match[1])));
  if (!match || !dealer) throw new NotFoundError(UNSUBSCRIBE_MESSAGES.invalid);
  await addUnsubscribe(ctx.db, dealer.id, match[2]!, ctx.now());
  return { dealer, email: match[2]! };
}
