import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { blackbookClient } from './blackbook-client';
import { galvesClient } from './galves-client';
import { jdpClient } from './jdp-client';
import { mmrClient } from './mmr-client';
import { ValuationProviderError, type ValuationVehicle } from './port';

const vehicle: ValuationVehicle = {
  vin: '1HGCV1F34LA012345',
  year: 2020,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-L',
  mileage: 41_000,
  state: 'TX',
};
const config = { url: 'https://provider.test/api/', apiKey: 'key-1' };

/** A provider answering `body` with `status`, recording what it was asked. */
function provider(body: unknown, status = 200) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as AppContext['fetch'];
  return { fetch, calls };
}

const band = (average: number) => ({ below: average - 1000, average, above: average + 1000 });
const mmrItem = (trim: string, average: number) => ({
  description: { year: 2020, make: 'Honda', model: 'Accord', trim },
  adjustedPricing: { wholesale: band(average), retail: band(average + 3000) },
});

describe('mmrClient', () => {
  it('asks MMR by VIN with odometer, region, grade and colour, and maps the selected trim', async () => {
    const p = provider({ items: [mmrItem('EX', 20_000), mmrItem('EX-L', 21_500)] });
    const data = await mmrClient(p.fetch, config).valuate(vehicle, {
      trim: 'EX',
      range: 'Above',
      grade: '3.5',
      color: 'Black',
    });
    const url = new URL(p.calls[0]!.url);
    expect(url.pathname).toBe('/api/valuations/vin/1HGCV1F34LA012345');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      odometer: '41000',
      region: 'SW',
      grade: '35',
      color: 'Black',
    });
    expect(p.calls[0]!.headers.get('authorization')).toBe('Bearer key-1');
    expect(data).toMatchObject({
      provider: 'mmr',
      value: 21_000,
      wholesale: 21_000,
      retail: 24_000,
      vehicle: '2020 Honda Accord EX',
      trims: ['EX', 'EX-L'],
    });
    expect(data.rows).toContainEqual({ label: 'Wholesale average', value: 20_000 });
  });

  it('falls back to the appraisal trim, and sends no grade or colour when none is chosen', async () => {
    const p = provider({ items: [mmrItem('EX', 20_000), mmrItem('EX-L', 21_500)] });
    const data = await mmrClient(p.fetch, config).valuate(vehicle, {
      trim: null,
      range: 'Average',
      grade: 'No grade',
      color: 'No color',
    });
    expect(data.value).toBe(21_500);
    const url = new URL(p.calls[0]!.url);
    expect(url.searchParams.has('grade')).toBe(false);
    expect(url.searchParams.has('color')).toBe(false);
  });

  it('raises a typed error for no items, 404, 5xx, a malformed body and no network', async () => {
    const sel = { trim: null, range: 'Average' as const, grade: 'No grade', color: 'No color' as const };
    const failures = [
      provider({ items: [] }).fetch,
      provider({ message: 'not found' }, 404).fetch,
      provider('oops', 503).fetch,
      provider({ items: [{ description: {} }] }).fetch,
      provider('not json').fetch,
      (async () => {
        throw new TypeError('fetch failed');
      }) as AppContext['fetch'],
    ];
    for (const fetch of failures) {
      await expect(mmrClient(fetch, config).valuate(vehicle, sel)).rejects.toBeInstanceOf(ValuationProviderError);
    }
  });
});

describe('jdpClient', () => {
  it('maps trade-in at the selected range', async () => {
    const p = provider({
      result: [
        {
          ucgvehicleid: 1234,
          modelyear: 2020,
          make: 'Honda',
          series: 'Accord',
          body: 'EX-L',
          mileageadjustment: -300,
          adjustedcleantrade: 20_000,
          adjustedaveragetrade: 18_200,
          adjustedroughtrade: 16_000,
          adjustedcleanloan: 18_000,
          adjustedcleanretail: 24_500,
        },
      ],
    });
    const data = await jdpClient(p.fetch, config).valuate(vehicle, { range: 'rough' });
    const url = new URL(p.calls[0]!.url);
    expect(url.pathname).toBe('/api/getDefaultVehicleAndValuesByVin');
    expect(url.searchParams.get('vin')).toBe(vehicle.vin);
    expect(url.searchParams.get('region')).toBe('3');
    expect(p.calls[0]!.headers.get('api-key')).toBe('key-1');
    expect(data).toMatchObject({ provider: 'jdp', value: 16_000, retail: 24_500, vehicle: '2020 Honda Accord EX-L' });
    expect(data.rows[0]).toEqual({ label: 'Clean trade-in', value: 20_000 });
  });

  it('raises a typed error for an empty result', async () => {
    await expect(
      jdpClient(provider({ result: [] }).fetch, config).valuate(vehicle, { range: 'clean' }),
    ).rejects.toThrow(ValuationProviderError);
  });
});

describe('blackbookClient', () => {
  it('sends basic credentials and maps the adjusted wholesale at the range', async () => {
    const v = {
      uvc: '2020123456',
      model_year: '2020',
      make: 'Honda',
      model: 'Accord',
      series: 'EX-L',
      mileage_adj: -250,
      adjusted_whole_xclean: 22_000,
      adjusted_whole_clean: 21_000,
      adjusted_whole_avg: 19_500,
      adjusted_whole_rough: 17_500,
      adjusted_retail_xclean: 26_000,
      adjusted_retail_clean: 25_000,
      adjusted_retail_avg: 23_500,
      adjusted_retail_rough: 21_500,
    };
    const p = provider({ used_vehicles: { used_vehicle_list: [v] } });
    const data = await blackbookClient(p.fetch, { ...config, apiKey: 'user:secret' }).valuate(vehicle, {
      range: 'avg',
    });
    expect(new URL(p.calls[0]!.url).pathname).toBe('/api/UsedCarWS/UsedVehicle/VIN/1HGCV1F34LA012345');
    expect(p.calls[0]!.headers.get('authorization')).toBe(`Basic ${Buffer.from('user:secret').toString('base64')}`);
    expect(data).toMatchObject({ provider: 'blackbook', value: 19_500, retail: 23_500 });
  });
});

describe('galvesClient', () => {
  it('sends the selected options and keeps the option list with its exclusions', async () => {
    const p = provider({
      vehicles: [
        {
          galves_id: 501,
          year: 2020,
          make: 'Honda',
          model: 'Accord',
          style: 'EX-L',
          base_trade: 20_000,
          mileage_adjustment: -400,
          options_adjustment: 500,
          trade: 20_100,
          trade_poor: 17_075,
          market_value: 24_000,
          options: [
            { code: 'SR', description: 'Power sunroof', value: 500, excludes: ['PANO'], selected: true },
            { code: 'PANO', description: 'Panoramic roof', value: 900, excludes: ['SR'], selected: false },
            { code: 'NAV', description: 'Navigation system', value: 300, excludes: [], selected: false },
          ],
        },
      ],
    });
    const data = await galvesClient(p.fetch, config).valuate(vehicle, { range: 'trade_poor', options: ['SR'] });
    const url = new URL(p.calls[0]!.url);
    expect(url.pathname).toBe('/api/values/vin/1HGCV1F34LA012345');
    expect(url.searchParams.get('options')).toBe('SR');
    expect(p.calls[0]!.headers.get('x-api-key')).toBe('key-1');
    expect(data).toMatchObject({ provider: 'galves', value: 17_075, retail: 24_000 });
    expect(data.options).toEqual([
      { code: 'SR', label: 'Power sunroof', value: 500, excludes: ['PANO'] },
      { code: 'PANO', label: 'Panoramic roof', value: 900, excludes: ['SR'] },
      { code: 'NAV', label: 'Navigation system', value: 300 },
    ]);
  });
});
