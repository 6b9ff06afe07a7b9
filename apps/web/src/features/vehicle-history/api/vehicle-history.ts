import type { VehicleHistorySnapshotAnswer } from '@dealer/domain';
import { api } from '../../../lib/api-client';

const vinPath = (vin: string) => encodeURIComponent(vin);

/** POST /carfax/connect: the provider's sign-in URL (with state and PKCE) for this user. */
export const startConnection = (returnTo: string) =>
  api.post<{ url: string; state: string }>('/carfax/connect', { returnTo });

/** POST /carfax/connected: the callback's code and state; answers where to go back to. */
export const finishConnection = (code: string, state: string | null) =>
  api.post<{ returnTo: string; expiresAt: string }>('/carfax/connected', { code, state: state ?? undefined });

export const getSnapshot = (vin: string, signal?: AbortSignal) =>
  api.get<VehicleHistorySnapshotAnswer>(`/carfax/snapshot/${vinPath(vin)}`, { signal });

export const getReportLink = (vin: string) =>
  api.get<{ connected: boolean; url: string | null; message: string | null }>(`/carfax/report/${vinPath(vin)}`);
