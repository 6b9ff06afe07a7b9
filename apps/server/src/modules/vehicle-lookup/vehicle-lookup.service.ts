import { NEW_APPRAISAL_TEXTS } from '@dealer/domain';
import { type PlateLookupPort, PlateLookupUnavailableError } from '../../integrations/plate-lookup/port';
import type { DecodedVehicle, VinDecoder } from '../../integrations/vin-decoder/port';
import { NotFoundError, ProviderError } from '../../lib/errors';

export interface VehicleLookupPorts {
  /** The decoder opens its database on first use, so startup never waits for it. */
  decoder: () => Promise<VinDecoder>;
  plates: PlateLookupPort;
}

export const PLATE_LOOKUP_UNAVAILABLE = 'Plate lookup is not available right now. Please try again later.';

/** GET /appraisals/vin/{vin}: the vehicles the VIN may be; a VIN nobody knows is an empty list. */
export async function decodeVin(ports: VehicleLookupPorts, vin: string): Promise<DecodedVehicle[]> {
  const decoder = await ports.decoder();
  return decoder.decode(vin);
}

/** GET /appraisals/plate/{state}/{plate}: the VIN registered under the plate. */
export async function findVinByPlate(ports: VehicleLookupPorts, state: string, plate: string) {
  try {
    const found = await ports.plates.findByPlate(state, plate);
    if (!found) throw new NotFoundError(NEW_APPRAISAL_TEXTS.notFound);
    return found;
  } catch (err) {
    if (err instanceof PlateLookupUnavailableError) throw new ProviderError(PLATE_LOOKUP_UNAVAILABLE);
    throw err;
  }
}
