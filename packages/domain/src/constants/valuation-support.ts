import { ERROR_MESSAGES } from './messages';
import { VALUATION_PROVIDERS, type ValuationProvider } from './valuations';

/**
 * Part 2 section 8: "There was an error with MMR. Please try again later." The spec gives MMR's
 * text only; the other providers get the same sentence with their own label.
 */
export function valuationErrorMessage(provider: ValuationProvider): string {
  if (provider === 'mmr') return ERROR_MESSAGES.mmrRerun;
  const label = VALUATION_PROVIDERS.find((p) => p.key === provider)?.label ?? provider;
  return `There was an error with ${label}. Please try again later.`;
}

/** The provider of dealer setting 40108 ('MMR', 'JDP' or 'Galves'); null for any other text. */
export function valuationProviderOfSetting(value: string | null | undefined): ValuationProvider | null {
  const text = (value ?? '').trim().toLowerCase().replace(/\s+/g, '');
  return (
    VALUATION_PROVIDERS.find((p) => p.key === text || p.label.toLowerCase().replace(/\s+/g, '') === text)?.key ?? null
  );
}

/** How long a rerun with the same selection answers the stored result instead of calling the provider again. */
export const VALUATION_REUSE_HOURS = 24;

/** The panel's words while a provider's circuit breaker is open (five failures in a minute). */
export function valuationCircuitOpenMessage(provider: ValuationProvider): string {
  const label = VALUATION_PROVIDERS.find((p) => p.key === provider)?.label ?? provider;
  return `${label} failed 5 times within a minute, so it is not called for a minute. Try again later or enter the value manually.`;
}

/** The panel's action after a provider failed. */
export const MANUAL_VALUATION_LABEL = 'Enter value manually';
/** The mark a manual value carries wherever it shows. */
export const MANUAL_VALUATION_MARK = 'manual';
