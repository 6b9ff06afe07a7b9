import { randomBytes } from 'node:crypto';
import {
  type CustomerForm,
  type CustomerFormResult,
  canShareForm,
  EMAIL_TEMPLATE_IDS,
  type NewAppraisalMinimal,
  type RoleName,
  type ShareForm,
  type ShareFormTypeCode,
  type ShareInviteResult,
  type StartAppraisal,
  type StartResult,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { automatedOfferOf } from '../campaigns';
import { customerEmail } from '../email-templates';
import { waitForJob } from '../jobs';
import { enqueueMessage } from '../outbox/outbox.service';
import {
  activeMemberByUid,
  dealerById,
  dealerBySlug,
  dealerCampaignExists,
  findShareInvite,
  insertShareInvites,
} from './intake.repository';
import { answerOf, type IntakePorts, startAppraisalFor } from './start.service';

export const INTAKE_MESSAGES = {
  dealerNotFound: 'Dealer not found.',
  inviteNotFound: 'This form link is no longer valid.',
} as const;

/** The public form of a type: lease returns on /{dslug}/return, trade-ins on /{dslug}/sell. */
export function customerFormPath(slug: string, typeCode: string) {
  return `/${slug}/${typeCode === 'lease' ? 'return' : 'sell'}`;
}

/** The invite's text message; the e-mail is the "share-invite" e-mail template. */
const shareSms = (dealer: string, url: string, lease: boolean) =>
  `${dealer}: tell us about ${lease ? 'your lease return' : 'your vehicle'} here: ${url}`;

export interface FormInvite {
  dealer: { id: number; slug: string };
  userId: number | null;
  typeCode: ShareFormTypeCode;
  shareType: string;
  recipient: string | null;
  prefill: NewAppraisalMinimal | null;
  campaignId: number | null;
}

/**
 * A personal link to the public form, stored with its prefill and campaign: the token is random,
 * so no link tells anything about another. Also used by campaign mailing lists.
 */
export async function createFormInvite(ctx: AppContext, tx: Tx, invite: FormInvite): Promise<string> {
  return (await createFormInvites(ctx, tx, [invite]))[0]!;
}

/** createFormInvite for many links in one statement (a mailing list's batch); links in order. */
export async function createFormInvites(ctx: AppContext, tx: Tx, invites: FormInvite[]): Promise<string[]> {
  const rows = invites.map(({ dealer, ...rest }) => ({
    token: randomBytes(16).toString('base64url'),
    dealerId: dealer.id,
    ...rest,
    createdAt: ctx.now(),
  }));
  await insertShareInvites(tx, rows);
  return rows.map(
    (r, i) => `${ctx.config.publicUrl}${customerFormPath(invites[i]!.dealer.slug, r.typeCode)}?invite=${r.token}`,
  );
}

/**
 * POST /appraisals/share-invite: a link to our public customer form, prefilled with the invite's
 * values and credited to the sender; by e-mail or text through the outbox, or only answered (url).
 */
export async function shareInvite(
  ctx: AppContext,
  actor: { dealer: { id: number; roles: RoleName[] }; userId: number },
  input: ShareForm,
): Promise<ShareInviteResult> {
  if (!canShareForm(actor.dealer.roles)) throw new ForbiddenError();
  const dealer = await dealerById(ctx.db, actor.dealer.id);
  if (!dealer) throw new NotFoundError(INTAKE_MESSAGES.dealerNotFound);
  const recipient = input.shareType === 'email' ? input.email : input.shareType === 'sms' ? input.phone : null;
  let shareUrl = '';
  await ctx.db.transaction(async (tx: Tx) => {
    shareUrl = await createFormInvite(ctx, tx, {
      dealer,
      userId: actor.userId,
      typeCode: input.typeCode,
      shareType: input.shareType,
      recipient,
      prefill: input.prefillValues ?? null,
      campaignId: null,
    });
    const lease = input.typeCode === 'lease';
    if (input.shareType === 'email' && recipient) {
      const mail = await customerEmail(tx, dealer.id, EMAIL_TEMPLATE_IDS.shareInvite, {
        values: { form_link: shareUrl, form_kind: lease ? 'lease return' : 'vehicle' },
      });
      await enqueueMessage(tx, {
        dealerId: dealer.id,
        channel: 'email',
        recipient,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        links: [shareUrl],
      });
    }
    if (input.shareType === 'sms' && recipient) {
      const body = shareSms(dealer.name, shareUrl, lease);
      await enqueueMessage(tx, { dealerId: dealer.id, channel: 'sms', recipient, body, links: [shareUrl] });
    }
  });
  ctx.kickOutbox();
  return { shareUrl };
}

/** GET /public/invites/{token}: what the customer form needs to open prefilled. */
export async function publicInvite(ctx: AppContext, token: string) {
  const invite = await findShareInvite(ctx.db, token);
  const dealer = invite && (await dealerById(ctx.db, invite.dealerId));
  if (!invite || !dealer) throw new NotFoundError(INTAKE_MESSAGES.inviteNotFound);
  return { dealer, typeCode: invite.typeCode, prefill: invite.prefill ?? {} };
}

export async function publicDealer(ctx: AppContext, slug: string) {
  const dealer = await dealerBySlug(ctx.db, slug);
  if (!dealer) throw new NotFoundError(INTAKE_MESSAGES.dealerNotFound);
  return dealer;
}

type Log = { warn: (obj: object, msg: string) => void };

/** How long a campaign submission waits for its valuations to answer with the estimate. */
export const ESTIMATE_WAIT_MS = 15_000;

/**
 * POST /public/dealers/{slug}/appraisals: the customer's own form. Credited to the invite's sender,
 * else to the link's uid when that is an active member; a campaign must be the dealer's and not
 * deleted. Through a campaign with an auto offer the answer waits for the valuations (queued with
 * the record, run by the job worker) and carries the automated offer as `estimate`, which the
 * thank-you page shows at once; without one in time it is null.
 */
export async function submitCustomerForm(
  ctx: AppContext,
  ports: IntakePorts,
  slug: string,
  input: CustomerForm,
  log: Log,
): Promise<CustomerFormResult> {
  const dealer = await publicDealer(ctx, slug);
  const invite = input.invite ? await findShareInvite(ctx.db, input.invite) : undefined;
  if (input.invite && (!invite || invite.dealerId !== dealer.id))
    throw new NotFoundError(INTAKE_MESSAGES.inviteNotFound);
  const byUid = !invite && input.uid ? await activeMemberByUid(ctx.db, dealer.id, input.uid) : null;
  const campaignId =
    input.campaignId && (await dealerCampaignExists(ctx.db, dealer.id, input.campaignId))
      ? input.campaignId
      : (invite?.campaignId ?? null);
  const start = { ...input, service: false, showroom: false, duid: null };
  const outcome = await startAppraisalFor(
    ctx,
    ports,
    { dealerId: dealer.id, userId: null, originatorId: invite?.userId ?? byUid, campaignId },
    start,
    log,
  );
  const ran = outcome.autoOffer && (await waitForJob(ctx.db, outcome.valuationJobId, ESTIMATE_WAIT_MS));
  return { ...answerOf(outcome), estimate: ran ? await automatedOfferOf(ctx.db, dealer.id, outcome.id) : null };
}

/**
 * POST /public/dealers/{slug}/service-appraisals: the anonymous service page. Always a service
 * appraisal; credited to the duid's user when that is an active member of the dealer.
 */
export async function startPublicServiceAppraisal(
  ctx: AppContext,
  ports: IntakePorts,
  slug: string,
  body: StartAppraisal,
  log: Log,
): Promise<StartResult> {
  const dealer = await publicDealer(ctx, slug);
  const input = { ...body, service: true, showroom: false };
  const originatorId = input.duid ? await activeMemberByUid(ctx.db, dealer.id, input.duid) : null;
  return answerOf(await startAppraisalFor(ctx, ports, { dealerId: dealer.id, userId: null, originatorId }, input, log));
}
