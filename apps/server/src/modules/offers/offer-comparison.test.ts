import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { dealerWithStaff, NO_OFFER_YET, TEST_VEHICLE } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisalOffers, outboxMessages } from '../../db/schema';
import { ALL_PHOTOS, submitCapture } from '../../integrations/inspection/sandbox/capture.testkit';

/**
 * A lowered offer explains itself: after the inspection came back (the real capture page, the
 * sandbox's signed webhook), the next offer's page and e-mail carry "What you told us, what we
 * found", the staff preview shows the same before sending, and nothing extra when nothing differs.
 */

let t: TestApp;
let dataDir: string;
let dealerId: number;
let otherDealerId: number;
let writer: string;
let reader: string;
let stranger: string;

/** Declared at intake: 30,000 miles. Nothing inspected, offered or reconditioned yet. */
const declaredRecord = {
  appraisalTypeId: 1,
  area: 'buying' as const,
  appraisalStatusId: null,
  deletedAt: null,
  ...NO_OFFER_YET,
  ...TEST_VEHICLE,
  sellStrategyStatusId: 2,
  mileage: 30_000,
  inspectedMileage: null,
  estimatedDamage: null,
  runningStatus: null,
  paveInspectSessionKey: null,
  paveInspectStatus: null,
  paveInspectResultId: null,
  firstName: 'Maria',
  lastName: 'Lopez',
  phoneNumber: null,
  profitObjective: 1000,
  pickupFee: 200,
  wholesalePack: 250,
  auctionFee: 350,
  carOfferAmount: null,
  auctionValuation: 20_000,
  retailValuation: 23_000,
  reconBodyCost: null,
  reconMechCost: null,
  reconOtherCost: null,
  adjustedPayoffAmount: 12_000,
  auctionProposal: null,
  retailProposal: null,
  carOfferProposal: null,
};
/** The odometer the capture page is given, and what the customer answers there. */
const HIGHER_MILES = { odometer: '48,210', warningLights: 'no', bodyDamage: 'minor', tyres: 'worn', smokedIn: 'no' };
const AS_DECLARED = { odometer: '30,000', warningLights: 'no', bodyDamage: 'none', tyres: 'good', smokedIn: 'no' };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'offer-comparison-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ dealerId, writer, reader } = await dealerWithStaff(t));
  otherDealerId = (await newDealer(t.ctx.db)).id;
  stranger = await t.login((await newUser(t.ctx.db, { dealerIds: [otherDealerId], roles: ['APPRAISER'] })).email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  cookie: string | null = writer,
  dealer = dealerId,
) => t.app.inject({ method, url, payload, headers: cookie ? { cookie, 'x-dealer-id': String(dealer) } : {} });
const sendOffer = async (id: number, amount: number) => {
  const res = await call('POST', `/api/appraisals/${id}/offer`, { template: 0, type: 'auction', amount });
  expect(res.statusCode, res.body).toBe(200);
};
const preview = async (id: number) => {
  const res = await call('GET', `/api/appraisals/${id}/offer-comparison`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().comparison;
};
const mailsTo = (email: string) =>
  t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(asc(outboxMessages.id));
/** The customer's last offer e-mail and the offer page it links to. */
async function lastOffer(email: string) {
  const mail = (await mailsTo(email)).filter((m) => m.subject?.startsWith('Your offer')).at(-1)!;
  const token = /\/offer\/([\w.-]+)/.exec(mail.body)![1]!;
  const page = await t.app.inject({ method: 'GET', url: `/api/offers/${token}` });
  expect(page.statusCode, page.body).toBe(200);
  return { mail, page: page.json() };
}

/** The dealer sends the inspection link; the customer completes the capture page with `answers`. */
async function inspect(id: number, email: string, answers: Record<string, string>) {
  const link = await call('POST', `/api/appraisals/${id}/inspection-link`, { sendTo: 'email' });
  expect(link.statusCode, link.body).toBe(200);
  const capture = (await mailsTo(email)).find((m) => m.links[0] === link.json().captureUrl)!;
  const done = await submitCapture(t.app, new URL(capture.links[0]!).pathname, answers, ALL_PHOTOS);
  expect(done.statusCode).toBe(303);
}

describe('an offer lowered after the inspection', () => {
  const email = 'lowered@example.test';
  let id: number;

  beforeAll(async () => {
    id = (await newAppraisal(t.ctx.db, dealerId, { ...declaredRecord, email })).id;
    // The first offer, at the worksheet's proposal: 20,000 - 350 - 200 - 250 - 1,000.
    await sendOffer(id, 18_200);
  });

  it('the first offer has nothing to explain', async () => {
    const { mail, page } = await lastOffer(email);
    expect(page.comparison).toBeNull();
    expect(mail.body).not.toContain('What you told us');
    expect(await preview(id)).toBeNull();
  });

  it('once the inspection is back, staff see the differences before the worksheet reflects them', async () => {
    await inspect(id, email, HIGHER_MILES);
    // Nothing repriced yet: the differences show, and so does that they have not moved the offer.
    expect(await preview(id)).toEqual({
      previous: { label: 'Previous offer', amount: 18_200 },
      differences: [
        { label: 'Mileage', declared: '30,000 mi', found: '48,210 mi', amount: 0 },
        {
          label: 'Condition',
          declared: null,
          found: 'Minor body damage, worn tyres; estimated repairs $1,370.00',
          amount: 0,
        },
      ],
      other: null,
      offer: { label: 'New offer', amount: 18_200 },
    });
  });

  it('after revaluing at the inspected mileage and adding the repairs, the preview adds up to the new offer', async () => {
    const saved = await call('POST', `/api/appraisals/${id}/worksheet`, {
      auctionValuation: 18_850,
      retailValuation: 21_500,
      reconBodyCost: 1_370,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const comparison = await preview(id);
    expect(comparison.differences.map((d: { label: string; amount: number }) => [d.label, d.amount])).toEqual([
      ['Mileage', -1_150],
      ['Condition', -1_370],
    ]);
    expect(comparison.other).toBeNull();
    expect(comparison.offer).toEqual({ label: 'New offer', amount: 15_680 });
  });

  it("the new offer's page and e-mail carry the comparison the preview showed; never a pack, profit or valuation", async () => {
    const shown = await preview(id);
    await sendOffer(id, 15_650);
    const { mail, page } = await lastOffer(email);
    // The customer's offer 30 dollars under the suggestion: the rest is "Other adjustments".
    expect(page.comparison).toEqual({
      ...shown,
      other: { label: 'Other adjustments', amount: -30 },
      offer: { label: 'New offer', amount: 15_650 },
    });
    const lines = [
      'What you told us, what we found',
      'Previous offer: $18,200.00',
      'Mileage. You told us: 30,000 mi. We found: 48,210 mi. Effect on your offer: -$1,150.00',
      'Condition. You told us: Not asked. We found: Minor body damage, worn tyres; estimated repairs $1,370.00. Effect on your offer: -$1,370.00',
      'Other adjustments: -$30.00',
      'New offer: $15,650.00',
    ];
    expect(mail.body).toContain(lines.join('\n'));
    for (const line of lines) expect(mail.html).toContain(line.replaceAll("'", '&#39;'));
    const customerSees = JSON.stringify(page) + mail.body;
    expect(customerSees).not.toMatch(/pack|profit|valuation/i);
    for (const internal of ['20,000', '18,850', '21,500', '23,000', '$250.00', '$1,000.00']) {
      expect(customerSees).not.toContain(internal);
    }
    // Kept with the offer, so the page reads the same tomorrow whatever the worksheet becomes.
    const [row] = await t.ctx.db
      .select()
      .from(appraisalOffers)
      .where(eq(appraisalOffers.appraisalId, id))
      .orderBy(asc(appraisalOffers.id))
      .offset(1);
    expect(row!.comparison).toEqual(page.comparison);
    await call('POST', `/api/appraisals/${id}/worksheet`, { auctionValuation: 30_000 });
    expect((await lastOffer(email)).page.comparison).toEqual(page.comparison);
  });

  it('the preview is value data: a role without values gets 403, another dealer 404, no session 401', async () => {
    expect((await call('GET', `/api/appraisals/${id}/offer-comparison`, undefined, reader)).statusCode).toBe(403);
    const foreign = await call('GET', `/api/appraisals/${id}/offer-comparison`, undefined, stranger, otherDealerId);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/api/appraisals/${id}/offer-comparison`, undefined, null)).statusCode).toBe(401);
  });
});

describe('an inspection that found what the customer declared', () => {
  it('adds nothing to the new offer: no comparison on the page, in the e-mail or in the preview', async () => {
    const email = 'as-declared@example.test';
    const { id } = await newAppraisal(t.ctx.db, dealerId, { ...declaredRecord, email });
    await sendOffer(id, 18_200);
    await inspect(id, email, AS_DECLARED);
    await call('POST', `/api/appraisals/${id}/worksheet`, { pickupFee: 300 });
    expect(await preview(id)).toBeNull();
    await sendOffer(id, 18_100);
    const { mail, page } = await lastOffer(email);
    expect(page.offer.amount).toBe(18_100);
    expect(page.comparison).toBeNull();
    expect(mail.body).not.toContain('What you told us');
    expect(mail.html).not.toContain('What you told us');
  });
});
