import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOGO_MESSAGES } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let dataDir: string;
let dealer: { id: number; slug: string };
let otherDealerId: number;
let admin: string;
let sales: string;
let otherAdmin: string;

// A 1×1 PNG, a tiny JPEG header and an SVG with a script in it.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealer-logo-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealer = await newDealer(t.ctx.db);
  otherDealerId = (await newDealer(t.ctx.db)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES'] })).email);
  otherAdmin = await t.login((await newUser(t.ctx.db, { dealerIds: [otherDealerId], roles: ['DEALER_ADMIN'] })).email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer, type: string, cookie = admin, dealerId = dealer.id, id = dealer.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dealers/${id}/logo`,
    payload: body,
    headers: { cookie, 'x-dealer-id': String(dealerId), 'content-type': type },
  });
const publicLogo = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace('http://app.test', ''), headers });

describe('dealer logo: POST/DELETE /dealers/{id}/logo, GET /public/dealers/{slug}/logo', () => {
  it('an admin uploads a logo; customers get it from a permanent address with a content-hash ETag', async () => {
    const res = await upload(png, 'image/png');
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(new RegExp(`^http://app\\.test/api/public/dealers/${dealer.slug}/logo\\?v=[0-9a-f]{16}$`));

    // The customer-facing dealer (offer page, public forms) carries it.
    const pub = await t.app.inject({ method: 'GET', url: `/api/public/dealers/${dealer.slug}` });
    expect(pub.json().logoUrl).toBe(logoUrl);

    const got = await publicLogo(logoUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.rawPayload).toEqual(png);
    const etag = String(got.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await publicLogo(logoUrl, { 'if-none-match': etag })).statusCode).toBe(304);
    // Without the version (or an old one) it is revalidated every time.
    const bare = await publicLogo(`/api/public/dealers/${dealer.slug}/logo`);
    expect(bare.headers['cache-control']).toBe('public, no-cache');
  });

  it('a replaced logo changes the address and the bytes; a removed one is a 404', async () => {
    const first = (await upload(png, 'image/png')).json().logoUrl;
    const replaced = await upload(jpeg, 'image/jpeg');
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json().logoUrl;
    expect(second).not.toBe(first);
    const got = await publicLogo(second);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload).toEqual(jpeg);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/dealers/${dealer.id}/logo`,
      headers: { cookie: admin, 'x-dealer-id': String(dealer.id) },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await publicLogo(second)).statusCode).toBe(404);
  });

  it('refuses SVG, other types, bytes that are not the declared type, empty and too-large files', async () => {
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [Buffer.from('%PDF-1.7\n'), 'application/pdf'],
      [svg, 'image/png'],
      [jpeg, 'image/png'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error.fields).toEqual({ file: LOGO_MESSAGES.type });
    }
    expect((await upload(Buffer.alloc(0), 'image/png')).json().error.fields).toEqual({ file: LOGO_MESSAGES.empty });
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload(big, 'image/png');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toEqual({ file: LOGO_MESSAGES.size });
  });

  it("another dealer's id is a 404, another role a 403, no session a 401", async () => {
    expect((await upload(png, 'image/png', otherAdmin, otherDealerId, dealer.id)).statusCode).toBe(404);
    expect((await upload(png, 'image/png', admin, dealer.id, otherDealerId)).statusCode).toBe(404);
    expect((await upload(png, 'image/png', sales)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/dealers/${dealer.id}/logo`,
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await publicLogo('/api/public/dealers/no-such-dealer/logo')).statusCode).toBe(404);
  });
});
