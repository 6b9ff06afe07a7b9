import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCorgiDecoder } from '../../integrations/vin-decoder/corgi-decoder';
import type { VinDecoder } from '../../integrations/vin-decoder/port';
import type { GeneratorContext } from './appraisal-generator';
import { demoAppraisalRows } from './demo-appraisals';
import { createRandom } from './random';
import { makeVin, VEHICLE_PATTERNS } from './vehicles';

// Shared with the other VIN tests: one unpacked vPIC database per machine.
const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');

let decoder: VinDecoder;
beforeAll(async () => {
  decoder = await createCorgiDecoder(VPIC_DB_PATH);
}, 120_000);
afterAll(() => decoder.close());

/** The demo dealers' records as seedDemoAppraisals makes them (same seeds and counts as demo.ts). */
function demoRows() {
  const counts = [400, 250, 200];
  return counts.flatMap((count, index) => {
    const ctx: GeneratorContext = {
      dealerId: index + 1,
      userIds: [1, 2, 3],
      campaignIds: [1, 2, 3],
      banks: [{ id: 1, name: 'Chase Auto' }],
      now: new Date('2026-11-01T12:00:00Z'),
      days: 120,
    };
    return demoAppraisalRows(createRandom(1000 + index), ctx, count, 1);
  });
}

const name = (v: { make?: string | null; model?: string | null }) => `${v.make} ${v.model}`.toLowerCase();

describe('demo VINs', () => {
  it('one VIN is one vehicle: every record with a VIN shows the same year, make and model', () => {
    const rows = demoRows();
    const seen = new Map<string, string>();
    for (const r of rows) {
      const vehicle = `${r.year} ${r.make} ${r.model}`;
      expect(seen.get(r.vin) ?? vehicle, r.vin).toBe(vehicle);
      seen.set(r.vin, vehicle);
    }
    // Duplicate submissions exist (the lists' duplicate count needs them).
    expect(seen.size).toBeLessThan(rows.length);
  });

  it('every demo VIN decodes, with the real vPIC decoder, to the make, model and year it is shown with', async () => {
    const vehicles = new Map(demoRows().map((r) => [r.vin, r]));
    const wrong: string[] = [];
    for (const [vin, r] of vehicles) {
      const [decoded] = await decoder.decode(vin);
      if (!decoded || name(decoded) !== name(r) || decoded.year !== r.year) {
        wrong.push(
          `${vin}: shown ${r.year} ${r.make} ${r.model}, decodes ${decoded ? `${decoded.year} ${name(decoded)}` : 'to nothing'}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('every pattern decodes in every year it is used for', async () => {
    const wrong: string[] = [];
    for (const p of VEHICLE_PATTERNS) {
      for (let year = p.years[0]; year <= p.years[1]; year++) {
        const vin = makeVin(p, year, 123_456);
        const [decoded] = await decoder.decode(vin);
        if (!decoded || name(decoded) !== name(p) || decoded.year !== year)
          wrong.push(
            `${vin} ${year} ${p.make} ${p.model} -> ${decoded ? `${decoded.year} ${name(decoded)}` : 'nothing'}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
