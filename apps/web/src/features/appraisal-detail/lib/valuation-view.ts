import {
  BLACKBOOK_DEFAULT_RANGE,
  BLACKBOOK_RANGES,
  type BlackbookSelection,
  formatDateTime,
  GALVES_DEFAULT_RANGE,
  GALVES_RANGES,
  type GalvesSelection,
  JDP_DEFAULT_RANGE,
  JDP_RANGES,
  type JdpSelection,
  MMR_COLORS,
  MMR_GRADE_OPTIONS,
  MMR_NO_COLOR,
  MMR_NO_GRADE,
  MMR_RANGES,
  type MmrSelection,
  VALUATION_PROVIDERS,
  type ValuationData,
  type ValuationProvider,
  valuationErrorMessage,
} from '@dealer/domain';
import { isApiError } from '../../../lib/api-error';
import type { ValuationResult } from '../api/get-appraisal-detail';

/** "MMR", "Black Book": the provider's name as the panels show it. */
export const providerLabel = (provider: ValuationProvider) =>
  VALUATION_PROVIDERS.find((p) => p.key === provider)?.label ?? provider;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

/** The stored result's data when it has the one shape every provider's result has. */
export function valuationData(result: ValuationResult | null): ValuationData | null {
  const data = result?.data;
  if (!isRecord(data) || !Array.isArray(data.rows)) return null;
  return data as unknown as ValuationData;
}

/** A value entered by hand when the provider failed. */
export const isManual = (result: ValuationResult | null | undefined) => result?.source === 'manual';

export interface ValuationView {
  /** 'MM/dd/yyyy h:mm aa' of the run. */
  ranAt: string;
  selection: string;
  vehicle: string | null;
  rows: { label: string; value: number | null }[];
  value: number | null;
  /** A manual value's source note; null for the provider's answer. */
  manualNote: string | null;
}

/** What a panel shows of its latest result; null when none (the empty state). */
export function valuationView(provider: ValuationProvider, result: ValuationResult | null): ValuationView | null {
  const data = valuationData(result);
  if (!result || !data) return null;
  return {
    ranAt: formatDateTime(result.createdAt),
    selection: selectionText(provider, result.selection),
    vehicle: data.vehicle,
    rows: data.rows,
    value: data.value,
    manualNote: isManual(result) ? (result.note ?? '') : null,
  };
}

/** The selection in words: "Average, grade 3.5, Silver, EX-L" or "clean". */
export function selectionText(provider: ValuationProvider, selection: unknown): string {
  const s = isRecord(selection) ? selection : {};
  if (provider === 'mmr') {
    const grade = typeof s.grade === 'string' && s.grade !== MMR_NO_GRADE ? `grade ${s.grade}` : 'no grade';
    const color = typeof s.color === 'string' && s.color !== MMR_NO_COLOR ? s.color : null;
    return [s.range, grade, color, s.trim].filter((p) => typeof p === 'string' && p).join(', ');
  }
  if (provider === 'galves') {
    const options = Array.isArray(s.options) && s.options.length > 0 ? `options ${s.options.join(', ')}` : null;
    return [s.range, options].filter(Boolean).join(', ');
  }
  return typeof s.range === 'string' ? s.range : '';
}

/** The MMR controls start from the last run's selection (else the record's trim and the defaults). */
export function mmrStart(result: ValuationResult | null, ownTrim: string | null): MmrSelection {
  const s = isRecord(result?.selection) ? result.selection : {};
  const trims = valuationData(result)?.trims ?? [];
  const trim = typeof s.trim === 'string' && s.trim ? s.trim : ownTrim;
  return {
    trim: trim && (trims.length === 0 || trims.includes(trim)) ? trim : (trims[0] ?? trim ?? null),
    range: oneOf(MMR_RANGES, s.range, 'Average'),
    grade: oneOf(MMR_GRADE_OPTIONS as readonly string[], s.grade, MMR_NO_GRADE),
    color: oneOf(MMR_COLORS, s.color, MMR_NO_COLOR),
  };
}

export function jdpStart(result: ValuationResult | null): JdpSelection {
  const s = isRecord(result?.selection) ? result.selection : {};
  return { range: oneOf(JDP_RANGES, s.range, JDP_DEFAULT_RANGE) };
}

export function blackbookStart(result: ValuationResult | null): BlackbookSelection {
  const s = isRecord(result?.selection) ? result.selection : {};
  return { range: oneOf(BLACKBOOK_RANGES, s.range, BLACKBOOK_DEFAULT_RANGE) };
}

export function galvesStart(result: ValuationResult | null): GalvesSelection {
  const s = isRecord(result?.selection) ? result.selection : {};
  const known = new Set((valuationData(result)?.options ?? []).map((o) => o.code));
  const options = Array.isArray(s.options)
    ? s.options.filter((c): c is string => typeof c === 'string' && known.has(c))
    : [];
  return { range: oneOf(GALVES_RANGES, s.range, GALVES_DEFAULT_RANGE), options };
}

/**
 * The alert after a failed rerun: the provider's "There was an error with MMR. Please try again
 * later." for a provider failure or anything unexpected; the server's own words for a refusal it
 * explains (a closed record, a bad selection, no permission).
 */
export function rerunFailureMessage(provider: ValuationProvider, error: unknown): string {
  if (isApiError(error) && [400, 403, 422].includes(error.status) && error.message) return error.message;
  return valuationErrorMessage(provider);
}

/**
 * What a panel says after a rerun beside its figures: the provider failed (manual entry offered),
 * its circuit breaker is open (the server's words; manual entry offered), or the stored answer of
 * the same selection was reused (a new call offered).
 */
export type RerunNotice =
  | { kind: 'failed' }
  | { kind: 'circuit-open'; message: string }
  | { kind: 'reused'; ranAt: string }
  | null;

/** The notice after a failed rerun; null for a refusal the alert explains (bad selection, no permission, closed). */
export function failureNotice(error: unknown): RerunNotice {
  if (isApiError(error) && error.code === 'PROVIDER_CIRCUIT_OPEN')
    return { kind: 'circuit-open', message: error.message };
  if (isApiError(error) && [400, 401, 403, 404, 409, 422].includes(error.status)) return null;
  return { kind: 'failed' };
}

/** A rerun answered with the result the panel already had (or an older one of the same time): reused, no call made. */
export function reuseNotice(before: ValuationResult | null, after: ValuationResult | null): RerunNotice {
  if (!after || after.source === 'manual') return null;
  const reused = before?.id === after.id || (before !== null && after.createdAt < before.createdAt);
  return reused ? { kind: 'reused', ranAt: formatDateTime(after.createdAt) } : null;
}
