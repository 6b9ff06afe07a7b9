export interface SmsMessage {
  to: string;
  text: string;
}

/** Port for sending text messages. Throwing means "not delivered, try again later". */
export interface SmsTransport {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Without an SMS provider configured, texts are kept in the outbox for a person to read. */
export const keptSmsTransport: SmsTransport = {
  name: 'kept',
  async send() {},
};
