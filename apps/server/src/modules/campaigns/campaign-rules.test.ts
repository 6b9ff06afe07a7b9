import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEALER_SETTING } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { activityOf, dealerRequests } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, outboxMessages } from '../../db/schema';
import { at, parseXml, textAt } from '../../integrations/crm/xml-tree.testkit';
import { setDealerSetting } from '../settings/settings.service';

let t: TestApp;
let dealerId: number;
let slug: string;
let admin: string;

const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');
const CRM = 'leads@crm.example.test';
const customer = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.test', phone: '(555) 010-2000' };
const vehicle = { vin: '1HGCM82633A004352', trim: 'EX-V6', mileage: 84_000 };

beforeAll(async () => {
  t = await createTestApp({ VPIC_DB_PATH, DATA_DIR: await mkdtemp(join(tmpdir(), 'campaign-rules-test-')) });
  const dealer = await newDealer(t.ctx.db, { name: 'Lakeside Motors' });
  dealerId = dealer.id;
  slug = dealer.slug;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.CRM_EMAIL, CRM);
}, 60_000);
afterAll(() => t.close());

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => admin,
);
const record = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;
const crmMails = () => t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, CRM));

async function campaign(rules: object) {
  const res = await post('/api/dealer_campaigns', { name: `Campaign ${Math.random()}`, typeId: 3, rules });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; links: { tradein: string } };
}

/** What the customer's form sends from a campaign link (the page reads ?campaign=). */
function submit(campaignId: number | null) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/dealers/${slug}/appraisals`,
    payload: { ...vehicle, ...customer, typeCode: 'tradein', campaignId },
  });
}

const whole = (cents: number) => Math.round(cents) / 100;

describe('a campaign auto offer runs once the valuations are in', () => {
  it('stores p1 % of the p1v valuation as the automated offer and answers it to the customer at once', async () => {
    const { id } = await campaign({ autoOffers: [{ enabled: true, p1: 90, p1v: 'mmr' }] });
    const res = await submit(id);
    expect(res.statusCode).toBe(200);
    const row = await record(res.json().id);
    expect(row.campaignId).toBe(id);
    expect(row.mmrVal).toBeGreaterThan(0);
    const amount = whole(row.mmrVal! * 90);
    expect(row).toMatchObject({ autoOfferAmount: amount, autoOfferAmountMax: null, offerAmount: null });
    expect(res.json().estimate).toEqual({ amount, max: null });
    const detail = (await call('GET', `/api/appraisals/${row.id}`)).json();
    expect(detail).toMatchObject({ autoOfferAmount: amount, autoOfferAmountMax: null, offeredBy: null });
    expect((await activityOf(t, row.id)).map((a) => a.action)).toContain('Automated offer');
  });

  it('with p2, a range up to p2 % of the p2v valuation', async () => {
    const { id } = await campaign({ autoOffers: [{ enabled: true, p1: 85, p1v: 'mmr', p2: 100, p2v: 'galves' }] });
    const res = await submit(id);
    const row = await record(res.json().id);
    expect(row.galvesVal).toBeGreaterThan(0);
    const ends = [whole(row.mmrVal! * 85), whole(row.galvesVal! * 100)].sort((a, b) => a - b);
    expect(row).toMatchObject({ autoOfferAmount: ends[0], autoOfferAmountMax: ends[1] });
    expect(res.json().estimate).toEqual({ amount: ends[0], max: ends[1] });
  });

  it('a disabled auto offer, no campaign, or a deleted campaign gives no estimate', async () => {
    const off = await campaign({ autoOffers: [{ enabled: false, p1: 90, p1v: 'mmr' }] });
    const viaOff = await submit(off.id);
    expect(viaOff.json().estimate).toBeNull();
    const none = await submit(null);
    expect(none.json().estimate).toBeNull();
    const gone = await campaign({ autoOffers: [{ enabled: true, p1: 90, p1v: 'mmr' }] });
    expect((await call('DELETE', `/api/dealer_campaigns/${gone.id}`)).statusCode).toBe(200);
    const viaGone = await submit(gone.id);
    expect(viaGone.json().estimate).toBeNull();
    // Valuations still run in the background for these; none of them gets an automated offer.
    for (const res of [viaOff, none, viaGone]) {
      const row = await record(res.json().id);
      expect(row.autoOfferAmount).toBeNull();
    }
    expect((await record(viaGone.json().id)).campaignId).toBeNull();
  });
});

describe('appraisalsToCRM', () => {
  it("pushes each new appraisal of the campaign to the CRM as ADF, as the detail's Push to CRM does", async () => {
    const before = (await crmMails()).length;
    const { id } = await campaign({ appraisalsToCRM: true });
    const res = await submit(id);
    expect(res.statusCode).toBe(200);
    const row = await record(res.json().id);
    expect(row.crmSentAt).not.toBeNull();
    const mails = await crmMails();
    expect(mails).toHaveLength(before + 1);
    const prospect = at(parseXml(mails.at(-1)!.body).root, 'prospect')[0]!;
    expect(textAt(prospect, 'vehicle/vin')).toBe(vehicle.vin);
    expect(textAt(prospect, 'customer/contact/email')).toBe(customer.email);
    expect((await activityOf(t, row.id)).map((a) => [a.action, a.details])).toContainEqual(['Sent to CRM', CRM]);

    const quiet = await campaign({ appraisalsToCRM: false });
    const other = await submit(quiet.id);
    expect((await record(other.json().id)).crmSentAt).toBeNull();
    expect(await crmMails()).toHaveLength(before + 1);
  });
});
