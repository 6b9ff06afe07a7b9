import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { createStorage, newStorageKey } from '.';

let s3: TestS3;
let t: TestApp;
let dealerId: number;
let writer: string;
const open = { appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null };
const pdf = Buffer.from('%PDF-1.7\n% a small payoff letter\n%%EOF\n');
const html = Buffer.from('<html><script>alert(1)</script></html>');

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
  dealerId = (await newDealer(t.ctx.db)).id;
  writer = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const headers = () => ({ cookie: writer, 'x-dealer-id': String(dealerId) });
const create = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/appraisals/${id}/documents`, payload, headers: headers() });
const confirm = (confirmUrl: string) => t.app.inject({ method: 'POST', url: new URL(confirmUrl).pathname });
/** What a browser does with the presigned URL: PUT the bytes straight to the bucket. */
const putToBucket = (url: string, body: Buffer, type: string) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': type } });
const list = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/appraisals/${id}/documents`, headers: headers() });

describe('S3 storage: presigned PUT and GET against a real S3-protocol server', () => {
  it('uploads straight to the bucket, lists the file once confirmed, and downloads it by a presigned GET', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const created = await create(row.id, {
      name: 'payoff.pdf',
      size: pdf.length,
      type: 'application/pdf',
      typeName: 'payoff',
    });
    expect(created.statusCode).toBe(200);
    const doc = created.json();
    expect(doc.uploadUrl.startsWith(`${s3.endpoint}/${s3.bucket}/files/`)).toBe(true);
    expect(doc.uploadUrl).toContain('X-Amz-Signature=');
    expect(doc.confirmUrl).toMatch(/^http:\/\/app\.test\/api\/files\/uploaded\//);

    expect((await putToBucket(doc.uploadUrl, pdf, 'application/pdf')).status).toBe(200);
    // Not listed until the client says the bytes are there and they pass the checks.
    expect((await list(row.id)).json().payoff).toEqual([]);
    const confirmed = await confirm(doc.confirmUrl);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: doc.id, name: 'payoff.pdf', typeName: 'payoff' });
    expect((await confirm(doc.confirmUrl)).statusCode).toBe(409);

    const [listed] = (await list(row.id)).json().payoff;
    const redirect = await t.app.inject({ method: 'GET', url: listed.link });
    expect(redirect.statusCode).toBe(302);
    const location = String(redirect.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/files/`)).toBe(true);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('filename="payoff.pdf"');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
  });

  it('refuses bytes that are not the declared type, and deletes them from the bucket', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const created = await create(row.id, {
      name: 'payoff.png',
      size: html.length,
      type: 'image/png',
      typeName: 'payoff',
    });
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json();
    // The bucket takes them (type and length are the signed ones); our check does not.
    expect((await putToBucket(doc.uploadUrl, html, 'image/png')).status).toBe(200);
    const confirmed = await confirm(doc.confirmUrl);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().error.fields.type).toBe(confirmed.json().error.message);
    const key = new URL(doc.uploadUrl).pathname.split('/').pop()!;
    expect(await createStorage(t.ctx.config).get(key)).toBeNull();
    expect((await list(row.id)).json().payoff).toEqual([]);
  });

  it('bytes stored under another type than the declared one are refused and deleted', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const doc = (
      await create(row.id, { name: 'p.pdf', size: pdf.length, type: 'application/pdf', typeName: 'payoff' })
    ).json();
    // AWS refuses this PUT (content-type is a signed header); s3rver does not check v4 signatures,
    // so the check after the upload is what is tested here.
    await putToBucket(doc.uploadUrl, pdf, 'text/html');
    const confirmed = await confirm(doc.confirmUrl);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().error.fields).toEqual({ type: 'Expected application/pdf.' });
    const key = new URL(doc.uploadUrl).pathname.split('/').pop()!;
    expect(await createStorage(t.ctx.config).get(key)).toBeNull();
  });

  it('confirming before the bytes arrived is a 400', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const doc = (
      await create(row.id, { name: 'p.pdf', size: pdf.length, type: 'application/pdf', typeName: 'payoff' })
    ).json();
    const confirmed = await confirm(doc.confirmUrl);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().error.message).toBe('The file has not arrived. Upload it again.');
  });

  it("the page may reach the bucket: its origin is in the CSP's connect-src and img-src", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const origin = new URL(s3.endpoint).origin;
    expect(csp).toContain(`connect-src 'self' ${origin}`);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
  });

  it('a confirm URL that was not signed by us is a 403', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/files/uploaded/abc.def' });
    expect(res.statusCode).toBe(403);
  });

  it('the port: put, get and delete by key', async () => {
    const storage = createStorage(t.ctx.config);
    expect(storage.name).toBe('s3');
    const key = newStorageKey();
    await storage.put(key, pdf);
    const got = await storage.get(key);
    expect(got?.size).toBe(pdf.length);
    expect(Buffer.from(await got!.body.toArray().then((c) => Buffer.concat(c)))).toEqual(pdf);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get('not-a-key')).toBeNull();
  });
});
