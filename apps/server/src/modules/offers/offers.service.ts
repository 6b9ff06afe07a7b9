import {
  allowWriteAppraisal,
  breakdownAmountText,
  type CustomerDelivery,
  type CustomerOfferBreakdown,
  canMakeOffer,
  customerOfferBreakdown,
  DEALER_SETTING,
  deliveryText,
  EMAIL_TEMPLATE_IDS,
  formatCurrency,
  formatDate,
  notSentText,
  OFFER_TEMPLATE,
  OFFER_TEMPLATE_LABELS,
  type OfferComparison,
  type OfferPayload,
  type OfferTerms,
  offerAmountText,
  offerComparisonText,
  offerTermsText,
  offerValidUntil,
  roundMoney,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type FileStorage, newStorageKey, signedDownloadPath } from '../../integrations/storage';
import { ForbiddenError, NotFoundError, RuleError } from '../../lib/errors';
import { postalAddress } from '../../lib/postal-address';
import {
  type Actor,
  type AppraisalChanges,
  type AppraisalRecord,
  appraisalDetail,
  changeAppraisal,
  findAppraisal,
  vehicleFacts,
} from '../appraisals';
import { sendCustomerMessage } from '../customer-messages/customer-messages.service';
import { dealerOfferTerms } from '../dealer-settings/offer-terms.service';
import { type DealerContact, requireDealerContact } from '../dealers/dealers.service';
import { customerEmail } from '../email-templates';
import { dealerSetting } from '../settings/settings.service';
import { basisOfOffer, comparisonWith, currentOffer } from './offer-comparison';
import { buildOfferLetter } from './offer-letter';
import { type OfferLinkClaims, offerLetterPath, offerPageUrl } from './offer-link';
import { offerSms } from './offer-messages';
import { findOfferByKey, insertOffer, type OfferRow } from './offers.repository';

export interface OfferPorts {
  storage: FileStorage;
}

export const OFFER_MESSAGES_SERVER = {
  leaseReturn: 'Offers are made on trade-ins. A lease return is bought or grounded.',
  archived: 'This record is archived.',
  badKey: 'The Idempotency-Key header must be 1 to 200 characters.',
} as const;

export const vehicleName = (row: Pick<AppraisalRecord, 'year' | 'make' | 'model'>) =>
  [row.year, row.make, row.model].filter((p) => p !== null && String(p).trim() !== '').join(' ') || 'vehicle';

/** The appraisal's offer columns for the template (ranged: offerAmount holds the low end for lists and badges). */
function offerColumns(p: OfferPayload): Pick<AppraisalChanges, 'offerAmount' | 'offerAmountMin' | 'offerAmountMax'> {
  if (p.template === OFFER_TEMPLATE.EXACT) {
    return { offerAmount: roundMoney(p.amount), offerAmountMin: null, offerAmountMax: null };
  }
  if (p.template === OFFER_TEMPLATE.RANGED) {
    const min = roundMoney(p.amountMin);
    return { offerAmount: min, offerAmountMin: min, offerAmountMax: roundMoney(p.amountMax) };
  }
  return { offerAmount: null, offerAmountMin: null, offerAmountMax: null };
}

const pdfName = (row: AppraisalRecord) => `offer-${row.vin}.pdf`;

/** The detail the web puts into its cache, with a fresh signed link to the offer's letter. */
/**
 * The record, a link to the letter, and what became of each message to the customer (issue 38
 * point 11): empty when nobody was told (printed, or the dealer's setting), null on a replay.
 */
async function answer(
  ctx: AppContext,
  actor: Actor,
  row: AppraisalRecord,
  pdfKey: string,
  delivery: CustomerDelivery[] | null,
) {
  const detail = await appraisalDetail(ctx, actor.dealer, row.id);
  return {
    ...detail,
    pdfUrl: signedDownloadPath(ctx, { key: pdfKey, type: 'application/pdf', name: pdfName(row) }),
    delivery,
  };
}

async function loadForOffer(ctx: AppContext, actor: Actor, id: number) {
  const row = await findAppraisal(ctx.db, actor.dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  if (!allowWriteAppraisal(actor.dealer.roles)) throw new ForbiddenError();
  if (row.appraisalTypeId === 2) throw new RuleError(OFFER_MESSAGES_SERVER.leaseReturn, 'CLOSED');
  if (row.deletedAt) throw new RuleError(OFFER_MESSAGES_SERVER.archived, 'CLOSED');
  return row;
}

interface Letter {
  claims: OfferLinkClaims;
  terms: OfferTerms;
  validUntil: Date;
  /** Until when and up to how many miles: the same sentence on the letter, the page and the e-mail. */
  termsText: string;
  link: string;
  offerText: string;
  equityText: string | null;
  breakdown: CustomerOfferBreakdown | null;
  pdf: Uint8Array;
}

async function writeLetter(
  ctx: AppContext,
  row: AppraisalRecord,
  dealer: DealerContact,
  p: OfferPayload,
  terms: OfferTerms,
): Promise<Letter> {
  const sentAt = ctx.now();
  const claims = { dealerId: row.dealerId, appraisalId: row.id, sentAt };
  const validUntil = offerValidUntil(sentAt, terms.validDays);
  const termsText = offerTermsText({
    validUntil,
    declaredMileage: row.mileage,
    mileageAllowance: terms.mileageAllowance,
  });
  const link = offerPageUrl(ctx.config, claims);
  const offerText = offerAmountText(p);
  // One breakdown for the letter, the stored offer (the page) and the e-mail's equity sentence.
  const breakdown = customerOfferBreakdown(row, p);
  const equityText = breakdown?.equity
    ? `Your equity after payoff: ${breakdownAmountText(breakdown.equity.equity)}`
    : null;
  const damage = p.includeDamages && row.estimatedDamage ? formatCurrency(row.estimatedDamage) : null;
  const pdf = await buildOfferLetter({
    date: sentAt,
    termsText,
    dealer: { name: dealer.name, address: postalAddress(dealer), phoneNumber: dealer.phoneNumber },
    customerName: [row.firstName, row.lastName].filter((n) => n?.trim()).join(' '),
    vehicle: vehicleFacts(row),
    offerText,
    breakdown,
    damageText: damage ? `Estimated damage taken into account: ${damage}` : null,
    disclaimer: await dealerSetting(ctx.db, row.dealerId, DEALER_SETTING.OFFER_DISCLAIMER),
    link,
  });
  return { claims, terms, validUntil, termsText, link, offerText, equityText, breakdown, pdf };
}

/** E-mail and text the customer in the offer's transaction; answers notes for the activity row. */
async function notifyCustomer(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  row: AppraisalRecord,
  dealer: DealerContact,
  p: OfferPayload,
  letter: Letter,
  comparison: OfferComparison | null,
  key: string | undefined,
): Promise<{ notes: string[]; queued: boolean; delivery: CustomerDelivery[] }> {
  const notify = (await dealerSetting(tx, row.dealerId, DEALER_SETTING.NOTIFY_CUSTOMER_ON_OFFER)) !== 'false';
  if (!notify) return { notes: ['customer not notified (dealer setting)'], queued: false, delivery: [] };
  const text = {
    dealer,
    firstName: row.firstName,
    vehicle: vehicleName(row),
    offerText: letter.offerText,
    validUntil: letter.validUntil,
    link: letter.link,
    equityText: letter.equityText,
  };
  const notes: string[] = [];
  const delivery: CustomerDelivery[] = [];
  const email = row.email?.trim();
  const phone = row.phoneNumber?.replace(/\D/g, '');
  const message = async (
    channel: 'email' | 'sms',
    recipient: string,
    subject: string | null,
    body: string,
    html: string | null = null,
  ) => {
    const status = await sendCustomerMessage(tx, {
      dealerId: row.dealerId,
      appraisalId: row.id,
      userId: actor.userId,
      channel,
      recipient,
      subject,
      body,
      html,
      links: [letter.link],
      attachments:
        channel === 'email' && p.sendPdf
          ? [
              {
                filename: pdfName(row),
                contentType: 'application/pdf',
                content: Buffer.from(letter.pdf).toString('base64'),
              },
            ]
          : [],
      idempotencyKey: key ? `offer:${row.id}:${key}:${channel}` : null,
    });
    const sent = { channel, to: recipient, status };
    delivery.push(sent);
    notes.push(status === 'queued' ? deliveryText(sent) : notSentText(sent));
  };
  if (email) {
    const mail = await customerEmail(tx, row.dealerId, EMAIL_TEMPLATE_IDS.offer, {
      row,
      values: {
        offer_amount: letter.offerText,
        offer_equity: letter.breakdown?.equity ? breakdownAmountText(letter.breakdown.equity.equity) : '',
        offer_changes: comparison ? offerComparisonText(comparison) : '',
        offer_valid_until: formatDate(text.validUntil),
        offer_terms: letter.termsText,
        offer_link: letter.link,
      },
    });
    await message('email', email, mail.subject, mail.text, mail.html);
  }
  if (phone) {
    const letterUrl = p.textPdf ? `${ctx.config.publicUrl}${offerLetterPath(ctx.config, letter.claims)}` : null;
    await message('sms', phone, null, offerSms(text, letterUrl));
  }
  if (notes.length === 0) notes.push('customer not notified: no e-mail or phone');
  return { notes, queued: Boolean(email) || Boolean(phone), delivery };
}

/**
 * POST /appraisals/{id}/offer. Builds the offer letter, stores it, records the offer (the appraisal's
 * offer columns, stage 'offered', an appraisal_offers row, the activity) and, unless printing, sends
 * it to the customer through the outbox, all in one transaction. With an Idempotency-Key, a request
 * repeating one that already made its offer changes and sends nothing and answers the record as is.
 */
export async function makeOffer(
  ctx: AppContext,
  ports: OfferPorts,
  actor: Actor,
  id: number,
  p: OfferPayload,
  key?: string,
) {
  const row = await loadForOffer(ctx, actor, id);
  const earlier = key ? await findOfferByKey(ctx.db, id, key) : undefined;
  if (earlier) return answer(ctx, actor, row, earlier.pdfKey, null);

  const dealer = await requireDealerContact(ctx.db, actor.dealer.id);
  // The offer's own terms, else the dealer's (the dialog starts from them; a caller may leave them out).
  const defaults = await dealerOfferTerms(ctx.db, actor.dealer.id);
  const terms = {
    validDays: p.validDays ?? defaults.validDays,
    mileageAllowance: p.mileageAllowance ?? defaults.mileageAllowance,
  };
  const letter = await writeLetter(ctx, row, dealer, p, terms);
  // Priced from the same read of the record as the letter's breakdown.
  const basis = await basisOfOffer(ctx.db, row, p);
  const pdfKey = newStorageKey();
  await ports.storage.put(pdfKey, letter.pdf);

  let replayed: OfferRow | undefined;
  let queued = false;
  let delivery: CustomerDelivery[] = [];
  await changeAppraisal(ctx, actor, id, canMakeOffer, async (locked, tx) => {
    // A twin request that waited on the row lock finds the offer its first copy made.
    replayed = key ? await findOfferByKey(tx, id, key) : undefined;
    if (replayed) return null;
    const sentAt = letter.claims.sentAt;
    // Against the offer this one replaces, as the customer last saw it.
    const comparison = comparisonWith(await currentOffer(tx, locked), basis);
    await insertOffer(tx, {
      appraisalId: id,
      dealerId: actor.dealer.id,
      idempotencyKey: key ?? null,
      template: p.template,
      type: p.type,
      amount: p.template === OFFER_TEMPLATE.EXACT ? roundMoney(p.amount) : null,
      amountMin: p.template === OFFER_TEMPLATE.RANGED ? roundMoney(p.amountMin) : null,
      amountMax: p.template === OFFER_TEMPLATE.RANGED ? roundMoney(p.amountMax) : null,
      customerProfit: roundMoney(p.customerProfit),
      includeDamages: p.includeDamages,
      showCustomerEquity: p.showCustomerEquity,
      sendPdf: p.sendPdf,
      textPdf: p.textPdf,
      printed: p.printPdf,
      breakdown: letter.breakdown ?? [],
      basis,
      comparison,
      pdfKey,
      sentAt,
      ...letter.terms,
      validUntil: letter.validUntil,
      offeredBy: actor.userId,
    });
    const notes = p.printPdf ? [] : await notifyCustomer(ctx, tx, actor, locked, dealer, p, letter, comparison, key);
    if (!Array.isArray(notes)) {
      queued = notes.queued;
      delivery = notes.delivery;
    }
    const label = OFFER_TEMPLATE_LABELS[p.template];
    const what = p.template === OFFER_TEMPLATE.NO_OFFER ? label : `${label}: ${letter.offerText}`;
    return {
      changes: {
        ...offerColumns(p),
        offerType: p.type,
        offerTemplate: p.template,
        offeredBy: actor.userId,
        offerSentAt: sentAt,
        offerValidUntil: letter.validUntil,
        offerAcceptedAt: null,
        offerDeclinedAt: null,
        pdfUrl: offerLetterPath(ctx.config, letter.claims),
      },
      action: p.printPdf ? 'Offer printed' : 'Offer sent',
      details: [`${what} (${p.type})`, ...(Array.isArray(notes) ? [] : notes.notes)].join('; '),
    };
  });
  if (replayed) {
    await ports.storage.delete(pdfKey);
    return answer(ctx, actor, row, replayed.pdfKey, null);
  }
  if (queued) ctx.kickOutbox();
  return answer(ctx, actor, row, pdfKey, delivery);
}
