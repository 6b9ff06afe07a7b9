import {
  type BlackbookSelection,
  blackbookSelectionSchema,
  canRerunValuation,
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
  VALUATION_REUSE_HOURS,
  type ValuationData,
  type ValuationProvider,
  valuationActivityAction,
  valuationCircuitOpenMessage,
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
import { NotFoundError, ProviderError, RuleError } from '../../lib/errors';
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
import { countProviderCall, dealerState, insertValuationResult, recentProviderAnswer } from './valuations.repository';

export type { ValuationSelections };

export const VALUATION_ARCHIVED_MESSAGE = 'This record is archived.';

export const archived = (row: AppraisalRecord) => row.deletedAt !== null;

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
export type Runner = { dealerId: number; userId: number | null; actor?: Actor };

/**
 * A user's rerun writes the record ({provider}Val, and the worksheet's wholesale and retail
 * valuations when the dealer's default provider fills them), so it is checked as the worksheet
 * save is (canRerunValuation), answered as every write answers (403 for a role that may not write
 * values, 422 on a closed or archived record).
 */
export function assertMayRerun(actor: Actor, row: AppraisalRecord): void {
  assertMayChange(actor, row, canRerunValuation, headerRefusal);
}

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/**
 * The provider's answer for the selection: the stored one when the provider gave it for exactly
 * this selection within VALUATION_REUSE_HOURS (unless `force`), else a call, counted for the
 * dealer's monthly tally when it left (an open breaker sends nothing). A failure becomes the spec's
 * alert, or the breaker's own words while it is open.
 */
async function providerAnswer<P extends ValuationProvider>(
  ctx: AppContext,
  ports: ValuationPorts,
  who: Runner,
  row: AppraisalRecord,
  provider: P,
  selection: ValuationSelections[P],
  force: boolean,
): Promise<{ data: ValuationData; reused: { createdAt: Date; isLatest: boolean } | null }> {
  if (!force) {
    const since = new Date(ctx.now().getTime() - VALUATION_REUSE_HOURS * 3_600_000);
    const stored = await recentProviderAnswer(ctx.db, row.id, provider, selection, since);
    if (stored) return { data: stored.data, reused: stored };
  }
  const vehicle = vehicleOf(row, await dealerState(ctx.db, who.dealerId));
  try {
    const data = await (ports[provider] as ValuationPort<ValuationSelections[P]>).valuate(vehicle, selection);
    ctx.meter.valuationCall(provider, 'ok');
    await countProviderCall(ctx.db, who.dealerId, provider, monthOf(ctx.now()));
    return { data, reused: null };
  } catch (err) {
    if (!(err instanceof ValuationProviderError)) throw err;
    ctx.meter.valuationCall(provider, err.failure);
    if (err.failure === 'circuit_open')
      throw new ProviderError(valuationCircuitOpenMessage(provider), 'PROVIDER_CIRCUIT_OPEN');
    await countProviderCall(ctx.db, who.dealerId, provider, monthOf(ctx.now()));
    throw new ProviderError(valuationErrorMessage(provider));
  }
}

/** What a stored result carries beside the provider's data: a manual one's note and author, a reused one's time. */
export interface StoredAs {
  source: 'provider' | 'manual';
  note?: string | null;
  createdAt?: Date;
}

/**
 * With the row locked and checked again, stores the result, sets {provider}Val, fills the
 * worksheet's wholesale and retail valuations from the dealer's default provider when they are
 * empty (every stored figure recomputed), and writes the activity row.
 */
export async function storeValuation<P extends ValuationProvider>(
  ctx: AppContext,
  who: Runner,
  row: AppraisalRecord,
  provider: P,
  selection: ValuationSelections[P] | Record<string, never>,
  data: ValuationData,
  as: StoredAs,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await findAppraisal(tx, who.dealerId, row.id, true);
    if (!locked) throw new NotFoundError('Appraisal not found.');
    if (archived(locked)) throw new RuleError(VALUATION_ARCHIVED_MESSAGE, 'CLOSED');
    // The record may have closed while the provider answered.
    if (who.actor) assertMayRerun(who.actor, locked);
    await insertValuationResult(tx, { appraisalId: row.id, provider, selection, data, userId: who.userId, ...as });
    const others = (locked.manualValuations ?? []).filter((p) => p !== provider);
    const marks = as.source === 'manual' ? [...others, provider] : others;
    const changes: AppraisalChanges = {
      [VALUATION_FIELDS[provider]]: data.value,
      manualValuations: marks.length > 0 ? marks : null,
    };
    const preferred = valuationProviderOfSetting(
      await dealerSetting(tx, who.dealerId, DEALER_SETTING.DEFAULT_VALUATION_PROVIDER),
    );
    if (preferred === provider) {
      if (locked.auctionValuation === null && data.wholesale !== null) changes.auctionValuation = data.wholesale;
      if (locked.retailValuation === null && data.retail !== null) changes.retailValuation = data.retail;
    }
    await updateAppraisal(tx, row.id, withDerived({ ...locked, ...changes }, changes));
    const amount = data.value === null ? 'no value' : formatCurrency(data.value);
    const details =
      as.source === 'manual'
        ? `${amount} entered manually (${as.note ?? ''})`
        : `${amount} (${selectionSummary(provider, selection as ValuationSelections[P])})${as.createdAt ? ', stored answer reused' : ''}`;
    await addActivity(tx, row.id, who.userId, valuationActivityAction(provider), details);
  });
}

/**
 * Calls the provider (outside any transaction: no row lock is held over the network) or reuses
 * its recent answer, then stores it (storeValuation). A reused answer that is already the panel's
 * latest changes nothing.
 */
async function runValuation<P extends ValuationProvider>(
  ctx: AppContext,
  ports: ValuationPorts,
  who: Runner,
  row: AppraisalRecord,
  provider: P,
  selection: ValuationSelections[P],
  force = false,
): Promise<ValuationData> {
  const { data, reused } = await providerAnswer(ctx, ports, who, row, provider, selection, force);
  if (reused?.isLatest) return data;
  await storeValuation(ctx, who, row, provider, selection, data, {
    source: 'provider',
    ...(reused ? { createdAt: reused.createdAt } : {}),
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
  force = false,
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
    force,
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
