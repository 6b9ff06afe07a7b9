import { z } from 'zod';
import { MAILING_LIST_OPTIONAL_COLUMNS, MAILING_LIST_REQUIRED_COLUMNS } from '../constants/documents';
import { countAnswer, idAnswer, timestampAnswer } from './answer-fields';
import { MAILING_LIST_VERDICTS } from './mailing-list';
import { dealerRefAnswer } from './profile';

/**
 * Sending a mailing list is background work (GET .../sendEmail answers at once): its progress, as
 * the send call, the list views and the live channel's `mailing-progress` event carry it.
 */
export const MAILING_SEND_STATES = ['sending', 'sent', 'cancelled'] as const;
export type MailingSendState = (typeof MAILING_SEND_STATES)[number];

export const mailingSendProgressAnswer = z.object({
  uid: z.string(),
  campaignId: idAnswer,
  state: z.enum(MAILING_SEND_STATES),
  /** Rows of the list; sent + failed + skipped + left = total. */
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  left: z.number().int(),
});
export type MailingSendProgress = z.infer<typeof mailingSendProgressAnswer>;

/** The send call's answer: the message to show, the job that sends, and where it stands. */
export const mailingSendStartedAnswer = z.object({
  message: z.string(),
  jobId: z.number().int(),
  progress: mailingSendProgressAnswer,
});
export type MailingSendStarted = z.infer<typeof mailingSendStartedAnswer>;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The message when sending starts: the e-mails it will send (the outcome follows on the page). */
export function mailingSendingMessage(toSend: number): string {
  return `Sending ${count(toSend, 'email', 'emails')}.`;
}

/** The message when a send is cancelled: what went before the cancel, and what did not go. */
export function mailingCancelledMessage(progress: Pick<MailingSendProgress, 'sent' | 'left'>): string {
  return `Sending cancelled: ${count(progress.sent, 'email', 'emails')} sent, ${count(progress.left, 'row', 'rows')} not sent.`;
}

export const MAILING_SEND_MESSAGES = {
  notSending: 'This mailing list is not being sent.',
  confirmSend: (toSend: number, name: string) =>
    `Send ${count(toSend, 'email', 'emails')} to the valid rows of ${name}?`,
  confirmCancel: 'Stop sending? The rows not sent yet will not be sent.',
} as const;

/** POST /dealer_campaigns/{id}/documents: the list kept, by its uid. */
export const uploadedListAnswer = z.object({ uid: z.string(), name: z.string(), rowCount: countAnswer });
export type UploadedList = z.infer<typeof uploadedListAnswer>;

/** An uploaded list as the campaign's page lists it. */
export const mailingListSummaryAnswer = z.object({
  uid: z.string(),
  name: z.string().describe('the file name'),
  rowCount: countAnswer,
  createdAt: timestampAnswer,
  sentAt: timestampAnswer.nullable(),
  sentCount: countAnswer.nullable(),
  failedCount: countAnswer.nullable(),
  send: mailingSendProgressAnswer.nullable().describe('where its send stands; null before it was sent'),
});
export type MailingListSummary = z.infer<typeof mailingListSummaryAnswer>;

const campaignRef = z.object({ id: idAnswer, name: z.string() });

/** GET /dealer_campaigns/{id}/documents: the campaign's name and its latest uploaded lists. */
export const campaignListsAnswer = z.object({ campaign: campaignRef, documents: z.array(mailingListSummaryAnswer) });
export type CampaignLists = z.infer<typeof campaignListsAnswer>;

const column = z.enum([...MAILING_LIST_REQUIRED_COLUMNS, ...MAILING_LIST_OPTIONAL_COLUMNS]);

/** One row of an uploaded list with its verdict. */
export const mailingListRowAnswer = z.object({
  line: z.number().int().describe("the row's line in the file"),
  values: z.partialRecord(column, z.string()),
  verdict: z.enum(MAILING_LIST_VERDICTS),
  errors: z
    .partialRecord(column, z.string())
    .describe('field messages of an invalid row, or the reason of a duplicate or unsubscribed one'),
});

/** GET /dealer_campaigns/document/{id}: the uploaded list's rows, each with its verdict. */
export const mailingListDocumentAnswer = mailingListSummaryAnswer.extend({
  campaign: campaignRef.nullable(),
  unknownColumns: z.array(z.string()),
  counts: z.object({ valid: countAnswer, invalid: countAnswer, duplicate: countAnswer, unsubscribed: countAnswer }),
  rows: z.array(mailingListRowAnswer),
});
export type MailingListDocument = z.infer<typeof mailingListDocumentAnswer>;

/** POST /public/unsubscribe: the dealer's brand for the confirmation page, and the address taken off. */
export const unsubscribedAnswer = z.object({ dealer: dealerRefAnswer, email: z.string() });
export type Unsubscribed = z.infer<typeof unsubscribedAnswer>;
