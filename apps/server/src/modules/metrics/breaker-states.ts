import { VALUATION_PROVIDER_KEYS, type ValuationProvider } from '@dealer/domain';
import type { AppContext } from '../../context';
import { CircuitBreaker } from '../../integrations/valuations';

/** Each valuation provider's breaker as every instance sees it (its state is shared), read at scrape time. */
export async function valuationBreakerStates(
  ctx: Pick<AppContext, 'db' | 'now'>,
): Promise<Record<ValuationProvider, Date | null>> {
  const states = await Promise.all(
    VALUATION_PROVIDER_KEYS.map((p) => new CircuitBreaker(ctx.db, p, () => ctx.now()).openedUntil()),
  );
  return Object.fromEntries(VALUATION_PROVIDER_KEYS.map((p, i) => [p, states[i] ?? null])) as Record<
    ValuationProvider,
    Date | null
  >;
}
