import {
  canSeeWorksheet,
  type OfferAmounts,
  type OfferBasis,
  type OfferComparison,
  type OfferType,
  offerBasis,
  offerComparison,
  suggestedOffer,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { type Actor, type AppraisalRecord, findAppraisal } from '../appraisals';
import { inspectionFactsOf } from '../inspections/inspections.service';
import { findOfferSentAt, type OfferRow } from './offers.repository';

/**
 * What an offer about to be made on the record is priced from: its worksheet, the mileage the
 * customer declared at intake (the `mileage` column, which nothing after the intake writes; the
 * inspection's reading has its own column) and the inspection's report.
 */
export async function basisOfOffer(
  db: DbOrTx,
  row: AppraisalRecord,
  offer: OfferAmounts & { type: OfferType },
): Promise<OfferBasis | null> {
  return offerBasis(row, offer, {
    declared: { mileage: row.mileage },
    inspection: await inspectionFactsOf(db, row),
  });
}

/** The new offer against the one it replaces; nothing for a first offer or one recorded before bases were kept. */
export function comparisonWith(previous: OfferRow | undefined, basis: OfferBasis | null): OfferComparison | null {
  return previous?.basis && basis ? offerComparison(previous.basis, basis) : null;
}

/** The record's current offer (the one its offer columns describe), if it was recorded. */
export function currentOffer(db: DbOrTx, row: Pick<AppraisalRecord, 'id' | 'offerSentAt'>) {
  return row.offerSentAt ? findOfferSentAt(db, row.id, row.offerSentAt) : Promise.resolve(undefined);
}

/**
 * GET /appraisals/{id}/offer-comparison: the Inspection tab's preview, before staff send. A dealer
 * resending after an inspection expects to see what the customer will be shown, so this compares
 * the last offer sent with the one the offer dialog would start from now (its template and type,
 * at the current worksheet's suggestion: domain suggestedOffer, the dialog's own defaults). Value
 * data (it moves with the valuations): for roles that may read values only.
 */
export async function previewOfferComparison(ctx: AppContext, actor: Actor, id: number) {
  const row = await findAppraisal(ctx.db, actor.dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  if (!canSeeWorksheet(actor.dealer.roles)) throw new ForbiddenError();
  const last = await currentOffer(ctx.db, row);
  if (!last?.basis) return { comparison: null };
  const next = { template: last.template, type: last.type, ...suggestedOffer(row, last.type) };
  return { comparison: comparisonWith(last, await basisOfOffer(ctx.db, row, next)) };
}
