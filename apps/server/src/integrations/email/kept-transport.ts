import type { EmailTransport } from './port';

/**
 * Without SMTP_URL nothing leaves the machine: the message counts as delivered and stays in the
 * outbox, where a dealer admin reads it on the Outbox page (demo and development).
 */
export const keptEmailTransport: EmailTransport = {
  name: 'kept',
  async send() {},
};
