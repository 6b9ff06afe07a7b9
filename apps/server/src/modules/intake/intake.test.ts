import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEW_APPRAISAL_MESSAGES } from '@dealer/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, outboxMessages, users } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let slug: string;
let appraiser: { id: number; cookie: string; uid: string };
let serviceTech: string;
let sales: string;

const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');
const ACCORD = '1HGCM82633A004352';
const customer = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.test', phone: '(555) 010-2000' };

beforeAll(async () => {
  t = await createTestApp({ VPIC_DB_PATH, DATA_DIR: await mkdtemp(join(tmpdir(), 'intake-test-')) });
  const dealer = await newDealer(t.ctx.db);
  dealerId = dealer.id;
  slug = dealer.slug;
  const user = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
  const [row] = await t.ctx.db.select({ uid: users.uid }).from(users).where(eq(users.id, user.id));
  appraiser = { id: user.id, cookie: await t.login(user.email), uid: row!.uid };
  serviceTech = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SERVICE_TECH'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
}, 60_000);
afterAll(() => t.close());

const post = (url: string, payload: object, cookie: string | null = appraiser.cookie) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealerId) } : {},
  });
const start = (payload: object, cookie?: string | null) => post('/api/appraisals/start', payload, cookie);
const record = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;
const outboxFor = (recipient: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id));
const form = (extra: object = {}) => ({ vin: ACCORD, trim: 'EX-V6', mileage: 84_000, ...customer, ...extra });

describe('POST /api/appraisals/start', () => {
  it('starts a trade-in in the Buying center with the decoded vehicle, originator and default pickup fee', async () => {
    const res = await start(form({ typeCode: 'tradein', ownerStatusId: 2, financeBank: 'Ally', sendInspect: 'email' }));
    expect(res.statusCode).toBe(200);
    const { id, inspectionUrl } = res.json();
    expect(inspectionUrl).toMatch(/^http:\/\/app\.test\/sandbox\/inspection\//);
    const row = await record(id);
    expect(row).toMatchObject({
      dealerId,
      appraisalTypeId: 1,
      area: 'buying',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      mileage: 84_000,
      ownerStatusId: 2,
      financeBank: 'Ally',
      originatorId: appraiser.id,
      pickupFee: 200,
      firstName: 'Dana',
      phoneNumber: '(555) 010-2000',
      paveInspectStatus: 'Started',
      stage: 'inspect',
    });
  });

  it('sends the inspection link on the sendInspect channels', async () => {
    const byEmail = await start(form({ typeCode: 'tradein', email: 'only-mail@example.test', sendInspect: 'email' }));
    const mail = await outboxFor('only-mail@example.test');
    expect(mail.map((m) => m.channel)).toEqual(['email']);
    expect(mail[0]!.links[0]).toBe(byEmail.json().inspectionUrl);

    await start(
      form({ typeCode: 'tradein', email: 'both@example.test', phone: '5550109999', sendInspect: 'email_phone' }),
    );
    expect((await outboxFor('both@example.test')).map((m) => m.channel)).toEqual(['email']);
    expect((await outboxFor('5550109999')).map((m) => m.channel)).toEqual(['sms']);

    await start(
      form({ typeCode: 'tradein', email: 'no-text@example.test', phone: '5550108888', sendInspect: 'phone' }),
    );
    expect(await outboxFor('no-text@example.test')).toEqual([]);
    expect((await outboxFor('5550108888')).map((m) => m.channel)).toEqual(['sms']);
  });

  it('does not contact the customer of a showroom trade-in or a service appraisal, but still opens the inspection', async () => {
    const showroom = await start(
      form({ typeCode: 'showroom_tradein', email: 'showroom@example.test', sendInspect: 'email' }),
    );
    expect((await record(showroom.json().id)).area).toBe('showroom');
    expect(showroom.json().inspectionUrl).toBeTruthy();
    const service = await start(
      form({ typeCode: 'tradein', service: true, email: 'service@example.test', sendInspect: 'email' }),
      serviceTech,
    );
    expect(service.statusCode).toBe(200);
    expect((await record(service.json().id)).area).toBe('service');
    expect(await outboxFor('showroom@example.test')).toEqual([]);
    expect(await outboxFor('service@example.test')).toEqual([]);
  });

  it('starts a lease return owned by the bank with its address block, and a showroom lease return', async () => {
    const lease = await start(
      form({
        typeCode: 'lease',
        ownerStatusId: 1,
        financeBank: 'Toyota Financial',
        financeBankNum: '1234',
        maturityDate: '12/31/2026',
        address1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        sendInspect: 'email',
      }),
    );
    expect(await record(lease.json().id)).toMatchObject({
      appraisalTypeId: 2,
      area: 'lease',
      ownerStatusId: 3,
      financeBank: 'Toyota Financial',
      financeBankNum: '1234',
      maturityDate: '2026-12-31',
      address1: '1 Main St',
      state: 'TX',
      zip: '78701',
    });
    const showroomLease = await start(form({ typeCode: 'lease', showroom: true, sendInspect: 'email' }));
    expect(await record(showroomLease.json().id)).toMatchObject({ appraisalTypeId: 2, area: 'showroom' });
  });

  it('refuses a form without VIN, trim or mileage with the spec messages', async () => {
    const res = await start({ typeCode: 'tradein', vin: '', trim: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields.vin).toBe(NEW_APPRAISAL_MESSAGES.vin);
    expect(fields.trim).toBe(NEW_APPRAISAL_MESSAGES.trim);
    expect(fields.mileage).toBe(NEW_APPRAISAL_MESSAGES.mileage);
    expect(fields.email).toBe(NEW_APPRAISAL_MESSAGES.email);
    const none = await start(form({ typeCode: 'tradein', sendInspect: 'none' }));
    expect(none.json().error.fields.sendInspect).toBe(NEW_APPRAISAL_MESSAGES.sendInspectNone);
  });

  it('lets only service users start service appraisals and keeps service-only users to them', async () => {
    expect((await start(form({ typeCode: 'tradein', service: true }), sales)).statusCode).toBe(403);
    expect((await start(form({ typeCode: 'tradein', sendInspect: 'email' }), serviceTech)).statusCode).toBe(403);
    expect((await start(form({ typeCode: 'tradein' }), null)).statusCode).toBe(401);
  });

  it('runs the four valuations after answering; the detail shows their results', async () => {
    const { id } = (await start(form({ typeCode: 'tradein', sendInspect: 'email' }))).json();
    let detail: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/appraisals/${id}`,
        headers: { cookie: appraiser.cookie, 'x-dealer-id': String(dealerId) },
      });
      detail = res.json();
      if (detail.mmrValResult && detail.jdpValResult && detail.galvesValResult && detail.blackbookValResult) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const key of ['mmrValResult', 'jdpValResult', 'galvesValResult', 'blackbookValResult']) {
      expect(detail[key], key).toMatchObject({ data: expect.objectContaining({ value: expect.any(Number) }) });
    }
    expect(detail.mmrVal).toEqual(expect.any(Number));
  });
});

describe('POST /api/appraisals/share-invite and the customer form', () => {
  it('answers a link to the prefilled customer form (url mode) that the customer submits', async () => {
    const res = await post('/api/appraisals/share-invite', {
      typeCode: 'tradein',
      shareType: 'url',
      prefillValues: { firstName: 'Prefilled', mileage: 12000 },
    });
    expect(res.statusCode).toBe(200);
    const shareUrl = new URL(res.json().shareUrl);
    expect(shareUrl.pathname).toBe(`/${slug}/sell`);
    const token = shareUrl.searchParams.get('invite')!;
    const invite = (await t.app.inject({ method: 'GET', url: `/api/public/invites/${token}` })).json();
    expect(invite).toMatchObject({
      dealer: { slug },
      typeCode: 'tradein',
      prefill: { firstName: 'Prefilled', mileage: 12000 },
    });

    const submitted = await post(
      `/api/public/dealers/${slug}/appraisals`,
      form({ typeCode: 'tradein', invite: token }),
      null,
    );
    expect(submitted.statusCode).toBe(200);
    expect(await record(submitted.json().id)).toMatchObject({
      area: 'buying',
      originatorId: appraiser.id,
      make: 'Honda',
    });
  });

  it('sends the invite by e-mail and by text through the outbox, lease returns to /return', async () => {
    const mail = await post('/api/appraisals/share-invite', {
      typeCode: 'lease',
      shareType: 'email',
      email: 'invitee@example.test',
    });
    expect(new URL(mail.json().shareUrl).pathname).toBe(`/${slug}/return`);
    const [message] = await outboxFor('invitee@example.test');
    expect(message).toMatchObject({ channel: 'email', links: [mail.json().shareUrl] });
    const text = await post('/api/appraisals/share-invite', {
      typeCode: 'showroom_tradein',
      shareType: 'sms',
      phone: '5550107777',
    });
    expect((await outboxFor('5550107777'))[0]).toMatchObject({ channel: 'sms', links: [text.json().shareUrl] });
  });

  it('refuses e-mail mode without an e-mail, a service-only user, and an unknown invite', async () => {
    const res = await post('/api/appraisals/share-invite', { typeCode: 'tradein', shareType: 'email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBeTruthy();
    expect(
      (await post('/api/appraisals/share-invite', { typeCode: 'tradein', shareType: 'url' }, serviceTech)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/invites/nope' })).statusCode).toBe(404);
  });

  it('credits a customer form opened with a staff uid to that user', async () => {
    const res = await post(
      `/api/public/dealers/${slug}/appraisals`,
      form({ typeCode: 'lease', uid: appraiser.uid }),
      null,
    );
    expect(res.statusCode).toBe(200);
    expect(await record(res.json().id)).toMatchObject({ area: 'lease', originatorId: appraiser.id });
  });
});

describe('public service page', () => {
  it('starts a service appraisal without signing in, credited to a valid duid', async () => {
    const res = await post(
      `/api/public/dealers/${slug}/service-appraisals`,
      form({ typeCode: 'tradein', duid: appraiser.uid, sendInspect: 'none' }),
      null,
    );
    expect(res.statusCode).toBe(200);
    expect(await record(res.json().id)).toMatchObject({ area: 'service', originatorId: appraiser.id });
    const anonymous = await post(
      `/api/public/dealers/${slug}/service-appraisals`,
      form({ typeCode: 'tradein', duid: 'not-a-uid' }),
      null,
    );
    expect(await record(anonymous.json().id)).toMatchObject({ area: 'service', originatorId: null });
  });

  it('decodes VINs for the public page and refuses an unknown dealer slug', async () => {
    const decoded = await t.app.inject({ method: 'GET', url: `/api/public/dealers/${slug}/vin/${ACCORD}` });
    expect(decoded.json()[0]).toMatchObject({ make: 'Honda', model: 'Accord' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/dealers/no-such-dealer/vin/${ACCORD}` })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/public/dealers/no-such-dealer/service-appraisals', form({ typeCode: 'tradein' }), null))
        .statusCode,
    ).toBe(404);
  });

  it('is rate-limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (await post(`/api/public/dealers/${slug}/service-appraisals`, { typeCode: 'tradein' }, null)).statusCode,
      );
    }
    expect(codes).toContain(429);
  });
});
