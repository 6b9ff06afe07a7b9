import type { LookupVehicle, PlateVehicle } from '@dealer/domain';

/** The vehicle lookups a form uses: the staff calls, or the public ones of a dealer's pages. */
export interface VehicleLookups {
  decodeVin: (vin: string, signal?: AbortSignal) => Promise<LookupVehicle[]>;
  findPlate: (state: string, plate: string, signal?: AbortSignal) => Promise<PlateVehicle>;
}
