import type {
  BlackbookSelection,
  GalvesSelection,
  JdpSelection,
  MmrSelection,
  ValuationData,
  ValuationProvider,
} from '@dealer/domain';

/** The vehicle a valuation is asked for: the appraisal's, with the dealer's state for the region. */
export interface ValuationVehicle {
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  /** Odometer: the inspected reading when there is one. */
  mileage: number | null;
  /** The dealer's state; each client turns it into its provider's region. */
  state: string | null;
}

/** One market-data provider: values a vehicle for a selection, answered in the domain's one shape. */
export interface ValuationPort<S> {
  valuate(vehicle: ValuationVehicle, selection: S): Promise<ValuationData>;
}

export interface ValuationPorts {
  mmr: ValuationPort<MmrSelection>;
  jdp: ValuationPort<JdpSelection>;
  galves: ValuationPort<GalvesSelection>;
  blackbook: ValuationPort<BlackbookSelection>;
}

export type ValuationFailure = 'unreachable' | 'refused' | 'malformed' | 'not_found' | 'circuit_open';

/**
 * Every way a provider call fails: network, a non-2xx answer, an answer of another shape, no
 * vehicle, or our circuit breaker refusing to call (then `retryAt` says when it closes).
 */
export class ValuationProviderError extends Error {
  constructor(
    readonly provider: ValuationProvider,
    readonly failure: ValuationFailure,
    detail: string,
    readonly retryAt: Date | null = null,
  ) {
    super(`${provider}: ${failure}: ${detail}`);
    this.name = 'ValuationProviderError';
  }
}

export interface ProviderConfig {
  url: string;
  apiKey: string;
}
