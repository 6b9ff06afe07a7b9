import { type Stored, useStoredValue } from '../../../lib/stored-value';

/**
 * What the browser keeps of the vehicle-history connection (spec part 1 section 3): whether it is
 * connected and until when. The tokens themselves stay on the server.
 */
export interface CarfaxConnection {
  connected: boolean;
  expiresAt: string | null;
}

export const CARFAX_STORAGE_KEY = 'carfax';
export const NOT_CONNECTED: CarfaxConnection = { connected: false, expiresAt: null };

export function parseCarfaxConnection(raw: string | null | undefined): CarfaxConnection {
  try {
    const v = JSON.parse(raw ?? '') as Partial<CarfaxConnection>;
    return {
      connected: v.connected === true,
      expiresAt: typeof v.expiresAt === 'string' ? v.expiresAt : null,
    };
  } catch {
    return NOT_CONNECTED;
  }
}

const CONNECTION: Stored<CarfaxConnection> = { key: CARFAX_STORAGE_KEY, parse: parseCarfaxConnection };

export function useCarfaxConnection() {
  return useStoredValue(CONNECTION);
}
