import { z } from 'zod';

/**
 * Sending a mailing list is background work (GET .../sendEmail answers at once): its progress, as
 * the send call, the list views and the live channel's `mailing-progress` event carry it.
 */
export const MAILING_SEND_STATES = ['sending', 'sent', 'cancelled'] as const;
export type MailingSendState = (typeof MAILING_SEND_STATES)[number];

export const mailingSendProgressAnswer = z.object({
  uid: z.string(),
  campaignId: z.number().int(),
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
