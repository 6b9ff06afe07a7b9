import nodemailer from 'nodemailer';
import type { EmailMessage, EmailTransport } from './port';

/** Sends through any SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function smtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      await transporter.sendMail({
        from,
        messageId: message.messageId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    },
  };
}
