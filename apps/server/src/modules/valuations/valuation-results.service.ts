import { allowReadVals, type ValuationData, type ValuationProvider, valuationResultId } from '@dealer/domain';
import type { AppContext } from '../../context';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { type Actor, findAppraisal } from '../appraisals';
import { findValuationResult } from './valuations.repository';

export const VALUATION_RESULT_NOT_FOUND = 'Valuation result not found.';

/**
 * A stored valuation named by its api-results id ("mmr-42"). Value data: a role without
 * allowReadVals is refused (403) from the id's kind alone, before anything is looked up, so the
 * answer says nothing about which records or results exist; another dealer's record is a 404.
 */
async function scopedValuation(
  ctx: AppContext,
  actor: Actor,
  id: number,
  provider: ValuationProvider,
  resultId: number,
) {
  if (!allowReadVals(actor.dealer.roles)) throw new ForbiddenError();
  const row = await findAppraisal(ctx.db, actor.dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  const result = await findValuationResult(ctx.db, id, provider, resultId);
  if (!result) throw new NotFoundError(VALUATION_RESULT_NOT_FOUND);
  return result;
}

/** GET /appraisals/{id}/api-results/{provider}-{n}: the provider's answer as it came (null for a manual value). */
export async function getValuationApiResult(
  ctx: AppContext,
  actor: Actor,
  id: number,
  provider: ValuationProvider,
  resultId: number,
) {
  const r = await scopedValuation(ctx, actor, id, provider, resultId);
  return {
    id: valuationResultId(provider, r.id),
    provider: r.provider,
    externalId: null,
    createdAt: r.createdAt.toISOString(),
    // Each provider's client parsed its answer as a JSON object before storing it.
    data: ((r.data as unknown as ValuationData).raw ?? null) as Record<string, unknown> | null,
  };
}

/** GET /appraisals/{id}/api-results/{provider}-{n}/info: the summary the valuation panel's details show. */
export async function getValuationApiResultInfo(
  ctx: AppContext,
  actor: Actor,
  id: number,
  provider: ValuationProvider,
  resultId: number,
) {
  const r = await scopedValuation(ctx, actor, id, provider, resultId);
  const data = r.data as unknown as ValuationData;
  return {
    id: valuationResultId(provider, r.id),
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
    source: r.source,
    note: r.note,
    selection: r.selection,
    vehicle: data.vehicle ?? null,
    value: r.value,
    wholesale: data.wholesale ?? null,
    retail: data.retail ?? null,
  };
}
