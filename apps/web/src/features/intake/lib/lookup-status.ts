import { NEW_APPRAISAL_TEXTS } from '@dealer/domain';

/** Where the vehicle lookup stands (part 1 section 2: FIND looks up the VIN, then decodes it). */
export type LookupStatus = 'idle' | 'searchingVin' | 'searchingVehicle' | 'found' | 'notFound' | 'error';

/** The line under the lookup fields and whether it is an error ("errors in red"). */
export function lookupMessage(status: LookupStatus): { text: string; error: boolean } | null {
  switch (status) {
    case 'idle':
      return { text: NEW_APPRAISAL_TEXTS.hint, error: false };
    case 'searchingVin':
      return { text: NEW_APPRAISAL_TEXTS.searchingVin, error: false };
    case 'searchingVehicle':
      return { text: NEW_APPRAISAL_TEXTS.searchingVehicle, error: false };
    case 'notFound':
      return { text: NEW_APPRAISAL_TEXTS.notFound, error: true };
    case 'error':
      return { text: NEW_APPRAISAL_TEXTS.decodeError, error: true };
    default:
      return null;
  }
}

/** A failed lookup: the registry's 404 (or an empty decode) is "Vehicle not found.", any other failure an error. */
export function lookupFailure(error: unknown): LookupStatus {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 ? 'notFound' : 'error';
}

export function isSearching(status: LookupStatus): boolean {
  return status === 'searchingVin' || status === 'searchingVehicle';
}
