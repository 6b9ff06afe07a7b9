import type {
  VehicleHistoryConnected,
  VehicleHistoryReportLink,
  VehicleHistorySnapshot,
  VehicleHistoryStart,
} from '@dealer/domain';
import { api } from '../../../lib/api-client';

const vinPath = (vin: string) => encodeURIComponent(vin);

/** POST /carfax/connect: the provider's sign-in URL (with state and PKCE) for this user. */
export const startConnection = (returnTo: string) => api.post<VehicleHistoryStart>('/carfax/connect', { returnTo });

/** POST /carfax/connected: the callback's code and state; answers where to go back to. */
export const finishConnection = (code: string, state: string | null) =>
  api.post<VehicleHistoryConnected>('/carfax/connected', { code, state: state ?? undefined });

export const getSnapshot = (vin: string, signal?: AbortSignal) =>
  api.get<VehicleHistorySnapshot>(`/carfax/snapshot/${vinPath(vin)}`, { signal });

export const getReportLink = (vin: string) => api.get<VehicleHistoryReportLink>(`/carfax/report/${vinPath(vin)}`);
