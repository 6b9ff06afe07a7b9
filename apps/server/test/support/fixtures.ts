import type { dealers } from '../../src/db/schema';
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
