import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisals } from '../../db/schema';

let t: TestApp;
let dataDir: string;
let dealerId: number;
let writer: string;
let reader: string;
const open = { appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null };
const pdf = Buffer.from('%PDF-1.7\n% a small payoff letter\n%%EOF\n');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'documents-test-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' });
  dealerId = (await newDealer(t.ctx.db)).id;
  writer = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
  reader = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const headers = (cookie = writer, dealer = dealerId) => ({ cookie, 'x-dealer-id': String(dealer) });
const list = (id: number, cookie = writer) =>
  t.app.inject({ method: 'GET', url: `/api/appraisals/${id}/documents`, headers: headers(cookie) });
const create = (id: number, payload: object, cookie = writer) =>
  t.app.inject({ method: 'POST', url: `/api/appraisals/${id}/documents`, payload, headers: headers(cookie) });
/** PUTs bytes to an upload URL, without a session: the signed URL is the permission. */
const put = (uploadUrl: string, body: Buffer, type: string) =>
  t.app.inject({ method: 'PUT', url: new URL(uploadUrl).pathname, payload: body, headers: { 'content-type': type } });
const download = (link: string) => t.app.inject({ method: 'GET', url: link });
const payoffPdf = { name: 'payoff letter.pdf', size: pdf.length, type: 'application/pdf', typeName: 'payoff' };

describe('documents: POST, PUT to the signed URL, GET list, download', () => {
  it('round trip: the file is listed only once its bytes arrive and downloads byte for byte', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const created = await create(row.id, payoffPdf);
    expect(created.statusCode).toBe(200);
    const doc = created.json();
    expect(doc).toMatchObject({
      name: 'payoff letter.pdf',
      size: pdf.length,
      type: 'application/pdf',
      typeName: 'payoff',
    });
    expect(doc.uploadUrl).toMatch(/^http:\/\/app\.test\/api\/files\/upload\/[\w-]+\.[\w-]+$/);
    expect((await list(row.id)).json()).toEqual({ payoff: [], photos: [], groundingReceipt: [], billOfLading: [] });

    const uploaded = await put(doc.uploadUrl, pdf, 'application/pdf');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({
      id: doc.id,
      typeName: 'payoff',
      documentTypeName: 'payoff',
      mimeType: 'application/pdf',
    });

    const listed = (await list(row.id)).json();
    expect(listed.payoff).toHaveLength(1);
    const [item] = listed.payoff;
    expect(item).toMatchObject({
      id: doc.id,
      name: 'payoff letter.pdf',
      size: pdf.length,
      mimeType: 'application/pdf',
      type: 'application/pdf',
      typeName: 'payoff',
      documentTypeName: 'payoff',
    });
    expect(item.link).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(item.createdAt)).not.toBeNaN();

    const file = await download(item.link);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="payoff letter.pdf"; filename*=UTF-8''payoff%20letter.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const [log] = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, row.id));
    expect(log).toMatchObject({ action: 'Document uploaded', details: 'Payoff: payoff letter.pdf' });
    // The same URL cannot replace the file afterwards.
    expect((await put(doc.uploadUrl, pdf, 'application/pdf')).statusCode).toBe(409);
  });

  it('a file name cannot break out of the content-disposition header', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const doc = (await create(row.id, { ...payoffPdf, name: 'a"b\\c\r\nx: y é.pdf' })).json();
    await put(doc.uploadUrl, pdf, 'application/pdf');
    const [item] = (await list(row.id)).json().payoff;
    const header = (await download(item.link)).headers['content-disposition'];
    expect(header).toBe(`inline; filename="a_b_c__x: y _.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0Ax%3A%20y%20%C3%A9.pdf`);
  });

  it('refuses a type other than images and PDF, and a size over the limit, with field messages (400)', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const html = await create(row.id, { ...payoffPdf, name: 'x.html', type: 'text/html' });
    expect(html.statusCode).toBe(400);
    expect(html.json().error.fields).toEqual({
      type: 'Only images (JPEG, PNG, WebP, HEIC) and PDF files can be uploaded.',
    });
    const big = await create(row.id, { ...payoffPdf, size: 1024 * 1024 + 1 });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields.size).toBe('File is larger than 1 MB.');
    const empty = await create(row.id, { name: '', size: 0, typeName: 'invoice' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['name', 'size', 'type', 'typeName']);
  });

  it('the PUT must carry the declared type (400) and exactly the declared size (400); above the limit is 413', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const { uploadUrl } = (await create(row.id, payoffPdf)).json();
    const wrongType = await put(uploadUrl, pdf, 'image/png');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toEqual({ type: 'Expected application/pdf.' });
    expect((await put(uploadUrl, pdf, 'text/plain')).statusCode).toBe(400);
    const short = await put(uploadUrl, pdf.subarray(1), 'application/pdf');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ size: `Expected ${pdf.length} bytes.` });
    expect((await put(uploadUrl, Buffer.alloc(1024 * 1024 + 1), 'application/pdf')).statusCode).toBe(413);
    expect((await list(row.id)).json().payoff).toEqual([]);
    // After the refusals the right bytes still go through.
    expect((await put(uploadUrl, pdf, 'application/pdf; charset=binary')).statusCode).toBe(200);
  });

  it('a forged or tampered token is refused with 403, for upload and download', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const { uploadUrl } = (await create(row.id, payoffPdf)).json();
    const [payload, signature] = new URL(uploadUrl).pathname.split('/').pop()!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400_000 })).toString('base64url');
    const forged = await put(`http://app.test/api/files/upload/${tampered}.${signature}`, pdf, 'application/pdf');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.message).toBe('This link is not valid.');
    expect((await put('http://app.test/api/files/upload/nonsense', pdf, 'application/pdf')).statusCode).toBe(403);
    // An upload token does not open a file, and a made-up download token opens nothing.
    expect((await download(`/api/files/${payload}.${signature}`)).statusCode).toBe(403);
    const fake = Buffer.from(JSON.stringify({ op: 'get', key: 'x', type: 'text/html', name: 'x', exp: 9e15 })).toString(
      'base64url',
    );
    expect((await download(`/api/files/${fake}.${signature}`)).statusCode).toBe(403);
  });

  it('expired signed URLs are refused with 403 "This link has expired."', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const first = (await create(row.id, payoffPdf)).json();
    await put(first.uploadUrl, pdf, 'application/pdf');
    const [item] = (await list(row.id)).json().payoff;
    const second = (await create(row.id, payoffPdf)).json();
    t.advance(t.ctx.config.uploads.urlTtlMs + 1000);
    const upload = await put(second.uploadUrl, pdf, 'application/pdf');
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.message).toBe('This link has expired.');
    const file = await download(item.link);
    expect(file.statusCode).toBe(403);
    expect(file.json().error.message).toBe('This link has expired.');
    // A fresh list hands out fresh links.
    const [fresh] = (await list(row.id)).json().payoff;
    expect((await download(fresh.link)).statusCode).toBe(200);
  });
});

describe('lease documents', () => {
  it('grounding receipts and bills of lading are refused on a trade-in (400 typeName)', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalTypeId: 1 });
    const res = await create(row.id, { ...payoffPdf, typeName: 'groundingReceipt' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      typeName: 'Grounding receipts and bills of lading are for lease returns only.',
    });
    expect((await create(row.id, { ...payoffPdf, typeName: 'photos' })).statusCode).toBe(400);
  });

  it('on a lease return the upload sets bill_of_lading, whose stable path redirects to a signed link', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      appraisalTypeId: 2,
      area: 'lease',
      billOfLading: null,
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const doc = (
      await create(row.id, { name: 'bol.png', size: png.length, type: 'image/png', typeName: 'billOfLading' })
    ).json();
    expect((await put(doc.uploadUrl, png, 'image/png')).statusCode).toBe(200);
    const [saved] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, row.id));
    const path = `/api/appraisals/${row.id}/documents/${doc.id}/file`;
    expect(saved?.billOfLading).toEqual({ url: path, name: 'bol.png' });
    expect((await list(row.id)).json().billOfLading).toHaveLength(1);

    const redirect = await t.app.inject({ method: 'GET', url: path, headers: { cookie: reader } });
    expect(redirect.statusCode).toBe(302);
    const file = await download(redirect.headers.location as string);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);

    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const otherDealer = (await newDealer(t.ctx.db)).id;
    const stranger = await t.login(
      (await newUser(t.ctx.db, { dealerIds: [otherDealer], roles: ['DEALER_ADMIN'] })).email,
    );
    expect((await t.app.inject({ method: 'GET', url: path, headers: { cookie: stranger } })).statusCode).toBe(404);
  });
});

describe('documents: access', () => {
  it('401 without a session, 404 for another dealer, 403 for a role that may not write, 422 when archived', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const anon = await t.app.inject({ method: 'GET', url: `/api/appraisals/${row.id}/documents` });
    expect(anon.statusCode).toBe(401);
    const anonPost = await t.app.inject({
      method: 'POST',
      url: `/api/appraisals/${row.id}/documents`,
      payload: payoffPdf,
    });
    expect(anonPost.statusCode).toBe(401);

    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await list(theirs.id)).statusCode).toBe(404);
    expect((await create(theirs.id, payoffPdf)).statusCode).toBe(404);

    expect((await list(row.id, reader)).statusCode).toBe(200);
    expect((await create(row.id, payoffPdf, reader)).statusCode).toBe(403);

    const archived = await newAppraisal(t.ctx.db, dealerId, { ...open, deletedAt: new Date() });
    const closed = await create(archived.id, payoffPdf);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.message).toBe('This record is archived.');
  });
});
