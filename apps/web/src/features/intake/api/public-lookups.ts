import type { LookupVehicle, PlateVehicle } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import type { VehicleLookups } from '../lib/lookups';

const base = (slug: string) => `/public/dealers/${encodeURIComponent(slug)}`;

/** GET /public/dealers/{slug}/vin/{vin}: the staff decode, for a dealer's public pages. */
export function publicDecodeVin(slug: string, vin: string, signal?: AbortSignal): Promise<LookupVehicle[]> {
  return api.get<LookupVehicle[]>(`${base(slug)}/vin/${encodeURIComponent(vin)}`, { signal, skipAuthRedirect: true });
}

/** GET /public/dealers/{slug}/plate/{state}/{plate}. */
export function publicFindPlate(slug: string, state: string, plate: string, signal?: AbortSignal) {
  return api.get<PlateVehicle>(`${base(slug)}/plate/${encodeURIComponent(state)}/${encodeURIComponent(plate)}`, {
    signal,
    skipAuthRedirect: true,
  });
}

/** The lookups of a dealer's public pages. */
export function publicLookups(slug: string): VehicleLookups {
  return {
    decodeVin: (vin, signal) => publicDecodeVin(slug, vin, signal),
    findPlate: (state, plate, signal) => publicFindPlate(slug, state, plate, signal),
  };
}
