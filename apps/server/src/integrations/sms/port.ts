export interface SmsMessage {
  /** E.164, e.g. +15125550388. */
  to: string;
  text: string;
  /** Ours for this message (the outbox row): the provider's status callbacks carry it back. */
  reference: string;
  /**
   * The dealer's sender: a number (E.164) the text goes from, or a messaging service id (MG...)
   * from whose numbers the provider picks one.
   */
  from: string;
}

/**
 * kept: nothing left the machine (no provider configured); sent: the provider accepted it, with
 * the number it goes from when the provider already said (null: it tells in a status callback).
 */
export type SmsSendResult =
  | { outcome: 'kept' }
  | { outcome: 'sent'; providerMessageId: string; fromNumber: string | null };

/** The provider refused the message for good (a number that cannot receive texts): no retry. */
export class SmsRejectedError extends Error {}

/**
 * Port for sending text messages. Throwing SmsRejectedError means "never deliverable"; any other
 * error means "not delivered, try again later".
 */
export interface SmsTransport {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** Fields of the provider's signed callbacks (status reports and inbound texts), as posted. */
export type SmsCallbackParams = Record<string, string>;
