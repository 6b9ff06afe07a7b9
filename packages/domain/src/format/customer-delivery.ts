import { z } from 'zod';
import { formatPhone } from './phone';

/**
 * What became of a customer's message on one channel, as the call that queued it knows (issue 38
 * point 11): queued for delivery, or not sent at all because the customer answered STOP to the
 * dealer's texts or the number is not one a text can reach. A message queued can still fail later;
 * the appraisal's Messages show how each one ended.
 */
export const DELIVERY_OUTCOMES = ['queued', 'opted_out', 'undeliverable'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** One channel's outcome, as the calls that send to the customer answer it (offer, inspection link). */
export const customerDeliveryAnswer = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string().describe('the e-mail address or phone number, as the record holds it'),
  status: z.enum(DELIVERY_OUTCOMES),
});
export type CustomerDelivery = z.infer<typeof customerDeliveryAnswer>;

const shownTo = (d: Pick<CustomerDelivery, 'channel' | 'to'>) =>
  d.channel === 'sms' ? formatPhone(d.to) || d.to : d.to;

/** "e-mailed to a@b.test", "texted to (512) 555-0387": a message as it is queued. */
export function deliveryText(d: Pick<CustomerDelivery, 'channel' | 'to'>): string {
  return d.channel === 'email' ? `e-mailed to ${shownTo(d)}` : `texted to ${shownTo(d)}`;
}

export const NOT_SENT_REASONS: Readonly<Record<Exclude<DeliveryOutcome, 'queued'>, string>> = {
  opted_out: 'the customer opted out of texts (answered STOP)',
  undeliverable: 'not a US phone number',
};

/** "not texted to (512) 555-0387: the customer opted out of texts (answered STOP)". */
export function notSentText(d: CustomerDelivery): string {
  const reason = d.status === 'queued' ? '' : `: ${NOT_SENT_REASONS[d.status]}`;
  return `not ${d.channel === 'email' ? 'e-mailed' : 'texted'} to ${shownTo(d)}${reason}`;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * What the user is told after sending `what` ("Inspection link", "Offer"): each channel, sent or
 * not and why. `allSent` is false when any channel was not sent (shown as a warning).
 */
export function deliveryReport(
  what: string,
  deliveries: readonly CustomerDelivery[],
): { message: string; allSent: boolean } {
  const sent = deliveries.filter((d) => d.status === 'queued').map(deliveryText);
  const notSent = deliveries.filter((d) => d.status !== 'queued').map(notSentText);
  const head = sent.length > 0 ? `${what} sent: ${sent.join(' and ')}.` : `${what} not sent.`;
  return { message: [head, ...notSent.map(sentence)].join(' '), allSent: notSent.length === 0 };
}
