import { SMTPServer } from 'smtp-server';

export interface Delivery {
  /** The Message-ID header: the outbox row's, the same on every attempt. */
  messageId: string;
  recipients: string[];
  /** The SMTP user it logged in as: which instance sent it. */
  user: string;
  at: number;
}

export interface SmtpCounter {
  /** smtp://user:secret@127.0.0.1:port, for one sender's SMTP_URL. */
  urlFor(user: string): string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server) that records every message it accepted, by
 * Message-ID and sender login, taking `delayMs` to accept each (a mail server at some distance).
 */
export async function startSmtpCounter(delayMs = 0): Promise<SmtpCounter> {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      done(null, { user: auth.username });
    },
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        const head = data.slice(0, data.indexOf('\r\n\r\n'));
        setTimeout(() => {
          deliveries.push({
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '',
            recipients: session.envelope.rcptTo.map((r) => r.address),
            user: String(session.user ?? ''),
            at: Date.now(),
          });
          done();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    urlFor: (user) => `smtp://${user}:secret@127.0.0.1:${port}`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
