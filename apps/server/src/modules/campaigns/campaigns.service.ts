import type { AdminListQuery, CampaignForm } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { CampaignRules } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import {
  type CampaignRow,
  dealerOf,
  findCampaignRow,
  insertCampaign,
  listCampaignRows,
  markCampaignDeleted,
  updateCampaign,
} from './campaigns.repository';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';

/** Who acts: a user of x-dealer-id holding a Campaigns-tab role (the routes declare it). */
export interface CampaignActor {
  dealerId: number;
  userId: number;
}

/**
 * The campaign's customer links (part 2 section 3 links.tradein, links.return): our public sell and
 * return forms with the campaign id, so they never change and every submission is credited to it.
 */
export function campaignLinks(publicUrl: string, slug: string, id: number) {
  const base = `${publicUrl}/${slug}`;
  return { tradein: `${base}/sell?campaign=${id}`, return: `${base}/return?campaign=${id}` };
}

function view(publicUrl: string, slug: string, row: { campaign: CampaignRow; appraisalCount: number }) {
  const c = row.campaign;
  return {
    id: c.id,
    name: c.name,
    typeId: c.typeId,
    rules: { appraisalsToCRM: c.rules.appraisalsToCRM ?? false, autoOffers: c.rules.autoOffers ?? [] },
    links: campaignLinks(publicUrl, slug, c.id),
    appraisalCount: row.appraisalCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type CampaignView = ReturnType<typeof view>;

async function slugOf(ctx: AppContext, dealerId: number) {
  return (await dealerOf(ctx.db, dealerId))?.slug ?? '';
}

/** GET /dealer_campaigns: the list protocol; the total goes to x-total-count. */
export async function listCampaigns(ctx: AppContext, dealerId: number, query: AdminListQuery) {
  const [{ rows, total }, slug] = await Promise.all([listCampaignRows(ctx.db, dealerId, query), slugOf(ctx, dealerId)]);
  return { rows: rows.map((r) => view(ctx.config.publicUrl, slug, r)), total };
}

export async function readCampaign(ctx: AppContext, dealerId: number, id: number) {
  const row = await findCampaignRow(ctx.db, dealerId, id);
  if (!row) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return view(ctx.config.publicUrl, await slugOf(ctx, dealerId), row);
}

/** The rules as stored: the domain schema already applied "Campaign auto offer on save". */
const rulesOf = (input: CampaignForm): CampaignRules => input.rules as CampaignRules;

export async function createCampaign(ctx: AppContext, actor: CampaignActor, input: CampaignForm) {
  const row = await insertCampaign(ctx.db, {
    dealerId: actor.dealerId,
    name: input.name,
    typeId: input.typeId,
    rules: rulesOf(input),
    now: ctx.now(),
  });
  return readCampaign(ctx, actor.dealerId, row.id);
}

export async function updateCampaignOf(ctx: AppContext, actor: CampaignActor, id: number, input: CampaignForm) {
  await ctx.db.transaction(async (tx) => {
    if (!(await findCampaignRow(tx, actor.dealerId, id, true))) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    await updateCampaign(tx, id, { name: input.name, typeId: input.typeId, rules: rulesOf(input), now: ctx.now() });
  });
  return readCampaign(ctx, actor.dealerId, id);
}

/** DELETE: the campaign goes from the list; its appraisals keep it, shown as removed. */
export async function deleteCampaign(ctx: AppContext, actor: CampaignActor, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findCampaignRow(tx, actor.dealerId, id, true);
    if (!found) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    await markCampaignDeleted(tx, id, ctx.now());
    return found;
  });
  // The campaign as it was answers (react-admin's delete reads the deleted record back).
  return view(ctx.config.publicUrl, await slugOf(ctx, actor.dealerId), row);
}
