import {
  type ManualValuation,
  VALUATION_PROVIDER_KEYS,
  type ValuationData,
  type ValuationProvider,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import { NotFoundError, RuleError } from '../../lib/errors';
import { type Actor, appraisalDetail, findAppraisal } from '../appraisals';
import { latestSelection, providerCallsOf } from './valuations.repository';
import {
  archived,
  assertMayRerun,
  storeValuation,
  VALUATION_ARCHIVED_MESSAGE,
  type ValuationSelections,
} from './valuations.service';

/** The label of a manual value's one row on the panel. */
export const MANUAL_ROW_LABEL = 'Manual value';

/**
 * POST /appraisals/{id}/manual-valuation: a value the appraiser enters when the provider fails.
 * Value data, so it is checked as a rerun (allowReadVals, then the worksheet's write rule), and
 * stored as the provider's latest result with source 'manual', the note, the author and the
 * selection it stands for; it sets {provider}Val and feeds the worksheet as a provider's answer
 * would. Answers the detail.
 */
export async function enterManualValuation(ctx: AppContext, actor: Actor, id: number, input: ManualValuation) {
  const row = await findAppraisal(ctx.db, actor.dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  assertMayRerun(actor, row);
  if (archived(row)) throw new RuleError(VALUATION_ARCHIVED_MESSAGE, 'CLOSED');
  const data: ValuationData = {
    provider: input.provider,
    value: input.amount,
    wholesale: input.amount,
    retail: null,
    rows: [{ label: MANUAL_ROW_LABEL, value: input.amount }],
    vehicle: null,
    raw: null,
  };
  // The selection the value stands for (the rerun form's, else the last one, which passed the
  // provider's schema when stored): the form starts from it again, so the next rerun keeps its
  // grade and colour.
  const stored = () => latestSelection(ctx.db, id, input.provider) as Promise<ValuationSelections[ValuationProvider]>;
  const selection = input.selection ?? (await stored());
  await storeValuation(
    ctx,
    { dealerId: actor.dealer.id, userId: actor.userId, actor },
    row,
    input.provider,
    selection,
    data,
    {
      source: 'manual',
      note: input.note,
    },
  );
  return appraisalDetail(ctx, actor.dealer, id);
}

/** GET /dealer_provider_calls: this month's (UTC) calls of the dealer to each paid provider, zeros included. */
export async function providerCallsThisMonth(ctx: AppContext, dealerId: number) {
  const month = ctx.now().toISOString().slice(0, 7);
  const rows = await providerCallsOf(ctx.db, dealerId, month);
  return {
    month,
    providers: VALUATION_PROVIDER_KEYS.map((provider) => ({
      provider,
      calls: rows.find((r) => r.provider === provider)?.calls ?? 0,
    })),
  };
}
