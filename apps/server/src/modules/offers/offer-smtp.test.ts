import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { smtpTransport } from '../../integrations/email/smtp-client';
import { deliverDue } from '../outbox/outbox.worker';

interface MimePart {
  headers: string;
  body: Buffer;
}

/** The leaf parts of a MIME message (what nodemailer writes: multipart/mixed around text and files). */
function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary && /content-type:\s*multipart\//i.test(headers)) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return [{ headers, body: decoded }];
}

interface Received {
  from: string | undefined;
  to: string[];
  raw: Buffer;
}

let server: SMTPServer;
let t: TestApp;
let dataDir: string;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  dataDir = await mkdtemp(join(tmpdir(), 'offers-smtp-'));
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await createTestApp(
    { DATA_DIR: dataDir, SMTP_URL: smtpUrl },
    { transports: { email: smtpTransport(smtpUrl, 'Dealer Admin <no-reply@app.test>') } },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

it('delivers the offer e-mail with its PDF letter to a real SMTP server', async () => {
  const dealerId = (await newDealer(t.ctx.db, { name: 'Harbor Auto' })).id;
  const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  const row = await newAppraisal(t.ctx.db, dealerId, {
    appraisalTypeId: 1,
    appraisalStatusId: null,
    deletedAt: null,
    email: 'smtp-customer@example.test',
    phoneNumber: null,
    firstName: 'Ana',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${row.id}/offer`,
    headers: { cookie, 'x-dealer-id': String(dealerId) },
    payload: { template: 0, type: 'retail', amount: 15250.5, sendPdf: true },
  });
  expect(res.statusCode).toBe(200);
  expect(await deliverDue(t.ctx.db, t.transports)).toBe(1);

  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['smtp-customer@example.test']);
  const raw = received[0]!.raw.toString('latin1');
  expect(raw).toContain('Subject: Your offer from Harbor Auto');
  // A stable Message-ID: a retry of this message would carry the same one (outbox-claims.test.ts).
  expect(raw).toMatch(/^Message-ID: <outbox\.\d+\.\d+@[\w.-]+>\r?$/m);
  const parts = mimeParts(raw);
  const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))!.body.toString('utf8');
  expect(text).toContain('Hello Ana,');
  expect(text).toContain('Our offer: $15,250.50');
  expect(text).toMatch(/http:\/\/app\.test\/offer\/[\w.-]+/);
  const files = parts.filter((p) => /content-disposition:\s*attachment/i.test(p.headers));
  expect(files).toHaveLength(1);
  expect(files[0]!.headers).toMatch(/content-type:\s*application\/pdf/i);
  expect(files[0]!.headers).toContain(`offer-${row.vin}.pdf`);
  expect(files[0]!.body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfText(files[0]!.body)).toContain('$15,250.50');
});
