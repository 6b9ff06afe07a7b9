import { z } from 'zod';
import { timestampAnswer } from './answer-fields';

/** GET /appraisals/{id}/sms-consent: whether the dealer may text the customer's phone, and the ledger. */
export const smsConsentAnswer = z.object({
  phone: z.string().nullable().describe("the customer's phone in E.164; null when texts cannot go to it"),
  stopped: z.boolean().describe('the customer answered STOP (and not START since)'),
  history: z
    .array(z.object({ change: z.enum(['stop', 'start']), source: z.string(), at: timestampAnswer }))
    .describe("every change, oldest first; source such as 'inbound STOP'"),
});
export type SmsConsent = z.infer<typeof smsConsentAnswer>;

/** POST /webhooks/sms/status: the report is taken; updated says whether it changed a message we sent. */
export const smsStatusReceivedAnswer = z.object({ received: z.boolean(), updated: z.boolean() });
