import type { LookupVehicle } from '@dealer/domain';
import { api } from '../../../lib/api-client';

/** GET /appraisals/vin/{vin}: the vehicles the VIN may be ([] when the decoder does not know it). */
export function decodeVin(vin: string, signal?: AbortSignal): Promise<LookupVehicle[]> {
  return api.get<LookupVehicle[]>(`/appraisals/vin/${encodeURIComponent(vin)}`, { signal });
}
