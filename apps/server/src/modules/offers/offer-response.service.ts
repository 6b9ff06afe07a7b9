import {
  allowWriteAppraisal,
  customerOfferBreakdown,
  EMAIL_TEMPLATE_IDS,
  OFFER_LETTER_TEXTS,
  OFFER_RENEWAL_TEXTS,
  OFFER_TERMS_DEFAULTS,
  type OfferStatus,
  type OfferType,
  offerAmountText,
  offerMileageLimit,
  offerStatus,
  offerTermsText,
  offerValidUntil,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import { ConflictError, ForbiddenError, NotFoundError, RuleError } from '../../lib/errors';
import { postalAddress } from '../../lib/postal-address';
import {
  type Actor,
  type AppraisalChange,
  type AppraisalRecord,
  addActivity,
  appraisalDetail,
  changeAppraisal,
  findAppraisal,
  updateAppraisal,
  vehicleFacts,
  withDerived,
} from '../appraisals';
import { sendCustomerMessage } from '../customer-messages/customer-messages.service';
import { dealerContact } from '../dealers/dealers.service';
import { customerEmail } from '../email-templates';
import { raiseNotification } from '../notifications';
import { recordedBreakdown } from './offer-breakdown';
import { readOfferToken } from './offer-link';
import { findOfferSentAt, markRenewalRequested } from './offers.repository';

export type OfferAnswer = 'accept' | 'decline';

/** The appraisal a customer's link opens: 404 for a forged link, or one a newer offer replaced. */
async function openLink(ctx: AppContext, db: DbOrTx, token: string, lock = false) {
  const claims = readOfferToken(ctx.config.sessionSecret, token);
  const invalid = () => new NotFoundError(OFFER_LETTER_TEXTS.invalidLink);
  if (!claims) throw invalid();
  const row = await findAppraisal(db, claims.dealerId, claims.appraisalId, lock);
  if (!row || row.deletedAt || row.offerSentAt?.getTime() !== claims.sentAt.getTime()) throw invalid();
  return { claims, row, sentAt: row.offerSentAt };
}

/** The current offer's last valid moment (offers from before terms held a week). */
const validUntilOf = (row: AppraisalRecord, sentAt: Date) => row.offerValidUntil ?? offerValidUntil(sentAt);

const statusOf = (row: AppraisalRecord, sentAt: Date, now: Date): OfferStatus =>
  offerStatus(
    { validUntil: validUntilOf(row, sentAt), acceptedAt: row.offerAcceptedAt, declinedAt: row.offerDeclinedAt },
    now,
  );

const offerTextOf = (row: AppraisalRecord) =>
  offerAmountText({
    template: row.offerTemplate ?? 0,
    amount: row.offerAmount,
    amountMin: row.offerAmountMin,
    amountMax: row.offerAmountMax,
  });

/**
 * GET /offers/{token}: what the customer's offer page shows: the dealer (name, logo, address, phone),
 * the offer and its breakdown as recorded with the offer (domain customerOfferBreakdown, the same
 * object the letter printed). Never the pack, the profit or, unless the offer showed equity, the payoff.
 */
export async function publicOffer(ctx: AppContext, token: string) {
  const { claims, row, sentAt } = await openLink(ctx, ctx.db, token);
  const dealer = await dealerContact(ctx.db, claims.dealerId);
  const recorded = await findOfferSentAt(ctx.db, row.id, sentAt);
  const type: OfferType = row.offerType ?? 'retail';
  const template = row.offerTemplate ?? 0;
  const validUntil = validUntilOf(row, sentAt);
  const mileageAllowance = recorded?.mileageAllowance ?? OFFER_TERMS_DEFAULTS.mileageAllowance;
  return {
    appraisalId: row.id,
    dealer: {
      name: dealer?.name ?? '',
      logoUrl: dealer?.logoUrl ?? null,
      address: dealer ? postalAddress(dealer) : '',
      phoneNumber: dealer?.phoneNumber ?? null,
      city: dealer?.city ?? null,
      state: dealer?.state ?? null,
    },
    customer: { firstName: row.firstName },
    vehicle: vehicleFacts(row),
    offer: {
      template,
      type,
      amount: template === 0 ? row.offerAmount : null,
      amountMin: row.offerAmountMin,
      amountMax: row.offerAmountMax,
      sentAt: sentAt.toISOString(),
      validUntil: validUntil.toISOString(),
      mileageAllowance,
      mileageLimit: offerMileageLimit(row.mileage, mileageAllowance),
      terms: offerTermsText({ validUntil, declaredMileage: row.mileage, mileageAllowance }),
      renewalRequestedAt: recorded?.renewalRequestedAt?.toISOString() ?? null,
    },
    // Offers from before offers were recorded: the current worksheet, without the payoff block.
    breakdown: recorded
      ? recordedBreakdown(recorded, row)
      : customerOfferBreakdown(row, {
          template,
          type,
          amount: row.offerAmount,
          amountMin: row.offerAmountMin,
          amountMax: row.offerAmountMax,
          showCustomerEquity: false,
        }),
    // As recorded with the offer: what the customer was told when it was sent.
    comparison: recorded?.comparison ?? null,
    status: statusOf(row, sentAt, ctx.now()),
    letterUrl: recorded ? `/api/offers/${token}/letter` : null,
  };
}

/**
 * POST /offers/{token}/renewal: the customer of an expired offer asks for a new one. The dealer hears
 * of it once (a notification to the record's people and managers, an activity row); asking again
 * answers the first request. Only an expired, unanswered offer can be renewed this way.
 */
export async function requestRenewal(ctx: AppContext, token: string) {
  const now = ctx.now();
  const requestedAt = await ctx.db.transaction(async (tx: Tx) => {
    const { row, sentAt } = await openLink(ctx, tx, token, true);
    const status = statusOf(row, sentAt, now);
    if (status === 'accepted' || status === 'declined') throw new ConflictError(OFFER_LETTER_TEXTS.alreadyAnswered);
    if (status !== 'expired') throw new RuleError(OFFER_RENEWAL_TEXTS.notExpired, 'OFFER_OPEN');
    const recorded = await findOfferSentAt(tx, row.id, sentAt);
    if (!recorded) throw new NotFoundError(OFFER_LETTER_TEXTS.invalidLink);
    if (recorded.renewalRequestedAt) return recorded.renewalRequestedAt;
    await markRenewalRequested(tx, recorded.id, now);
    await addActivity(tx, row.id, null, OFFER_RENEWAL_TEXTS.activity, offerTextOf(row));
    await raiseNotification(ctx, tx, { name: 'offer_renewal_requested', record: row, offerText: offerTextOf(row) });
    return now;
  });
  ctx.kickOutbox();
  return { renewalRequestedAt: requestedAt.toISOString() };
}

/** GET /offers/{token}/letter: the offer letter of the link's offer. */
export async function offerLetter(ctx: AppContext, storage: FileStorage, token: string) {
  const { row, sentAt } = await openLink(ctx, ctx.db, token);
  const recorded = await findOfferSentAt(ctx.db, row.id, sentAt);
  const file = recorded ? await storage.get(recorded.pdfKey) : null;
  if (!file) throw new NotFoundError('Offer letter not found.');
  return { file, name: `offer-${row.vin.replace(/[^A-Za-z0-9]/g, '')}.pdf` };
}

/** The columns and activity of an answer; an offer answers once (409 after). */
function answerChange(row: AppraisalRecord, x: OfferAnswer, now: Date): AppraisalChange {
  if (row.offerAcceptedAt || row.offerDeclinedAt) throw new ConflictError(OFFER_LETTER_TEXTS.alreadyAnswered);
  const accepted = x === 'accept';
  return {
    changes: accepted ? { offerAcceptedAt: now } : { offerDeclinedAt: now },
    action: accepted ? 'Offer accepted by customer' : 'Offer declined by customer',
    details: offerTextOf(row),
  };
}

/** Tells the users assigned to the appraisal and the one who offered (not the one recording it). */
function notifyWatchers(ctx: AppContext, tx: Tx, row: AppraisalRecord, x: OfferAnswer, actorId: number | null) {
  const name = x === 'accept' ? 'offer_accepted' : 'offer_declined';
  return raiseNotification(ctx, tx, { name, record: row, offerText: offerTextOf(row), actorId });
}

/** Confirms to the customer, by e-mail, the answer given on the offer page (templates offer-accepted/-declined). */
async function confirmToCustomer(tx: Tx, row: AppraisalRecord, x: OfferAnswer) {
  const recipient = row.email?.trim();
  if (!recipient) return;
  const template = x === 'accept' ? EMAIL_TEMPLATE_IDS.offerAccepted : EMAIL_TEMPLATE_IDS.offerDeclined;
  const mail = await customerEmail(tx, row.dealerId, template, { row, values: { offer_amount: offerTextOf(row) } });
  await sendCustomerMessage(tx, {
    dealerId: row.dealerId,
    appraisalId: row.id,
    userId: null,
    channel: 'email',
    recipient,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
  });
}

/** POST /appraisals/{id}/respond/{x} with the link's token: the customer answers on the offer page. */
export async function respondByLink(ctx: AppContext, id: number, x: OfferAnswer, token: string) {
  const now = ctx.now();
  const status = await ctx.db.transaction(async (tx: Tx) => {
    const { row, sentAt } = await openLink(ctx, tx, token, true);
    if (row.id !== id) throw new NotFoundError(OFFER_LETTER_TEXTS.invalidLink);
    const current = statusOf(row, sentAt, now);
    if (current === 'accepted' || current === 'declined') throw new ConflictError(OFFER_LETTER_TEXTS.alreadyAnswered);
    if (current === 'expired') throw new RuleError(OFFER_LETTER_TEXTS.expired, 'OFFER_EXPIRED');
    const { changes, action, details } = answerChange(row, x, now);
    await updateAppraisal(tx, id, withDerived({ ...row, ...changes }, changes));
    await addActivity(tx, id, null, action, details);
    await notifyWatchers(ctx, tx, row, x, null);
    await confirmToCustomer(tx, row, x);
    return x === 'accept' ? ('accepted' as const) : ('declined' as const);
  });
  ctx.kickOutbox();
  return { status };
}

/**
 * POST /appraisals/{id}/respond/{x} by dealer staff: the customer's answer given by phone or in the
 * store, recorded by a user who may write appraisals. Answers the detail.
 */
export async function respondByStaff(ctx: AppContext, actor: Actor, id: number, x: OfferAnswer) {
  const row = await findAppraisal(ctx.db, actor.dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  if (!allowWriteAppraisal(actor.dealer.roles)) throw new ForbiddenError();
  if (!row.offerSentAt || row.appraisalTypeId === 2)
    throw new RuleError(OFFER_LETTER_TEXTS.noOfferToAnswer, 'NO_OFFER');
  await changeAppraisal(
    ctx,
    actor,
    id,
    (_roles, r) => r.offerSentAt !== null && !r.deletedAt,
    async (locked, tx) => {
      const change = answerChange(locked, x, ctx.now());
      await notifyWatchers(ctx, tx, locked, x, actor.userId);
      return change;
    },
  );
  ctx.kickOutbox();
  return appraisalDetail(ctx, actor.dealer, id);
}
