import { VALUE_FIELDS } from '@dealer/domain';
import { inArray } from 'drizzle-orm';
import { appraisals } from '../../../src/db/schema';
import type { MessageWorld } from './message-world';
import { answerText } from './screen-calls';
import { type IssuedSecret, secretsIn } from './secrets';
import { AUTO_OFFER_PERCENT, figuresOf, valueDataIn } from './value-figures';

/**
 * What in an answer a reader at `dealerId` (null: no session) may not obtain: any credential link
 * (no dealer sees a person's), another dealer's customer link and, for A's admin, what only B's
 * people and records hold.
 */
export function leaksIn(
  world: MessageWorld,
  secrets: readonly IssuedSecret[],
  answer: string,
  dealerId: number | null,
) {
  const privateText =
    dealerId === world.a.dealerId
      ? world.privateToB.filter((text) => answer.includes(text)).map((text) => `dealer B's "${text}"`)
      : [];
  return secretsIn(answer, secrets)
    .filter((s) => s.kind === 'credential' || s.dealerId !== dealerId)
    .map((s) =>
      s.kind === 'credential' ? `a credential link (${s.link})` : `another dealer's customer link (${s.link})`,
    )
    .concat(privateText);
}

/** Every value figure of both dealers' records, and the campaign rule's percentage. */
export async function worldFigures(world: MessageWorld): Promise<number[]> {
  const rows = await world.t.ctx.db
    .select()
    .from(appraisals)
    .where(inArray(appraisals.id, [world.a.recordId, world.b.recordId]));
  const fields = [...VALUE_FIELDS, 'autoOfferAmount', 'autoOfferAmountMax'];
  return [...rows.flatMap((row) => figuresOf(row, fields)), AUTO_OFFER_PERCENT];
}

/** The public pages and API calls a customer link leads to, opened as the customer (no session). */
function customerPages(secret: IssuedSecret): string[] {
  const url = new URL(secret.link);
  const offer = /^\/offer\/([^/]+)/.exec(url.pathname)?.[1];
  if (offer) return [`/api/offers/${offer}`, `/api/offers/${offer}/letter`];
  const invite = url.searchParams.get('invite');
  if (invite) return [`/api/public/invites/${invite}`];
  return [url.pathname + url.search];
}

/**
 * The value data an answer read by a role without allowReadVals carries: value fields and figures,
 * any offer link (value data itself), and what the customer pages of its other customer links show
 * (each page opened once per `opened`).
 */
export async function valueDataSeen(
  world: MessageWorld,
  secrets: readonly IssuedSecret[],
  figures: readonly number[],
  seen: { label: string; text: string; opened: Set<string> },
): Promise<string[]> {
  const { label, text, opened } = seen;
  const problems = valueDataIn(text, figures).map((found) => `${label}: ${found}`);
  for (const secret of secretsIn(text, secrets).filter((s) => s.kind === 'customer')) {
    if (secret.link.includes('/offer/')) problems.push(`${label}: an offer link (${secret.link})`);
    for (const page of customerPages(secret)) {
      if (opened.has(page)) continue;
      opened.add(page);
      const customer = await answerText(await world.send({ method: 'GET', url: page }));
      for (const found of valueDataIn(customer, figures)) problems.push(`${label} → customer page ${page}: ${found}`);
    }
  }
  return problems;
}
