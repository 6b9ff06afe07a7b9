import { z } from 'zod';
import { customerDeliveryAnswer } from '../format/customer-delivery';
import { countAnswer, idAnswer, moneyAnswer, timestampAnswer } from './answer-fields';
import { valuationApiResultAnswer, valuationResultInfoAnswer } from './valuation';

/** POST /appraisals/{id}/inspection-link: the capture session opened, and what became of the link on each channel. */
export const inspectionLinkAnswer = z.object({
  sessionKey: z.string(),
  captureUrl: z.string(),
  delivery: z.array(customerDeliveryAnswer),
});
export type InspectionLinkAnswer = z.infer<typeof inspectionLinkAnswer>;

/** POST /webhooks/inspection: the event taken (duplicate: its session had already completed; nothing changed). */
export const inspectionWebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** An inspection's condition report as stored (api_results, named by number). */
const inspectionApiResultAnswer = z.object({
  id: idAnswer,
  provider: z.string(),
  externalId: z.string().nullable().describe("the provider's own id (the inspection session key)"),
  createdAt: timestampAnswer,
  data: z.record(z.string(), z.unknown()),
});

/**
 * GET /appraisals/{id}/api-results/{resultId}: a provider's answer as stored. Inspection results are
 * named by number, valuations by "{provider}-{n}" (those only for roles that may read valuations).
 */
export const apiResultAnswer = z.union([inspectionApiResultAnswer, valuationApiResultAnswer]);
export type ApiResult = z.infer<typeof apiResultAnswer>;

/** GET /appraisals/{id}/api-results/{n}/info: the summary of a condition report the Inspection tab shows. */
export const inspectionResultInfoAnswer = z.object({
  id: idAnswer,
  provider: z.string(),
  createdAt: timestampAnswer,
  grade: z.number().nullable(),
  runningStatus: z.number().nullable(),
  estimatedDamage: moneyAnswer.nullable(),
  inspectedMileage: z.number().nullable(),
  photoCount: countAnswer,
  reportUrl: z.string().nullable(),
});
export type ApiResultInfo = z.infer<typeof inspectionResultInfoAnswer>;

/** GET /appraisals/{id}/api-results/{resultId}/info: an inspection's or a valuation's summary. */
export const apiResultInfoAnswer = z.union([inspectionResultInfoAnswer, valuationResultInfoAnswer]);
