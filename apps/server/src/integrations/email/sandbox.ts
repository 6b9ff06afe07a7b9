import { isDatabaseId } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { findAnyEmail, listAllEmails } from '../../modules/outbox/outbox.service';
import { inboxPage, mailPage } from './mail-catcher-page';

/** How many of the newest e-mails the inbox shows. */
const INBOX_SIZE = 200;

/**
 * The e-mail sandbox (DESIGN.md 5), mounted at /sandbox/mail when SANDBOX is on: a mail catcher in
 * the manner of Mailpit, showing every e-mail the app kept or sent, whoever it belongs to, so the
 * demo reads a password reset or a confirm link without SMTP. Never mounted without the sandbox:
 * it shows everyone's links.
 */
export function mailCatcherSandbox(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Paths, not the public URL: the page works on whichever host the browser reached it.
    const base = '/sandbox/mail';
    // ?to= narrows the inbox to one recipient (as Mailpit's search does), past a flood of others.
    app.get('/', async (req, reply) => {
      const to = (req.query as { to?: unknown }).to;
      const mails = await listAllEmails(
        ctx.db,
        INBOX_SIZE,
        typeof to === 'string' && to.length <= 320 ? to : undefined,
      );
      return reply.type('text/html').send(inboxPage(mails, (id) => `${base}/${id}`));
    });
    app.get('/:id', async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      const mail = isDatabaseId(id) ? await findAnyEmail(ctx.db, id) : undefined;
      if (!mail) return reply.code(404).type('text/plain').send('No such e-mail');
      return reply.type('text/html').send(mailPage(mail, `${base}/`));
    });
  };
}
