import { desc, eq } from 'drizzle-orm';
import { activity, type dealers } from '../../src/db/schema';
import { newDealer, newUser } from './factories';
import type { TestApp } from './test-app';

/** A dealer with a full postal address and phone, as letters, leads and e-mails print it. */
export const TEST_DEALER = {
  name: 'Lakeside Motors',
  address1: '900 Lake Rd',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  phoneNumber: '3125550100',
};

/** A trade-in nobody has offered on yet: no amount, no letter, no answer. */
export const NO_OFFER_YET = {
  offerAmount: null,
  offerAmountMin: null,
  offerAmountMax: null,
  offerSentAt: null,
  offeredBy: null,
  offerAcceptedAt: null,
  offerDeclinedAt: null,
  offerType: null,
  offerTemplate: null,
  pdfUrl: null,
};

/** A customer reachable by e-mail and text. */
export const TEST_CUSTOMER = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.test',
  phoneNumber: '5550102000',
};

/** A real, decodable VIN with its vehicle. */
export const TEST_VEHICLE = {
  vin: '1HGCV1F34LA012345',
  year: 2020,
  make: 'Honda',
  model: 'Accord',
  trim: 'Sport 1.5T',
};

/**
 * A dealer with two signed-in staff: `writer` (APPRAISER, may write appraisals) and `reader`
 * (SALES, may not), the pair most permission tests need.
 */
export async function dealerWithStaff(t: TestApp, dealer: Partial<typeof dealers.$inferInsert> = TEST_DEALER) {
  const dealerId = (await newDealer(t.ctx.db, dealer)).id;
  const writerUser = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
  const readerUser = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] });
  return {
    dealerId,
    writerId: writerUser.id,
    writer: await t.login(writerUser.email),
    reader: await t.login(readerUser.email),
  };
}

/**
 * Calls as a member of the dealer (the cookie given, or none: the dealer header alone). Getters,
 * because test files set the app, dealer and cookies in beforeAll.
 */
export function dealerRequests(app: () => TestApp, dealerId: () => number, defaultCookie: () => string | null) {
  const call = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: object,
    cookie: string | null = defaultCookie(),
  ) =>
    app().app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie, 'x-dealer-id': String(dealerId()) } : { 'x-dealer-id': String(dealerId()) },
    });
  const post = (url: string, payload?: object, cookie?: string | null) => call('POST', url, payload, cookie);
  return { call, post };
}

/** The activity rows of one appraisal, newest first. */
export function activityOf(t: TestApp, appraisalId: number) {
  return t.ctx.db
    .select({ action: activity.action, details: activity.details, userId: activity.userId })
    .from(activity)
    .where(eq(activity.appraisalId, appraisalId))
    .orderBy(desc(activity.id));
}
