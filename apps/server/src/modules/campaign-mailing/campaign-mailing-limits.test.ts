import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAILING_LIST_MESSAGES } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sheetRow, xlsxOfRows } from '../../../test/support/xlsx-zip';
import { campaignMailingLists, campaigns, outboxMessages } from '../../db/schema';
import { createStorage } from '../../integrations/storage';
import { waitForJob } from '../jobs';

let t: TestApp;
let dealerId: number;
let campaignId: number;
let admin: string;

const ACCORD = '1HGCM82633A004352';
const TRUCK = '1M8GDM9AXKP042788';
const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');

beforeAll(async () => {
  t = await createTestApp({ VPIC_DB_PATH, DATA_DIR: await mkdtemp(join(tmpdir(), 'mailing-limits-')) });
  dealerId = (await newDealer(t.ctx.db)).id;
  const [campaign] = await t.ctx.db.insert(campaigns).values({ dealerId, name: 'Limits', typeId: 2 }).returning();
  campaignId = campaign!.id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
}, 60_000);
afterAll(() => t.close());

const headers = () => ({ cookie: admin, 'x-dealer-id': String(dealerId) });
const upload = (name: string, bytes: Uint8Array) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dealer_campaigns/${campaignId}/documents`,
    headers: headers(),
    payload: { name, size: bytes.length, content: Buffer.from(bytes).toString('base64') },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: headers() });
const csv = (text: string) => new TextEncoder().encode(text);

describe('mailing lists: limits and verdicts (issue #35 point 6)', () => {
  it('refuses an .xlsx bomb with a clear 400 on the file', async () => {
    const piece = Buffer.alloc(1024 * 1024, 'A');
    const bomb = xlsxOfRows(
      (function* () {
        yield sheetRow(1, ['vin', 'email']);
        yield '<row r="2"><c r="A2" t="inlineStr"><is><t>';
        for (let i = 0; i < 450; i++) yield piece;
        yield '</t></is></c></row>';
      })(),
    );
    const res = await upload('bomb.xlsx', bomb);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ file: MAILING_LIST_MESSAGES.cellTooLongSomewhere });
  }, 60_000);

  it('limits the file name', async () => {
    const res = await upload(`${'n'.repeat(252)}.csv`, csv(`vin,email\n${ACCORD},a@example.test\n`));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: MAILING_LIST_MESSAGES.nameTooLong });
    expect((await upload(`${'n'.repeat(251)}.csv`, csv(`vin,email\n${ACCORD},a@example.test\n`))).statusCode).toBe(200);
  });

  it('judges a row by the rules of the send, and one bad row never blocks the others', async () => {
    const list = `vin,email,first_name\n${ACCORD},long@limits.test,${'x'.repeat(101)}\n${TRUCK},fine@limits.test,Ana\n`;
    const { uid } = (await upload('names.csv', csv(list))).json();
    const view = (await get(`/api/dealer_campaigns/document/${uid}`)).json();
    expect(view.rows.map((r: { verdict: string }) => r.verdict)).toEqual(['invalid', 'valid']);
    expect(view.rows[0].errors).toEqual({ first_name: 'Use at most 100 characters.' });
    const sent = await get(`/api/dealer_campaigns/document/${uid}/sendEmail`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await waitForJob(t.ctx.db, sent.json().jobId, 30_000)).toBe(true);
    const lists = (await get(`/api/dealer_campaigns/${campaignId}/documents`)).json();
    expect(lists.documents.find((d: { uid: string }) => d.uid === uid).send).toMatchObject({
      state: 'sent',
      sent: 1,
      failed: 1,
      skipped: 0,
    });
    const mails = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'fine@limits.test'));
    expect(mails).toHaveLength(1);
  });

  it('does not count empty rows, and a view reads the rows kept at upload, not the file again', async () => {
    const empties = ',\r\n'.repeat(450_000);
    const file = csv(`vin,email\r\n${empties}${ACCORD},a@example.test\r\n${empties}`);
    const res = await upload('sparse.csv', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rowCount).toBe(1);
    // The file itself is no longer readable: the view still answers, so it never parses the file.
    const [stored] = await t.ctx.db
      .select({ key: campaignMailingLists.storageKey })
      .from(campaignMailingLists)
      .where(eq(campaignMailingLists.uid, res.json().uid));
    await createStorage(t.ctx.config).put(stored!.key, csv('not,a,list'));
    const view = await get(`/api/dealer_campaigns/document/${res.json().uid}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().rows).toEqual([
      { line: 450_002, values: { vin: ACCORD, email: 'a@example.test' }, verdict: 'valid', errors: {} },
    ]);
  }, 60_000);

  it('parses an unsubscribe token strictly: nothing before, after or inside it', async () => {
    const { uid } = (await upload('unsub.csv', csv(`vin,email\n${ACCORD},quit@limits.test\n`))).json();
    const sent = await get(`/api/dealer_campaigns/document/${uid}/sendEmail`);
    expect(await waitForJob(t.ctx.db, sent.json().jobId, 30_000)).toBe(true);
    const [mail] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'quit@limits.test'));
    const token = new URL(mail!.links[1]!).searchParams.get('token')!;
    const unsubscribe = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/public/unsubscribe', payload: { token: value } });
    for (const bad of [`${token}.x`, `${token}.`, `${token}=`, `${token}x`, `x${token}`]) {
      expect((await unsubscribe(bad)).statusCode, bad).toBe(404);
    }
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });
});
