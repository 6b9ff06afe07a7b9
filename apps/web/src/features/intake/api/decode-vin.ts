import { api } from '../../../lib/api-client';
import type { LookupVehicle } from '../lib/vehicle-choice';

/** GET /appraisals/vin/{vin}: the vehicles the VIN may be ([] when the decoder does not know it). */
export function decodeVin(vin: string, signal?: AbortSignal): Promise<LookupVehicle[]> {
  return api.get<LookupVehicle[]>(`/appraisals/vin/${encodeURIComponent(vin)}`, { signal });
}
