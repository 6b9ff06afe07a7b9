import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VIN = '1HGCV1F34LA012345';
const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;

// Each sandbox reads its key where its provider's clients send it (common.ts refused).
const cases = [
  {
    name: 'mmr',
    url: `/sandbox/mmr/valuations/vin/${VIN}`,
    good: { authorization: 'Bearer sandbox-mmr-key' },
    wrong: { authorization: 'Bearer other' },
  },
  {
    name: 'jdp',
    url: `/sandbox/jdp/getDefaultVehicleAndValuesByVin?vin=${VIN}`,
    good: { 'api-key': 'sandbox-jdp-key' },
    wrong: { 'api-key': 'other' },
  },
  {
    name: 'galves',
    url: `/sandbox/galves/values/vin/${VIN}`,
    good: { 'x-api-key': 'sandbox-galves-key' },
    wrong: { 'x-api-key': 'other' },
  },
  {
    name: 'blackbook',
    url: `/sandbox/blackbook/UsedCarWS/UsedVehicle/VIN/${VIN}`,
    good: { authorization: basic('sandbox:blackbook-key') },
    wrong: { authorization: basic('sandbox:other') },
  },
];

describe('valuation sandboxes: credentials', () => {
  it.each(cases)('$name answers with its key and 401 without it or with a wrong one', async ({ url, good, wrong }) => {
    expect((await t.app.inject({ method: 'GET', url, headers: good })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: wrong })).statusCode).toBe(401);
  });
});
