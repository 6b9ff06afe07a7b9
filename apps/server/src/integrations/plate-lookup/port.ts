/** What a plate registry tells us about a licence plate. */
export interface PlateVehicle {
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
}

/** Port for the plate-to-VIN service: null when the registry has no vehicle for the plate. */
export interface PlateLookupPort {
  findByPlate(state: string, plate: string): Promise<PlateVehicle | null>;
}

export class PlateLookupUnavailableError extends Error {
  constructor(reason: string) {
    super(`Plate lookup: ${reason}`);
    this.name = 'PlateLookupUnavailableError';
  }
}
