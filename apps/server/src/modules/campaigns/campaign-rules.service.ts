import { campaignAutoOffer, formatCurrencyWhole, VALUE_ACTIVITY_ACTIONS } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { addActivity, findAppraisal, updateAppraisal } from '../appraisals';
import type { JobHandlers } from '../jobs';
import { liveCampaign } from './campaigns.repository';

/** What a campaign asks of each appraisal that arrives through it (part 2 section 3 rules). */
export interface CampaignIntakeRules {
  /** rules.appraisalsToCRM: the new appraisal is pushed to the CRM as Push to CRM does. */
  pushToCrm: boolean;
  /** An enabled auto offer: the appraisal gets its automated offer once its valuations are in. */
  autoOffer: boolean;
}

/** The rules of a live campaign of the dealer; a deleted or unknown campaign asks nothing. */
export async function campaignIntakeRules(
  db: DbOrTx,
  dealerId: number,
  campaignId: number | null | undefined,
): Promise<CampaignIntakeRules> {
  const campaign = campaignId ? await liveCampaign(db, dealerId, campaignId) : undefined;
  const rule = campaign?.rules.autoOffers?.[0];
  return {
    pushToCrm: campaign?.rules.appraisalsToCRM === true,
    autoOffer: Boolean(rule?.enabled && rule.p1),
  };
}

/**
 * Part 2 section 4 "Estimate badge" fed: once the valuations of an appraisal that came through a
 * campaign are in, its first auto offer (p1 % of p1v, up to p2 % of p2v) is stored as the
 * automated offer. Once only: an automated offer already there is kept (a retried job, a rerun).
 */
export async function applyCampaignAutoOffer(ctx: AppContext, dealerId: number, appraisalId: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await findAppraisal(tx, dealerId, appraisalId, true);
    if (!row?.campaignId || row.autoOfferAmount !== null || row.deletedAt) return;
    const campaign = await liveCampaign(tx, dealerId, row.campaignId);
    const offer = campaignAutoOffer(campaign?.rules.autoOffers?.[0], row);
    if (!campaign || !offer) return;
    await updateAppraisal(tx, appraisalId, { autoOfferAmount: offer.amount, autoOfferAmountMax: offer.max });
    const text = offer.max === null ? formatCurrencyWhole(offer.amount) : estimateRange(offer.amount, offer.max);
    const details = `${text} (campaign ${campaign.name})`;
    await addActivity(tx, appraisalId, null, VALUE_ACTIVITY_ACTIONS.automatedOffer, details);
  });
}

const estimateRange = (amount: number, max: number) => `${formatCurrencyWhole(amount)} - ${formatCurrencyWhole(max)}`;

/** The initial-valuations job, followed by the campaign's auto offer on the values it stored. */
export function withCampaignAutoOffer(ctx: AppContext, valuations: JobHandlers[string]): JobHandlers[string] {
  return async (payload, run) => {
    const outcome = await valuations(payload, run);
    await applyCampaignAutoOffer(ctx, Number(payload.dealerId), Number(payload.appraisalId));
    return outcome;
  };
}

/** The automated offer of a record as the customer's thank-you page shows it, or null. */
export async function automatedOfferOf(db: DbOrTx, dealerId: number, appraisalId: number) {
  const row = await findAppraisal(db, dealerId, appraisalId);
  if (!row || row.autoOfferAmount === null) return null;
  return { amount: row.autoOfferAmount, max: row.autoOfferAmountMax };
}
