import { ROLE_NAMES, type RoleName } from '@dealer/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { activityOf, dealerRequests } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, auditLog } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let adminId: number;
let admin: string;
let otherAdmin: string;
const others = new Map<RoleName, string>();

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db, { name: 'Lakeside Motors' })).id;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  const a = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  adminId = a.id;
  admin = await t.login(a.email);
  otherAdmin = await t.login((await newUser(t.ctx.db, { dealerIds: [otherDealerId], roles: ['DEALER_ADMIN'] })).email);
  for (const role of ROLE_NAMES.filter((r) => r !== 'DEALER_ADMIN' && r !== 'DEALER')) {
    const u = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: [role] });
    others.set(role, await t.login(u.email));
  }
});
afterAll(() => t.close());

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => admin,
);
const put = (url: string, payload: object, cookie?: string) => call('PUT', url, payload, cookie);
const audits = (entity: string, entityId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), eq(auditLog.dealerId, dealerId)))
    .orderBy(asc(auditLog.id));

describe('GET /api/dealers and the profile', () => {
  it('lists the dealers the user belongs to, reads and updates the profile, audited', async () => {
    const mine = await call('GET', '/api/dealers');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ id: dealerId, name: 'Lakeside Motors' })]);

    const res = await put(`/api/dealers/${dealerId}`, {
      name: 'Lakeside Motors of Chicago',
      phoneNumber: '3125550100',
      address1: '900 Lake Rd',
      address2: '',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: dealerId, name: 'Lakeside Motors of Chicago', address2: null, state: 'IL' });
    expect((await call('GET', `/api/dealers/${dealerId}`)).json()).toMatchObject({ city: 'Chicago', zip: '60601' });
    const [audit] = await audits('dealer', dealerId);
    expect(audit).toMatchObject({ userId: adminId, action: 'update' });
    expect(audit!.before).toMatchObject({ name: 'Lakeside Motors', city: null });
    expect(audit!.after).toMatchObject({ name: 'Lakeside Motors of Chicago', city: 'Chicago' });
  });

  it('refuses a bad state and a blank name with field messages, and another dealer with 404', async () => {
    const bad = await put(`/api/dealers/${dealerId}`, { state: 'Illinois', name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      state: 'Choose a state from the list.',
      name: 'Dealer name is required',
    });
    expect((await call('GET', `/api/dealers/${otherDealerId}`)).statusCode).toBe(404);
    expect((await put(`/api/dealers/${otherDealerId}`, { city: 'X' })).statusCode).toBe(404);
  });
});

describe('GET and PUT /api/dealer_settings', () => {
  it('lists 40107 to 40118 with their defaults and types', async () => {
    const res = await call('GET', '/api/dealer_settings');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; value: unknown; type: string }[];
    expect(list.map((s) => s.id)).toEqual([
      40107, 40108, 40109, 40110, 40111, 40112, 40113, 40114, 40115, 40116, 40117, 40118,
    ]);
    expect(list.find((s) => s.id === 40107)).toMatchObject({ type: 'number', value: 200 });
    expect(list.find((s) => s.id === 40108)).toMatchObject({ value: 'MMR', allowed: ['MMR', 'JDP', 'Galves'] });
    expect(list.find((s) => s.id === 40116)).toMatchObject({ type: 'boolean', value: true });
  });

  it('saves a value in its stored form and audits it', async () => {
    const res = await put('/api/dealer_settings/40108', { value: 'galves' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 40108, value: 'Galves' });
    expect((await call('GET', '/api/dealer_settings/40108')).json()).toMatchObject({ value: 'Galves' });
    const [audit] = await audits('dealer_setting', 40108);
    expect(audit).toMatchObject({ userId: adminId, before: { value: 'MMR' }, after: { value: 'Galves' } });
  });

  it('answers the spec messages: "Value is required." and "Enter one of: ..."', async () => {
    const cases: [number, unknown, string][] = [
      [40107, '', 'Value is required.'],
      [40117, 'lots', 'Value is required.'],
      [40108, 'Black Book', 'Enter one of: MMR, JDP, Galves'],
      [40114, 'Middle', 'Enter one of: Average, Above, Below'],
      [40115, 'Lease', 'Enter one of: Trade, Loan, Retail'],
      [40115, '', 'Value is required.'],
      [40116, 'maybe', 'Value is required.'],
    ];
    for (const [id, value, message] of cases) {
      const res = await put(`/api/dealer_settings/${id}`, { value });
      expect(res.statusCode, `${id} ${String(value)}`).toBe(400);
      expect(res.json().error.fields).toEqual({ value: message });
    }
    expect((await put('/api/dealer_settings/40199', { value: 'x' })).statusCode).toBe(404);
  });

  it('refuses a CRM lead e-mail (40111) that is not an address, keeps the one before, and allows none', async () => {
    expect((await put('/api/dealer_settings/40111', { value: 'leads@crm.example.test' })).statusCode).toBe(200);
    const bad = await put('/api/dealer_settings/40111', { value: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ value: 'Enter a valid email' });
    expect((await call('GET', '/api/dealer_settings/40111')).json()).toMatchObject({ value: 'leads@crm.example.test' });
    const cleared = await put('/api/dealer_settings/40111', { value: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it("keeps each dealer's values apart", async () => {
    await put('/api/dealer_settings/40107', { value: 350 });
    const theirs = await call('GET', '/api/dealer_settings/40107', undefined, otherAdmin);
    expect(theirs.statusCode).toBe(403); // otherAdmin is no member of this dealer
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/dealer_settings/40107',
      headers: { cookie: otherAdmin, 'x-dealer-id': String(otherDealerId) },
    });
    expect(own.json()).toMatchObject({ value: 200 });
  });
});

for (const [path, label, kind] of [
  ['/api/dealer_affiliates', 'Affiliate', 'affiliate'],
  ['/api/dealer_banks', 'Bank', 'bank'],
] as const) {
  describe(path, () => {
    it('creates, lists in the list protocol, reads, renames and audits', async () => {
      const created = await post(path, { name: `  ${label} North ` });
      expect(created.statusCode).toBe(200);
      const item = created.json();
      expect(item).toMatchObject({ name: `${label} North` });
      await post(path, { name: `${label} South` });
      await post(path, { name: `${label} East` });

      const list = await call('GET', `${path}?range=[0,1]&sort=["name","DESC"]&filter={"q":"${label.toLowerCase()}"}`);
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe('3');
      expect(list.json().map((r: { name: string }) => r.name)).toEqual([`${label} South`, `${label} North`]);

      expect((await call('GET', `${path}/${item.id}`)).json()).toMatchObject({ id: item.id, name: `${label} North` });
      const renamed = await put(`${path}/${item.id}`, { name: `${label} Northwest` });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: `${label} Northwest` });
      expect((await audits(kind, item.id)).map((a) => [a.action, a.before, a.after])).toEqual([
        ['create', null, expect.objectContaining({ name: `${label} North` })],
        [
          'update',
          expect.objectContaining({ name: `${label} North` }),
          expect.objectContaining({ name: `${label} Northwest` }),
        ],
      ]);
    });

    it(`refuses a short name with "${label} name is required", a bad sort with 400, and a duplicate with 409`, async () => {
      for (const name of [undefined, '', 'ab']) {
        const res = await post(path, name === undefined ? {} : { name });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.name).toBe(`${label} name is required`);
      }
      expect((await call('GET', `${path}?sort=["secret","ASC"]`)).statusCode).toBe(400);
      const first = await post(path, { name: `${label} Twin` });
      const twin = await post(path, { name: `${label.toUpperCase()} TWIN` });
      expect(twin.statusCode).toBe(409);
      expect(twin.json().error.message).toMatch(/already exists/);
      const other = await post(path, { name: `${label} Other` });
      expect((await put(`${path}/${other.json().id}`, { name: `${label} twin` })).statusCode).toBe(409);
      // Another dealer may use the same name.
      const theirs = await t.app.inject({
        method: 'POST',
        url: path,
        payload: { name: `${label} Twin` },
        headers: { cookie: otherAdmin, 'x-dealer-id': String(otherDealerId) },
      });
      expect(theirs.statusCode).toBe(200);
      expect(first.statusCode).toBe(200);
    });

    it("answers 404 for another dealer's id and 403 for every role but dealer admin", async () => {
      const theirs = await t.app.inject({
        method: 'POST',
        url: path,
        payload: { name: `${label} Foreign` },
        headers: { cookie: otherAdmin, 'x-dealer-id': String(otherDealerId) },
      });
      const foreignId = theirs.json().id;
      expect((await call('GET', `${path}/${foreignId}`)).statusCode).toBe(404);
      expect((await put(`${path}/${foreignId}`, { name: 'Taken over' })).statusCode).toBe(404);
      expect((await call('DELETE', `${path}/${foreignId}`)).statusCode).toBe(404);
      for (const [role, cookie] of others) {
        expect((await call('GET', path, undefined, cookie)).statusCode, role).toBe(403);
        expect((await post(path, { name: `${label} by ${role}` }, cookie)).statusCode, role).toBe(403);
      }
    });

    it('deletes, removing it from every appraisal that references it, each activity saying so', async () => {
      const item = (await post(path, { name: `${label} Gone` })).json();
      const ref =
        kind === 'affiliate' ? { affiliateId: item.id } : { dealerBankId: item.id, financeBank: `${label} Gone` };
      const a = await newAppraisal(t.ctx.db, dealerId, ref);
      const b = await newAppraisal(t.ctx.db, dealerId, ref);
      const untouched = await newAppraisal(t.ctx.db, dealerId);
      const res = await call('DELETE', `${path}/${item.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...item, appraisalsUpdated: 2 });
      for (const row of [a, b]) {
        const [now] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, row.id));
        expect(kind === 'affiliate' ? now!.affiliateId : now!.dealerBankId).toBeNull();
        expect(await activityOf(t, row.id)).toEqual([
          { action: `${label} removed`, details: expect.stringContaining(`${label} Gone`), userId: adminId },
        ]);
      }
      expect(await activityOf(t, untouched.id)).toEqual([]);
      expect((await call('GET', `${path}/${item.id}`)).statusCode).toBe(404);
      expect((await audits(kind, item.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    });
  });
}

describe('a bank added later matches the records that name it', () => {
  it('clears "Not found in dealer banks!" on the detail as soon as a matching bank exists', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      appraisalTypeId: 2,
      financeBank: 'Harbor Credit Union',
      dealerBankId: null,
    });
    expect((await call('GET', `/api/appraisals/${row.id}`)).json().financeBankKnown).toBe(false);
    await post('/api/dealer_banks', { name: 'harbor credit union' });
    const detail = (await call('GET', `/api/appraisals/${row.id}`)).json();
    expect(detail.financeBankKnown).toBe(true);
    expect(detail.dealerBankId).toEqual(expect.any(Number));
  });
});
