import { boundedString, isoDateTime, MILEAGE_MAX, MONEY_MAX, textParam } from '@dealer/domain';
import { z } from 'zod';

/** What we send to open a capture session (DESIGN.md 5: PAVE-style `POST /sessions`). */
export interface InspectionSessionRequest {
  /** Our reference for the inspected record (the appraisal id), echoed back on the webhook. */
  reference: string;
  vehicle: { vin: string; year: number | null; make: string | null; model: string | null; trim: string | null };
  customer?: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  /** Where the provider POSTs the signed `inspection.completed` event. */
  webhookUrl: string;
}

export interface InspectionSession {
  sessionKey: string;
  /** The phone-friendly page the customer opens to take the photos. */
  captureUrl: string;
}

/** Port for the inspection provider. Throws InspectionUnavailableError when it refuses or cannot be reached. */
export interface InspectionPort {
  createSession(request: InspectionSessionRequest): Promise<InspectionSession>;
}

export class InspectionUnavailableError extends Error {
  constructor(reason: string) {
    super(`inspection service: ${reason}`);
    this.name = 'InspectionUnavailableError';
  }
}

/** Header carrying the HMAC-SHA256 (hex) of the webhook's raw body. */
export const SIGNATURE_HEADER = 'x-inspection-signature';

export const PHOTO_LABELS = ['front', 'rear', 'driver side', 'passenger side', 'interior', 'odometer'] as const;
export type PhotoLabel = (typeof PHOTO_LABELS)[number];

/** The customer's condition answers, as the provider reports them. */
export const inspectionAnswers = z.object({
  warningLights: z.enum(['yes', 'no']),
  bodyDamage: z.enum(['none', 'minor', 'major']),
  tyres: z.enum(['good', 'worn']),
  smokedIn: z.enum(['yes', 'no']),
});
export type InspectionAnswers = z.infer<typeof inspectionAnswers>;

/** The provider's webhook body when a customer completes the capture (snake_case, as sent). */
export const inspectionCompletedEvent = z.object({
  event: z.literal('inspection.completed'),
  session_key: textParam(200),
  reference: boundedString('Not a valid reference.', 200).nullable(),
  grade: z.number().min(1).max(5),
  // The domain's ranges: the damage lands in a money column, the odometer in an integer one.
  estimated_damage: z.number().min(0).max(MONEY_MAX),
  odometer: z.number().int().min(0).max(MILEAGE_MAX),
  answers: inspectionAnswers,
  photos: z.array(z.object({ label: textParam(100), url: z.url().max(2000) })).max(50),
  report_url: z.url().max(2000),
  completed_at: isoDateTime(),
});
export type InspectionCompletedEvent = z.infer<typeof inspectionCompletedEvent>;
