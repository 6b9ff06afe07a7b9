import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOOKUP_MESSAGES, NEW_APPRAISAL_TEXTS } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sandboxPlateVehicle } from '../../integrations/plate-lookup/sandbox';

let t: TestApp;
let dealerId: number;
let cookie: string;

// Every test file shares one unpacked vPIC database; it is made once per machine.
const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');

beforeAll(async () => {
  t = await createTestApp({ VPIC_DB_PATH });
  dealerId = (await newDealer(t.ctx.db)).id;
  const user = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
  cookie = await t.login(user.email);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { cookie, 'x-dealer-id': String(dealerId) }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/appraisals/vin/:vin', () => {
  it('decodes a real VIN with the offline vPIC data: 1HGCM82633A004352 is a 2003 Honda Accord', async () => {
    const res = await get('/api/appraisals/vin/1HGCM82633A004352');
    expect(res.statusCode).toBe(200);
    const [vehicle, ...rest] = res.json();
    expect(rest).toEqual([]);
    expect(vehicle).toMatchObject({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
    });
    expect(vehicle.trims[0]).toBe('EX-V6');
    expect(vehicle.trims).toEqual(expect.arrayContaining(['LX', 'EX']));
  }, 60_000);

  it('cleans the VIN first (scanner I and M) and decodes the first 11 characters alone', async () => {
    const scanned = (await get('/api/appraisals/vin/I1HGCM82633A004352M')).json();
    expect(scanned[0]).toMatchObject({ vin: '1HGCM82633A004352', make: 'Honda' });
    const partial = (await get('/api/appraisals/vin/5NPE24AF1FH')).json();
    expect(partial[0]).toMatchObject({ year: 2015, make: 'Hyundai', model: 'Sonata' });
  });

  it('answers an empty list for a VIN the decoder does not know, never an error', async () => {
    const res = await get('/api/appraisals/vin/ZZZZZZZZZZZZZZZZZ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses fewer than 11 characters with the field message', async () => {
    const res = await get('/api/appraisals/vin/1HGCM8263');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(LOOKUP_MESSAGES.vin);
  });

  it('needs a session and a dealer the user belongs to', async () => {
    expect((await get('/api/appraisals/vin/1HGCM82633A004352', {})).statusCode).toBe(401);
    const other = await newDealer(t.ctx.db);
    const res = await get('/api/appraisals/vin/1HGCM82633A004352', { cookie, 'x-dealer-id': String(other.id) });
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('GET /api/appraisals/plate/:state/:plate', () => {
  it('finds the VIN the plate registry holds, and the VIN decodes', async () => {
    const expected = sandboxPlateVehicle('CA', '7ABC123');
    expect(expected).not.toBeNull();
    const res = await get('/api/appraisals/plate/ca/7abc123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    const decoded = (await get(`/api/appraisals/vin/${expected!.vin}`)).json();
    expect(decoded[0]).toMatchObject({ year: expected!.year, make: expected!.make });
  });

  it('answers the same vehicle for the same plate every time', async () => {
    const a = (await get('/api/appraisals/plate/TX/HWY4321')).json();
    const b = (await get('/api/appraisals/plate/TX/HWY4321')).json();
    expect(a.vin).toBe(b.vin);
  });

  it('says "Vehicle not found." for a plate the registry does not know', async () => {
    const res = await get('/api/appraisals/plate/CA/NOCAR10');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(NEW_APPRAISAL_TEXTS.notFound);
  });

  it('refuses a plate shorter than 4 and an unknown state', async () => {
    const short = await get('/api/appraisals/plate/CA/AB1');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(LOOKUP_MESSAGES.plate);
    const state = await get('/api/appraisals/plate/ZZ/ABC123');
    expect(state.statusCode).toBe(400);
    expect(JSON.stringify(state.json())).toContain(LOOKUP_MESSAGES.state);
  });
});
