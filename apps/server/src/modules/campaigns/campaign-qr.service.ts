import { type CAMPAIGN_LINK_KINDS, canSeeServiceQr, type RoleName } from '@dealer/domain';
import type { AppContext } from '../../context';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { dealerOf, userUid } from './campaigns.repository';
import { readCampaign } from './campaigns.service';
import { QR_CONTENT_TYPES, type QrFormat, qrPng, qrPosterPdf, qrSvg } from './qr-code';

export type CampaignLinkKind = (typeof CAMPAIGN_LINK_KINDS)[number];

/** Poster titles (ours: the spec names the links, not what a printed code says). */
export const QR_POSTER_TITLES = {
  tradein: 'Trade in your vehicle',
  return: 'Return your leased vehicle',
  service: 'Get your vehicle appraised',
} as const;

export interface QrFile {
  body: string | Buffer | Uint8Array;
  contentType: string;
  name: string;
}

async function render(
  format: QrFormat,
  link: string,
  poster: { dealerName: string; title: string; subtitle: string | null },
  name: string,
  now: Date,
): Promise<QrFile> {
  const body =
    format === 'svg'
      ? await qrSvg(link)
      : format === 'png'
        ? await qrPng(link)
        : await qrPosterPdf({ ...poster, link, date: now });
  return { body, contentType: QR_CONTENT_TYPES[format], name: `${name}.${format}` };
}

async function dealerName(ctx: AppContext, dealerId: number) {
  const dealer = await dealerOf(ctx.db, dealerId);
  if (!dealer) throw new NotFoundError('Dealer not found.');
  return dealer;
}

/** GET /dealer_campaigns/{id}/qr/{link}/{format}: a campaign link as a QR code. */
export async function campaignQr(
  ctx: AppContext,
  dealerId: number,
  id: number,
  kind: CampaignLinkKind,
  format: QrFormat,
): Promise<QrFile> {
  const campaign = await readCampaign(ctx, dealerId, id);
  const dealer = await dealerName(ctx, dealerId);
  const poster = { dealerName: dealer.name, title: QR_POSTER_TITLES[kind], subtitle: campaign.name };
  return render(format, campaign.links[kind], poster, `campaign-${id}-${kind}-qr`, ctx.now());
}

/**
 * The dealer's public service link with the viewer's uid (part 1 section 2: "{origin}/{slug}/open/
 * service with optional duid"), so service appraisals started from it are credited to the viewer.
 * Part 2 section 6: "Service QR code | users with service access, and users holding role ids 3, 12 or 13".
 */
export async function serviceLink(ctx: AppContext, viewer: { dealerId: number; roles: RoleName[]; userId: number }) {
  if (!canSeeServiceQr(viewer.roles)) throw new ForbiddenError();
  const dealer = await dealerName(ctx, viewer.dealerId);
  const uid = await userUid(ctx.db, viewer.userId);
  const query = uid ? `?duid=${encodeURIComponent(uid)}` : '';
  return { url: `${ctx.config.publicUrl}/${dealer.slug}/open/service${query}`, dealer };
}

/** GET /service_qr/{format}: the service link as a QR code. */
export async function serviceQr(
  ctx: AppContext,
  viewer: { dealerId: number; roles: RoleName[]; userId: number },
  format: QrFormat,
): Promise<QrFile> {
  const { url, dealer } = await serviceLink(ctx, viewer);
  const poster = { dealerName: dealer.name, title: QR_POSTER_TITLES.service, subtitle: null };
  return render(format, url, poster, `${dealer.slug}-service-qr`, ctx.now());
}
