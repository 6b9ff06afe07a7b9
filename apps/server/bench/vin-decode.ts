// npm run bench:vin: how long decoding a VIN takes once the decoder is warm (issue: under 20 ms).
// Decodes real VINs of every vehicle pattern the demo data uses, each with a serial never decoded
// before, and prints p50/p99/max for a VIN of a maker already seen and for the first VIN of each maker.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeVin, VEHICLE_PATTERNS } from '../src/db/seed/vehicles';
import { createCorgiDecoder } from '../src/integrations/vin-decoder/corgi-decoder';

const path = process.env.VPIC_DB_PATH ?? join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');
const started = performance.now();
const decoder = await createCorgiDecoder(path);
console.log(`decoder ready in ${(performance.now() - started).toFixed(0)} ms (database ${path})`);

const time = async (vin: string) => {
  const t = performance.now();
  const found = await decoder.decode(vin);
  if (found.length === 0) throw new Error(`not decoded: ${vin}`);
  return performance.now() - t;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const line = (name: string, xs: number[]) =>
  `| ${name} | ${xs.length} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 99).toFixed(1)} | ${Math.max(...xs).toFixed(1)} |`;

// Warm-up: one VIN, so the database file is open and its pages are cached.
await time(makeVin(VEHICLE_PATTERNS[0]!, VEHICLE_PATTERNS[0]!.years[0], 1));

const firstOfMaker: number[] = [];
for (const [i, p] of VEHICLE_PATTERNS.entries()) firstOfMaker.push(await time(makeVin(p, p.years[0], 100 + i)));
const seen: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const [i, p] of VEHICLE_PATTERNS.entries()) {
    const year = p.years[0] + (round % (p.years[1] - p.years[0] + 1));
    seen.push(await time(makeVin(p, year, 10_000 + round * 100 + i)));
  }
}
console.log('| decode | VINs | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|');
console.log(line('first VIN of a vehicle pattern', firstOfMaker));
console.log(line('new VIN of a pattern seen before', seen));
await decoder.close();
