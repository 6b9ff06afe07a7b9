import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { signedDownloadPath } from '../../integrations/storage';
import { hmac } from '../../lib/crypto';

/** The constant the server used to sign with when SESSION_SECRET was unset. */
const OLD_DEV_SECRET = 'dev-only-secret-change-me-in-production-0000';

const pdf = Buffer.from('%PDF-1.7\n% a payoff letter\n%%EOF\n');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const html = Buffer.from('<!doctype html><script>fetch("/api/user").then(r=>r.text()).then(alert)</script>');

let dataDir: string;
let t: TestApp;
let dealerId: number;
let cookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'file-safety-test-'));
  // No SESSION_SECRET: the app makes its own under DATA_DIR.
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db)).id;
  cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(app: TestApp, file: { name: string; type: string; bytes: Buffer }) {
  const row = await newAppraisal(app.ctx.db, dealerId, { appraisalTypeId: 1, appraisalStatusId: null });
  const created = await app.app.inject({
    method: 'POST',
    url: `/api/appraisals/${row.id}/documents`,
    headers: { cookie, 'x-dealer-id': String(dealerId) },
    payload: { name: file.name, size: file.bytes.length, type: file.type, typeName: 'payoff' },
  });
  expect(created.statusCode).toBe(200);
  return app.app.inject({
    method: 'PUT',
    url: new URL(created.json().uploadUrl).pathname,
    payload: file.bytes,
    headers: { 'content-type': file.type },
  });
}

/** A download token for `grant`, signed the way the server signs, with `secret`. */
function tokenSignedWith(secret: string, grant: object) {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `/api/files/${payload}.${hmac(secret, `files:${payload}`)}`;
}

describe('uploads are what their bytes say', () => {
  it('an HTML file declared as a PDF is refused with a field message (400)', async () => {
    const res = await upload(t, { name: 'payoff.pdf', type: 'application/pdf', bytes: html });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      type: 'Only images (JPEG, PNG, WebP, HEIC) and PDF files can be uploaded.',
    });
  });

  it('a PNG declared as a JPEG is refused, naming what it is', async () => {
    const res = await upload(t, { name: 'car.jpg', type: 'image/jpeg', bytes: png });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ type: "The file's contents are image/png, not image/jpeg." });
  });

  it.each([
    ['payoff.pdf', 'application/pdf', pdf],
    ['car.jpg', 'image/jpeg', jpeg],
    ['car.png', 'image/png', png],
  ])('a real %s (%s) is accepted', async (name, type, bytes) => {
    const res = await upload(t, { name, type, bytes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name, mimeType: type });
  });
});

describe('downloads', () => {
  it('are served with their type, a disposition, nosniff and a sandboxing CSP', async () => {
    const { link } = (await upload(t, { name: 'car.png', type: 'image/png', bytes: png })).json();
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`inline; filename="car.png"; filename*=UTF-8''car.png`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);
  });

  it('a validly signed link naming text/html still never gets text/html: bytes to save, sandboxed', async () => {
    const { link } = (await upload(t, { name: 'payoff.pdf', type: 'application/pdf', bytes: pdf })).json();
    const claims = JSON.parse(Buffer.from(link.split('/').pop().split('.')[0], 'base64url').toString());
    for (const type of ['text/html', 'text/html; charset=utf-8', 'image/svg+xml', 'TEXT/HTML']) {
      const path = signedDownloadPath(t.ctx, { key: claims.key, type, name: 'page.html' });
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe('sandbox');
    }
  });

  it('a link forged with the old constant development secret is refused (403)', async () => {
    const { link } = (await upload(t, { name: 'payoff.pdf', type: 'application/pdf', bytes: pdf })).json();
    const claims = JSON.parse(Buffer.from(link.split('/').pop().split('.')[0], 'base64url').toString());
    const forged = tokenSignedWith(OLD_DEV_SECRET, { ...claims, type: 'text/html' });
    const res = await t.app.inject({ method: 'GET', url: forged });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This link is not valid.');
    // The same claims signed with the app's own secret do open the file: only the secret differs.
    expect(
      (await t.app.inject({ method: 'GET', url: tokenSignedWith(t.ctx.config.sessionSecret, claims) })).statusCode,
    ).toBe(200);
  });

  it('a link signed before a restart still opens the file after it (same DATA_DIR, generated secret)', async () => {
    const { link } = (await upload(t, { name: 'payoff.pdf', type: 'application/pdf', bytes: pdf })).json();
    const restarted = await createTestApp({ DATA_DIR: dataDir });
    try {
      const res = await restarted.app.inject({ method: 'GET', url: link });
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
    } finally {
      await restarted.close();
    }
    // Another DATA_DIR means another secret: the link means nothing there.
    const elsewhere = await mkdtemp(join(tmpdir(), 'file-safety-test-'));
    const other = await createTestApp({ DATA_DIR: elsewhere });
    try {
      expect((await other.app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
    } finally {
      await other.close();
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
