import type { PlateVehicle } from '@dealer/domain';
import { api } from '../../../lib/api-client';

/** GET /appraisals/plate/{state}/{plate}: the VIN registered under the plate (404 "Vehicle not found."). */
export function findPlate(state: string, plate: string, signal?: AbortSignal): Promise<PlateVehicle> {
  return api.get<PlateVehicle>(`/appraisals/plate/${encodeURIComponent(state)}/${encodeURIComponent(plate)}`, {
    signal,
  });
}
