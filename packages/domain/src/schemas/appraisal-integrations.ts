import { z } from 'zod';
import { timestampAnswer } from './answer-fields';

/** POST /appraisals/{id}/odm-stmt: a signed, expiring link to the odometer disclosure statement (PDF). */
export const odometerStatementAnswer = z.object({ url: z.string() });
export type OdometerStatement = z.infer<typeof odometerStatementAnswer>;

/** POST /appraisals/{id}/send-crm: when the lead went to the dealer's CRM. */
export const crmSentAnswer = z.object({ crmSentAt: timestampAnswer });
export type CrmSent = z.infer<typeof crmSentAnswer>;

/** POST /appraisals/{id}/send-to-vauto: the appraisal created in vAuto, to open there. */
export const vautoSentAnswer = z.object({ vautoUrl: z.string() });
export type VautoSent = z.infer<typeof vautoSentAnswer>;
