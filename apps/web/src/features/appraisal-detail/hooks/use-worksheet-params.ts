import type { FeeMode, ValuationProvider } from '@dealer/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { feeModeParam, providerParam } from '../lib/worksheet-figures';

/**
 * The worksheet's val (valuation provider) and fees (fee mode) query parameters (part 2 section
 * 2.5), read with their defaults (the provider's from dealer setting 40108) and written back to the URL without a new history entry.
 */
export function useWorksheetParams(defaultProvider?: ValuationProvider) {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (key: 'val' | 'fees', value: string) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          copy.set(key, value);
          return copy;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return {
    provider: providerParam(params.get('val'), defaultProvider),
    feeMode: feeModeParam(params.get('fees')),
    setProvider: (value: ValuationProvider) => set('val', value),
    setFeeMode: (value: FeeMode) => set('fees', value),
  };
}
