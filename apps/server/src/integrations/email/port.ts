import type { OutboxAttachment } from '../../db/schema';

export interface EmailMessage {
  /** The Message-ID header, `<...@domain>`: the same on every attempt of one outbox message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
}

/** Port for sending e-mail. Throwing means "not delivered, try again later". */
export interface EmailTransport {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
