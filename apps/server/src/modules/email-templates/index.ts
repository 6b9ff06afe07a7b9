// The public face of the e-mail templates module: senders render customer e-mails through it.
export { type CustomerEmailInput, customerEmail, customerEmails } from './email-templates.service';
export type { RenderedEmail } from './render/render-email';
