import { z } from 'zod';
import { VIN_LENGTH } from '../constants/limits';
import { sameOriginPath } from '../format/return-path';
import { cleanVin } from '../format/vin';
import { timestampAnswer } from './answer-fields';
import { boundedString } from './fields';

export const VEHICLE_HISTORY_MESSAGES = {
  vin: `Enter the ${VIN_LENGTH}-character VIN.`,
  code: 'The authorization code is missing.',
  returnTo: 'Return to a page of this app.',
} as const;

/** /carfax/.../{vin}: a full VIN, cleaned as everywhere (scanner I and M, case). */
export const vehicleHistoryVinParams = z.object({
  vin: boundedString(VEHICLE_HISTORY_MESSAGES.vin, 40)
    .transform(cleanVin)
    .pipe(z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, VEHICLE_HISTORY_MESSAGES.vin)),
});

/** Starting a connection: the page to come back to, a path of ours (never another site). */
export const vehicleHistoryStartSchema = z.object({
  returnTo: boundedString(VEHICLE_HISTORY_MESSAGES.returnTo, 2000)
    .transform((p, ctx) => {
      const path = sameOriginPath(p);
      if (path === null) ctx.addIssue({ code: 'custom', message: VEHICLE_HISTORY_MESSAGES.returnTo });
      return path ?? z.NEVER;
    })
    .default('/'),
});

/** The provider's callback, handed on by /carfax/connected; the state is checked by the server. */
export const vehicleHistoryFinishSchema = z.object({
  code: boundedString(VEHICLE_HISTORY_MESSAGES.code, 2000).min(1, VEHICLE_HISTORY_MESSAGES.code),
  state: z.string().max(2000).optional(),
});

/** Links the browser follows or loads: web addresses only (never javascript: or data:). */
const webUrl = () => z.url({ protocol: /^https?$/ });
const pillar = { iconUrl: webUrl(), iconText: z.string(), position: z.number().int() };

/** Spec part 1 section 3 "Vehicle-history snapshot": snapshotKey and the four pillars. */
export const vehicleHistoryReportSchema = z.object({
  snapshotKey: z.string(),
  fourPillars: z.object({
    accident: z.object({ ...pillar, hasAccidents: z.boolean() }),
    owner: z.object({ ...pillar, isOneOwner: z.boolean() }),
    useType: z.object({ ...pillar, isPersonalUse: z.boolean() }),
    serviceRecord: z.object({ ...pillar, recordCount: z.number().int().min(0) }),
  }),
  carfaxLink: z.object({ url: webUrl() }),
});
export type VehicleHistoryReport = z.infer<typeof vehicleHistoryReportSchema>;
export type VehicleHistoryPillarKey = keyof VehicleHistoryReport['fourPillars'];

/**
 * GET /carfax/snapshot/{vin}: not connected (the badge says "Login required"; `message` when a
 * refresh failed), or connected with the report (null when the provider has none for the VIN).
 */
export const vehicleHistorySnapshotAnswer = z.object({
  connected: z.boolean(),
  expiresAt: timestampAnswer.nullable().describe('until when the access token runs: "connected, until when"'),
  report: vehicleHistoryReportSchema.nullable(),
  message: z.string().nullable(),
});
export type VehicleHistorySnapshot = z.infer<typeof vehicleHistorySnapshotAnswer>;

/** GET /carfax/report/{vin}: the report's link (a 404 when the provider has no report for the VIN). */
export const vehicleHistoryReportLinkAnswer = z.object({
  connected: z.boolean(),
  url: z.string().nullable().describe('null when not connected'),
  message: z.string().nullable(),
});
export type VehicleHistoryReportLink = z.infer<typeof vehicleHistoryReportLinkAnswer>;

/** POST /carfax/connect: the provider's sign-in URL (with state and PKCE) for this user. */
export const vehicleHistoryStartAnswer = z.object({ url: z.string(), state: z.string() });
export type VehicleHistoryStart = z.infer<typeof vehicleHistoryStartAnswer>;

/** POST /carfax/connected: where the browser goes back to, and until when the connection runs. */
export const vehicleHistoryConnectedAnswer = z.object({ returnTo: z.string(), expiresAt: timestampAnswer });
export type VehicleHistoryConnected = z.infer<typeof vehicleHistoryConnectedAnswer>;
