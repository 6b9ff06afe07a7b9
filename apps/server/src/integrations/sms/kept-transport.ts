import type { SmsTransport } from './port';

/**
 * Without an SMS provider nothing leaves the machine: the text stays in the outbox marked as kept
 * (not sent), where a dealer admin reads it on the Outbox page.
 */
export const keptSmsTransport: SmsTransport = {
  name: 'kept',
  async send() {
    return { outcome: 'kept' };
  },
};
