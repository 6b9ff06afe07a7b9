import {
  allowReadVals,
  type BlackbookSelection,
  blackbookSelectionSchema,
  canWriteWorksheet,
  DEALER_SETTING,
  formatCurrency,
  type GalvesSelection,
  galvesSelectionSchema,
  type JdpSelection,
  jdpSelectionSchema,
  MMR_NO_COLOR,
  MMR_NO_GRADE,
  type MmrSelection,
  mmrSelectionSchema,
  VALUATION_FIELDS,
  VALUATION_PROVIDER_KEYS,
  type ValuationData,
  type ValuationProvider,
  valuationActivityAction,
  valuationErrorMessage,
  valuationProviderOfSetting,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import {
  type ValuationPort,
  type ValuationPorts,
  ValuationProviderError,
  type ValuationVehicle,
} from '../../integrations/valuations';
import type { ValuationSelections } from '../../integrations/valuations/selections';
import { ForbiddenError, NotFoundError, ProviderError, RuleError } from '../../lib/errors';
import {
  type Actor,
  type AppraisalChanges,
  type AppraisalRecord,
  addActivity,
  appraisalDetail,
  assertMayChange,
  findAppraisal,
  headerRefusal,
  updateAppraisal,
  withDerived,
} from '../appraisals';
import { dealerSetting } from '../settings/settings.service';
import { dealerState, insertValuationResult } from './valuations.repository';

export type { ValuationSelections };

export const VALUATION_ARCHIVED_MESSAGE = 'This record is archived.';

const archived = (row: AppraisalRecord) => row.deletedAt !== null;

/** What the activity row says about the selection: "Average, grade 3.5" or "clean". */
export function selectionSummary(provider: ValuationProvider, selection: ValuationSelections[ValuationProvider]) {
  if (provider === 'mmr') {
    const s = selection as MmrSelection;
    return [
      s.range,
      s.grade === MMR_NO_GRADE ? 'no grade' : `grade ${s.grade}`,
      s.color === MMR_NO_COLOR ? null : s.color,
      s.trim,
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (provider === 'galves') {
    const s = selection as GalvesSelection;
    return [s.range, s.options.length > 0 ? `options ${s.options.join(', ')}` : null].filter(Boolean).join(', ');
  }
  return (selection as JdpSelection | BlackbookSelection).range;
}

function vehicleOf(row: AppraisalRecord, state: string | null): ValuationVehicle {
  return {
    vin: row.vin,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    mileage: row.inspectedMileage ?? row.mileage,
    state,
  };
}

/** Who runs a valuation: a user's rerun (checked as a worksheet write), or the system (userId null). */
type Runner = { dealerId: number; userId: number | null; actor?: Actor };

/**
 * A user's rerun writes the record ({provider}Val, and the worksheet's wholesale and retail
 * valuations when the dealer's default provider fills them), so it is checked as the worksheet
 * save is: allowReadVals to see the panels, then the worksheet's own rule, answered as every write
 * answers (403 without allowWriteAppraisal, 422 on a closed or archived record).
 */
function assertMayRerun(actor: Actor, row: AppraisalRecord): void {
  if (!allowReadVals(actor.dealer.roles)) throw new ForbiddenError();
  assertMayChange(actor, row, canWriteWorksheet, headerRefusal);
}

/**
 * Calls the provider (outside any transaction: no row lock is held over the network), then, with
 * the row locked and checked again, stores the result, sets {provider}Val, fills the worksheet's
 * wholesale and retail valuations from the dealer's default provider when they are empty (every
 * stored figure recomputed), and writes the activity row.
 */
async function runValuation<P extends ValuationProvider>(
  ctx: AppContext,
  ports: ValuationPorts,
  who: Runner,
  row: AppraisalRecord,
  provider: P,
  selection: ValuationSelections[P],
): Promise<ValuationData> {
  const vehicle = vehicleOf(row, await dealerState(ctx.db, who.dealerId));
  let data: ValuationData;
  try {
    data = await (ports[provider] as ValuationPort<ValuationSelections[P]>).valuate(vehicle, selection);
  } catch (err) {
    if (err instanceof ValuationProviderError) throw new ProviderError(valuationErrorMessage(provider));
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await findAppraisal(tx, who.dealerId, row.id, true);
    if (!locked) throw new NotFoundError('Appraisal not found.');
    if (archived(locked)) throw new RuleError(VALUATION_ARCHIVED_MESSAGE, 'CLOSED');
    // The record may have closed while the provider answered.
    if (who.actor) assertMayRerun(who.actor, locked);
    await insertValuationResult(tx, { appraisalId: row.id, provider, selection, data });
    const changes: AppraisalChanges = { [VALUATION_FIELDS[provider]]: data.value };
    const preferred = valuationProviderOfSetting(
      await dealerSetting(tx, who.dealerId, DEALER_SETTING.DEFAULT_VALUATION_PROVIDER),
    );
    if (preferred === provider) {
      if (locked.auctionValuation === null && data.wholesale !== null) changes.auctionValuation = data.wholesale;
      if (locked.retailValuation === null && data.retail !== null) changes.retailValuation = data.retail;
    }
    await updateAppraisal(tx, row.id, withDerived({ ...locked, ...changes }, changes));
    const amount = data.value === null ? 'no value' : formatCurrency(data.value);
    await addActivity(
      tx,
      row.id,
      who.userId,
      valuationActivityAction(provider),
      `${amount} (${selectionSummary(provider, selection)})`,
    );
  });
  return data;
}

/**
 * POST /appraisals/{id}/rerun-{provider}-valuation: another dealer's record is not found; then the
 * checks of a worksheet write (domain canRerunValuation: allowReadVals, allowWriteAppraisal, an
 * editable record). Answers the appraisal detail. A provider failure is a 502 with the spec's alert.
 */
export async function rerunValuation<P extends ValuationProvider>(
  ctx: AppContext,
  ports: ValuationPorts,
  actor: Actor,
  id: number,
  provider: P,
  selection: ValuationSelections[P],
) {
  const row = await findAppraisal(ctx.db, actor.dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  assertMayRerun(actor, row);
  if (archived(row)) throw new RuleError(VALUATION_ARCHIVED_MESSAGE, 'CLOSED');
  await runValuation(
    ctx,
    ports,
    { dealerId: actor.dealer.id, userId: actor.userId, actor },
    row,
    provider,
    await withDealerValueType(ctx, actor.dealer.id, provider, selection),
  );
  return appraisalDetail(ctx, actor.dealer, id);
}

/** A JDP rerun that names no value type uses the dealer's (setting 40115), as the first valuation did. */
async function withDealerValueType<P extends ValuationProvider>(
  ctx: AppContext,
  dealerId: number,
  provider: P,
  selection: ValuationSelections[P],
): Promise<ValuationSelections[P]> {
  if (provider !== 'jdp' || (selection as ValuationSelections['jdp']).valueType) return selection;
  return jdpSelectionSchema.parse({
    ...selection,
    ...(await dealerJdpValueType(ctx, dealerId)),
  }) as ValuationSelections[P];
}

/** Setting 40115 as a JDP selection part: nothing for Trade (JDP's own default), else {valueType}. */
async function dealerJdpValueType(ctx: AppContext, dealerId: number): Promise<{ valueType?: string }> {
  const valueType = (await dealerSetting(ctx.db, dealerId, DEALER_SETTING.JDP_VALUE_TYPE)).toLowerCase();
  return valueType === 'trade' ? {} : { valueType };
}

/** The selections a first valuation uses: MMR range and grade (40114, 40118), JDP's value type (40115). */
export async function defaultSelections(ctx: AppContext, dealerId: number, trim: string | null) {
  const range = await dealerSetting(ctx.db, dealerId, DEALER_SETTING.MMR_RANGE);
  const grade = Number(await dealerSetting(ctx.db, dealerId, DEALER_SETTING.MMR_DEFAULT_GRADE));
  const mmr = mmrSelectionSchema.safeParse({ range, grade: Number.isFinite(grade) ? grade : undefined, trim });
  return {
    mmr: mmr.success ? mmr.data : mmrSelectionSchema.parse({ trim }),
    jdp: jdpSelectionSchema.parse(await dealerJdpValueType(ctx, dealerId)),
    galves: galvesSelectionSchema.parse({}),
    blackbook: blackbookSelectionSchema.parse({}),
  } satisfies ValuationSelections;
}

export interface InitialValuationOptions {
  ports: ValuationPorts;
  /** Who started the appraisal, for the activity rows; null for none. */
  userId?: number | null;
  log?: { warn: (details: object, message: string) => void };
}

export type InitialValuationOutcome =
  | { provider: ValuationProvider; ok: true; value: number | null }
  | {
      provider: ValuationProvider;
      ok: false;
      message: string;
    };

/**
 * Values a new appraisal with all four providers at their default selections. Never throws: a
 * provider that fails is logged and skipped, and the others still run.
 */
export async function runInitialValuationsWith(
  ctx: AppContext,
  dealerId: number,
  appraisalId: number,
  options: InitialValuationOptions,
): Promise<InitialValuationOutcome[]> {
  const log = options.log ?? { warn: (details: object, message: string) => console.warn(message, details) };
  const outcomes: InitialValuationOutcome[] = [];
  try {
    const row = await findAppraisal(ctx.db, dealerId, appraisalId);
    if (!row || archived(row)) return outcomes;
    const selections = await defaultSelections(ctx, dealerId, row.trim);
    const who = { dealerId, userId: options.userId ?? null };
    for (const provider of VALUATION_PROVIDER_KEYS) {
      try {
        const data = await runValuation(ctx, options.ports, who, row, provider, selections[provider]);
        outcomes.push({ provider, ok: true, value: data.value });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ provider, appraisalId, err: message }, 'initial valuation failed');
        outcomes.push({ provider, ok: false, message });
      }
    }
  } catch (err) {
    log.warn({ appraisalId, err: err instanceof Error ? err.message : String(err) }, 'initial valuations failed');
  }
  return outcomes;
}
